/**
 * The features root.tsx hooks together through lib/contactLauncher: entry points in one feature open
 * the contact feature's modal.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_ENDPOINTS } from '@folio/core';
import { renderWithProviders } from '../test/renderWithProviders';
import { fakeApi } from '../test/support/fakeApi';
import { ContactProvider } from './features/contact/components/ContactProvider';
import { NoSearchResults } from './features/search/components/NoSearchResults';

// Opening the lazily loaded contact modal takes a while in jsdom on a shared two-core machine.
jest.setTimeout(30_000);

const askButton = () => screen.getByRole('button', { name: 'Ask us for it' });

describe('the empty search result with the contact modal', () => {
  it('opens the GENERAL INQUIRY form of the site contact modal', async () => {
    // The captcha settings stay on their way: the form shows without them.
    const api = fakeApi({ [`GET /api${CONTACT_ENDPOINTS.captchaWidget}`]: () => new Promise(() => undefined) });
    const user = userEvent.setup();
    renderWithProviders(
      <ContactProvider>
        <NoSearchResults query="margiela 1989" />
      </ContactProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(askButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'GENERAL INQUIRY' })).toBeInTheDocument();
    api.restore();
  });
});
