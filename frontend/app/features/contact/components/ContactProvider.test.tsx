import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONTACT_ENDPOINTS,
  CONTRIBUTION_HOURS_OPTIONS,
  CONTRIBUTION_TYPE_OPTIONS,
  IMPROVEMENT_TYPE_OPTIONS,
  limitToast,
  SUBMISSION_STORAGE_KEY,
  SUCCESS_TOAST,
  type ContactFormType,
  type ContactInquiryRequest,
} from '@folio/core';
import { useContactLauncher } from '../../../lib/contactLauncher';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { fakeApi, type Answer } from '../../../../test/support/fakeApi';
import { SEND_FAILED_MESSAGE } from './ContactForm';
import { ContactProvider } from './ContactProvider';
import { ContactToastArea } from './ContactToastArea';

// The real widget needs Web Crypto workers; this stand-in hands over a token when clicked, as it would when solved.
jest.mock('./AltchaWidget', () => ({
  AltchaWidget: ({ onToken }: { onToken: (token: string) => void }) =>
    require('react').createElement('button', { type: 'button', onClick: () => onToken('solved-challenge') }, 'Verify'),
}));

// Whole-modal flows typing into MUI fields take 1-3 s; on a busy two-core machine that can pass Jest's 5 s default.
jest.setTimeout(30_000);

const HOUR = 3_600_000;
const INQUIRY_PATH = `/api${CONTACT_ENDPOINTS.sendInquiry}`;

/** The CMS behind the site's client: what its captcha check grants and how it answers an inquiry. */
const cms = {
  grantPass: (): Answer => ({
    status: 200,
    data: { pass: 'pass-1', expiresAt: new Date(Date.now() + 60_000).toISOString() },
  }),
  inquiry: { status: 200, data: {} } as Answer,
};
let api: ReturnType<typeof fakeApi>;

/** The inquiries the modal posted. */
const sentInquiries = () =>
  api.requests
    .filter((request) => request.path === INQUIRY_PATH)
    .map((request) => request.body as ContactInquiryRequest);
/** Whether the captcha's token was traded for a pass. */
const passRequested = () => api.requests.some((request) => request.path === `/api${CONTACT_ENDPOINTS.checkCaptcha}`);

function Launchers() {
  const openContact = useContactLauncher();
  const types: ContactFormType[] = ['general', 'contributor', 'site improvements'];
  return (
    <>
      {types.map((type) => (
        <button key={type} type="button" onClick={() => openContact?.(type)}>
          Open {type}
        </button>
      ))}
    </>
  );
}

function renderContact() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithProviders(
    <ContactProvider>
      <Launchers />
      <ContactToastArea />
    </ContactProvider>,
  );
  return user;
}

type User = ReturnType<typeof userEvent.setup>;

async function open(user: User, type: ContactFormType) {
  await user.click(screen.getByRole('button', { name: `Open ${type}` }));
  return screen.findByRole('dialog');
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });
/** The options a select offers, as the visitor reads them. */
const choices = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function fillGeneral(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Do you have the 1997 lookbook?');
  await user.click(await screen.findByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(submitButton()).toBeEnabled());
}

/** A visitor opens the general form, fills it in, solves the captcha and presses Submit. */
async function sendGeneralForm() {
  const user = renderContact();
  const dialog = await open(user, 'general');
  await fillGeneral(user);
  await user.click(submitButton());
  return { user, dialog };
}

/** Lets MUI's enter and exit transitions finish. */
const settle = () => act(() => jest.advanceTimersByTime(1_000));

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  cms.grantPass = () => ({
    status: 200,
    data: { pass: 'pass-1', expiresAt: new Date(Date.now() + 60_000).toISOString() },
  });
  cms.inquiry = { status: 200, data: {} };
  api = fakeApi({
    [`GET /api${CONTACT_ENDPOINTS.captchaWidget}`]: {
      status: 200,
      data: { provider: 'altcha', challengeUrl: '/api/contact/challenge' },
    },
    [`POST /api${CONTACT_ENDPOINTS.checkCaptcha}`]: () => cms.grantPass(),
    [`POST ${INQUIRY_PATH}`]: () => cms.inquiry,
  });
});

afterEach(() => {
  jest.useRealTimers();
  api.restore();
});

describe('contact modal', () => {
  it('shows each form type with its title and its own fields, required ones marked', async () => {
    const user = renderContact();
    let dialog = await open(user, 'general');
    expect(within(dialog).getByRole('heading', { name: 'GENERAL INQUIRY' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Instagram Handle' })).not.toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toBeRequired();
    expect(within(dialog).queryByRole('group', { name: 'Contribution Type' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Name').parentElement).toHaveTextContent('Name *');

    await user.keyboard('{Escape}');
    await settle();
    dialog = await open(user, 'contributor');
    expect(within(dialog).getByRole('heading', { name: 'BECOME A CONTRIBUTOR' })).toBeInTheDocument();
    const types = within(dialog).getByRole('group', { name: 'Contribution Type' });
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(CONTRIBUTION_TYPE_OPTIONS);
    expect(choices(within(dialog).getByRole('combobox', { name: 'Hours per Week' }))).toEqual([
      'Choose…',
      ...CONTRIBUTION_HOURS_OPTIONS,
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await settle();
    dialog = await open(user, 'site improvements');
    expect(within(dialog).getByRole('heading', { name: 'SITE IMPROVEMENTS' })).toBeInTheDocument();
    expect(choices(within(dialog).getByRole('combobox', { name: 'Improvement Type' }))).toEqual([
      'Choose…',
      ...IMPROVEMENT_TYPE_OPTIONS,
    ]);
    expect(within(dialog).queryByRole('textbox', { name: 'Instagram Handle' })).not.toBeInTheDocument();
  });

  it('keeps Submit disabled until every required field holds something', async () => {
    const user = renderContact();
    await open(user, 'general');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    expect(submitButton()).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.clear(screen.getByRole('textbox', { name: 'Message' }));
    expect(submitButton()).toBeDisabled();
  });

  it('counts the message up to 280 characters and stops typing there', async () => {
    const user = renderContact();
    await open(user, 'general');
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByText('0/280')).toBeInTheDocument();
    await user.type(message, 'Hello');
    expect(screen.getByText('5/280')).toBeInTheDocument();
    await user.click(message);
    await user.paste('x'.repeat(300));
    expect(message).toHaveValue(`Hello${'x'.repeat(275)}`);
    expect(screen.getByText('280/280')).toBeInTheDocument();
    await user.type(message, 'more');
    expect(message).toHaveValue(`Hello${'x'.repeat(275)}`);
  });

  it('shows the first error per field on Submit and revalidates on each change after it', async () => {
    const user = renderContact();
    await open(user, 'general');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(await screen.findByText('Name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(sentInquiries()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), '.com');
    await waitFor(() => expect(screen.queryByText('Email must be a valid e-mail address')).not.toBeInTheDocument());
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Message' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
  });

  it('reports the contributor fields that are emptied after a submit attempt', async () => {
    cms.inquiry = {
      status: 400,
      data: {
        error: {
          details: { errors: [{ path: ['message'], message: 'Message has a maximum length of 280 characters' }] },
        },
      },
    };
    const user = renderContact();
    const dialog = await open(user, 'contributor');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Writer' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hours per Week' }), '8 hours a week');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    // The server's verdict is shown where the field is.
    expect(await screen.findByText('Message has a maximum length of 280 characters')).toBeInTheDocument();
    expect(sentInquiries()).toEqual([
      {
        typeOfInquiry: 'contributor',
        formData: {
          name: 'Ada',
          email: 'ada@example.com',
          instagramHandle: '',
          contributionType: ['Writer'],
          contributionHours: '8 hours a week',
          message: 'Hello',
          recaptcha: true,
        },
        captchaPass: 'pass-1',
      } satisfies ContactInquiryRequest,
    ]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Writer' }));
    expect(await screen.findByText('Contribution Type must have a minimum of 1 option selected')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hours per Week' }), '');
    expect(await screen.findByText('Hours per Week is required')).toBeInTheDocument();
  });

  it('asks for the site improvement type', async () => {
    const user = renderContact();
    await open(user, 'site improvements');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'The search box loses focus.');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(passRequested()).toBe(true));
    expect(submitButton()).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Improvement Type' }), 'Bug fix');
    await user.click(submitButton());
    await waitFor(() =>
      expect(sentInquiries()).toEqual([
        expect.objectContaining({
          typeOfInquiry: 'site improvements',
          formData: expect.objectContaining({ improvementType: 'Bug fix' }),
        }),
      ]),
    );
  });

  it('drops the captcha pass after 60 seconds, disabling Submit until a new one is solved', async () => {
    const user = renderContact();
    await open(user, 'general');
    // Submit turns enabled within one of waitFor's steps (50 ms of fake time) of the pass arriving.
    await fillGeneral(user);
    act(() => jest.advanceTimersByTime(59_900));
    expect(submitButton()).toBeEnabled();
    act(() => jest.advanceTimersByTime(100));
    expect(submitButton()).toBeDisabled();
    // A fresh widget to solve, whose pass is the one sent.
    cms.grantPass = () => ({
      status: 200,
      data: { pass: 'pass-2', expiresAt: new Date(Date.now() + 60_000).toISOString() },
    });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(sentInquiries()).toEqual([expect.objectContaining({ captchaPass: 'pass-2' })]));
  });

  it('says "Captcha must be checked" when the pass runs out after a submit attempt', async () => {
    const user = renderContact();
    await open(user, 'general');
    await fillGeneral(user);
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example');
    await user.click(submitButton());
    expect(await screen.findByText('Email must be a valid e-mail address')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(await screen.findByText('Captcha must be checked')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('says "Captcha must be checked" when the server refuses the pass', async () => {
    cms.inquiry = { status: 403, data: { error: { details: { reason: 'used' } } } };
    await sendGeneralForm();
    expect(await screen.findByText('Captcha must be checked')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('on success: posts, records the submission, closes, and shows the success toast for 5 seconds', async () => {
    const { user } = await sendGeneralForm();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(SUCCESS_TOAST);
    expect(toast).toHaveClass('MuiAlert-filledSuccess');
    expect(within(toast).getByTestId('SuccessOutlinedIcon')).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const record = JSON.parse(window.localStorage.getItem(SUBMISSION_STORAGE_KEY) ?? 'null');
    expect(record).toEqual({ num: 1, lastSubmission: expect.any(String) });

    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Opened again, the form is blank.
    await open(user, 'general');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('closes a toast on a click', async () => {
    const { user } = await sendGeneralForm();
    await user.click(await screen.findByText(SUCCESS_TOAST));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts to 3 in a day, then closes the modal on Submit with the limit toast and its hours', async () => {
    const now = Date.now();
    window.localStorage.setItem(
      SUBMISSION_STORAGE_KEY,
      JSON.stringify({ num: 3, lastSubmission: new Date(now - 5.5 * HOUR).toISOString() }),
    );
    await sendGeneralForm();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(limitToast(19));
    expect(toast).toHaveTextContent(
      'You have reached the limit of 3 submissions for the day. Please try again in 19 hours!',
    );
    expect(toast).toHaveClass('MuiAlert-filledError');
    expect(within(toast).getByTestId('ErrorOutlineIcon')).toBeInTheDocument();
    expect(sentInquiries()).toEqual([]);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('wraps the local counter to 1 once the day is over', async () => {
    window.localStorage.setItem(
      SUBMISSION_STORAGE_KEY,
      JSON.stringify({ num: 3, lastSubmission: new Date(Date.now() - 25 * HOUR).toISOString() }),
    );
    await sendGeneralForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(SUCCESS_TOAST);
    expect(JSON.parse(window.localStorage.getItem(SUBMISSION_STORAGE_KEY) ?? 'null')).toMatchObject({ num: 1 });
  });

  it("shows the server's limit when the browser kept no record", async () => {
    cms.inquiry = { status: 429, data: { error: { details: { hoursUntilNext: 7 } } } };
    await sendGeneralForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(limitToast(7));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the form open, saying so, when the message could not be sent', async () => {
    cms.inquiry = { status: 500, data: {} };
    const { dialog } = await sendGeneralForm();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SEND_FAILED_MESSAGE);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  });

  it('switches type and resets the form when opened with another type; closing resets it', async () => {
    const user = renderContact();
    await open(user, 'general');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open(user, 'general');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    // Another part of the page asks for another form while this one is open.
    act(() => screen.getByRole('button', { name: 'Open contributor', hidden: true }).click());
    expect(screen.getByRole('heading', { name: 'BECOME A CONTRIBUTOR' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('closes on an outside click and returns focus to the opener', async () => {
    const user = renderContact();
    const opener = screen.getByRole('button', { name: 'Open general' });
    await open(user, 'general');
    expect(document.activeElement).not.toBe(opener);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    await user.click(backdrop);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('clears the last toast when the modal opens again', async () => {
    cms.inquiry = { status: 429, data: { error: { details: { hoursUntilNext: 2 } } } };
    const { user } = await sendGeneralForm();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await settle();
    await open(user, 'general');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  // How the presses are counted is contactState.test.ts's; these check what the visitor sees of it.
  describe('the click counter', () => {
    it('validates nothing on change before the first Submit press, and every change after it', async () => {
      const user = renderContact();
      await open(user, 'general');
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example');
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
      await user.clear(screen.getByRole('textbox', { name: 'Name' }));
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
      await user.click(await screen.findByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(submitButton()).toBeEnabled());
      act(() => jest.advanceTimersByTime(1_000));
      expect(screen.queryByText('Email must be a valid e-mail address')).not.toBeInTheDocument();

      await user.click(submitButton());
      expect(await screen.findByText('Email must be a valid e-mail address')).toBeInTheDocument();
      await user.click(submitButton());
      expect(sentInquiries()).toEqual([]);
      // Revalidation on change: the error goes as the address becomes valid, and comes with an empty name.
      await user.type(screen.getByRole('textbox', { name: 'Email' }), '.com');
      await waitFor(() => expect(screen.queryByText('Email must be a valid e-mail address')).not.toBeInTheDocument());
      await user.clear(screen.getByRole('textbox', { name: 'Name' }));
      expect(await screen.findByText('Name is required')).toBeInTheDocument();

      // Closing starts a blank form with no attempt on it: changes are not validated again.
      await user.keyboard('{Escape}');
      await settle();
      await open(user, 'general');
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example');
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
      await user.clear(screen.getByRole('textbox', { name: 'Name' }));
      act(() => jest.advanceTimersByTime(1_000));
      expect(screen.queryByText('Email must be a valid e-mail address')).not.toBeInTheDocument();
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    });

    it('counts the presses the daily limit turns away, each closing the modal with the limit toast', async () => {
      window.localStorage.setItem(
        SUBMISSION_STORAGE_KEY,
        JSON.stringify({ num: 3, lastSubmission: new Date(Date.now() - 2 * HOUR).toISOString() }),
      );
      const { user } = await sendGeneralForm();
      expect(await screen.findByRole('alert')).toHaveTextContent(limitToast(22));
      await settle();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await open(user, 'general');
      await fillGeneral(user);
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(limitToast(22));
      await settle();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sentInquiries()).toEqual([]);
    });
  });
});
