/**
 * The contact modal, for each form type: Submit disabled until the form is complete, the first error
 * per field after a Submit, axe with the modal open, the dialog's size and sticky title bar, what is
 * downloaded only once it opens, and the success toast (the daily limit has its own file and CMS).
 * The captcha is the real one (ALTCHA, solved by the browser against this run's CMS).
 */
import path from 'node:path';
import {
  CONTACT_ENDPOINTS,
  CONTACT_FORM_TITLES,
  contactMessages,
  MESSAGE_MAX_LENGTH,
  SUCCESS_TOAST,
  type ContactFormType,
} from '@folio/core';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { assetsNamed, manifestFiles, readClientManifest } from './support/client-manifest';
import {
  countPostedInquiries,
  field,
  fillForm,
  openForm,
  solveCaptcha,
  submissionRecord,
  submitButton,
  toast,
} from './support/contact';
import { saveScreenshot } from './support/screenshots';
import { useSite } from './support/site';

const site = useSite('contact');

const FORM_TYPES: ContactFormType[] = ['general', 'contributor', 'site improvements'];

/** Per form type: a required field of its own, how a visitor empties it, and the error that then shows. */
const EMPTIED_FIELD: Record<ContactFormType, { empty: (dialog: Locator) => Promise<unknown>; error: string }> = {
  general: { empty: (dialog) => field(dialog, 'Name').fill(''), error: contactMessages.required('Name') },
  contributor: {
    empty: (dialog) => dialog.getByRole('checkbox', { name: 'Archivist' }).uncheck(),
    error: contactMessages.minSelected('Contribution Type', 1),
  },
  'site improvements': {
    empty: (dialog) => dialog.getByRole('combobox', { name: 'Improvement Type' }).selectOption(''),
    error: contactMessages.required('Improvement Type'),
  },
};

const slug = (type: ContactFormType) => type.replace(/\s+/g, '-');

test.each(FORM_TYPES)(
  '%s: Submit stays disabled until the form is complete; errors show after Submit and follow each change; axe passes with the modal open',
  async (type) => {
    const visit = await site.visit('/');
    const dialog = await openForm(site, visit, type);
    expect(await dialog.getByRole('heading', { level: 2 }).innerText()).toBe(CONTACT_FORM_TITLES[type]);
    expect(await submitButton(dialog).isDisabled()).toBe(true);
    await expectNoAxeViolations(visit.page);
    await saveScreenshot(visit, `contact-${slug(type)}`, { overlay: true });

    await fillForm(dialog, type, 'not-an-email');
    await submitButton(dialog).click();
    await dialog.getByText(contactMessages.invalidEmail('Email')).waitFor();
    expect(await field(dialog, 'Email').getAttribute('aria-invalid')).toBe('true');
    // The first error per field only: the address has one message, not "required" as well.
    expect(await dialog.getByText(contactMessages.required('Email')).count()).toBe(0);

    // Revalidated on each change after the first attempt.
    await field(dialog, 'Email').fill('ada@example.org');
    await dialog.getByText(contactMessages.invalidEmail('Email')).waitFor({ state: 'detached' });
    const emptied = EMPTIED_FIELD[type];
    await emptied.empty(dialog);
    await dialog.getByText(emptied.error).waitFor();
    expect(await submitButton(dialog).isDisabled()).toBe(true);
    await expectNoAxeViolations(visit.page);
    await saveScreenshot(visit, `contact-${slug(type)}-errors`, { overlay: true });
  },
);

test('the message stops at 280 characters with its counter; closing resets the form', async () => {
  const visit = await site.visit('/');
  const dialog = await openForm(site, visit, 'general');
  await field(dialog, 'Name').fill('Ada Lovelace');
  await field(dialog, 'Message').pressSequentially('x'.repeat(MESSAGE_MAX_LENGTH + 5));
  expect(await field(dialog, 'Message').inputValue()).toHaveLength(MESSAGE_MAX_LENGTH);
  expect(await dialog.getByText(`${MESSAGE_MAX_LENGTH}/${MESSAGE_MAX_LENGTH}`).isVisible()).toBe(true);
  // The optional Instagram handle may stay empty, but the captcha may not.
  await field(dialog, 'Email').fill('ada@example.org');
  expect(await submitButton(dialog).isDisabled()).toBe(true);
  await solveCaptcha(dialog);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const reopened = await openForm(site, visit, 'general');
  expect(await field(reopened, 'Name').inputValue()).toBe('');
  expect(await field(reopened, 'Message').inputValue()).toBe('');
  await visit.page.keyboard.press('Escape');
  await reopened.waitFor({ state: 'hidden' });
});

/** The element of the dialog that scrolls: the form's body between the title bar and Submit. */
const scrollingBody = (dialog: Locator) => dialog.locator('.MuiDialogContent-root');

test('the dialog is at most 480 px wide and 95% of the viewport high; its title bar stays in view as the body scrolls', async () => {
  const visit = await site.visit('/');
  const { page } = visit;
  // Short enough that the form cannot fit: the height cap must act.
  await page.setViewportSize({ width: 1280, height: 480 });
  const dialog = await openForm(site, visit, 'general');
  // The dialog role sits on the dialog's paper, the box that is capped.
  const paper = dialog;
  await page.waitForFunction(() => {
    const element = document.querySelector('.MuiDialog-paper');
    return element !== null && getComputedStyle(element).opacity === '1';
  });
  const box = await paper.boundingBox();
  if (!box) throw new Error('the dialog has no box');
  expect(box.width).toBeCloseTo(480, 0);
  expect(box.height).toBeLessThanOrEqual(0.95 * 480 + 0.5);
  expect(box.height).toBeGreaterThanOrEqual(0.95 * 480 - 1);

  const body = scrollingBody(dialog);
  const overflow = await body.evaluate((element) => element.scrollHeight - element.clientHeight);
  expect(overflow).toBeGreaterThan(0);
  await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }));
  expect(await body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expectTitleBarOnTop(page, dialog, box.y);

  // A narrow phone: the dialog keeps a margin, and still fits the height cap.
  await page.setViewportSize({ width: 390, height: 600 });
  const phone = await paper.boundingBox();
  if (!phone) throw new Error('the dialog has no box');
  expect(phone.width).toBeLessThanOrEqual(390);
  expect(phone.width).toBeLessThan(480);
  expect(phone.height).toBeLessThanOrEqual(0.95 * 600 + 0.5);
  await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }));
  await expectTitleBarOnTop(page, dialog, phone.y);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});

/** The title and its close button are where the dialog starts, and nothing (the scrolled body) covers them. */
async function expectTitleBarOnTop(page: Page, dialog: Locator, dialogTop: number): Promise<void> {
  const title = dialog.getByRole('heading', { level: 2 });
  const titleBox = await title.boundingBox();
  if (!titleBox) throw new Error('the title bar has no box');
  expect(titleBox.y).toBeGreaterThanOrEqual(dialogTop - 0.5);
  expect(titleBox.y).toBeLessThan(dialogTop + 4);
  for (const target of [title, dialog.getByRole('button', { name: 'Close' })]) {
    const onTop = await target.evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  }
}

test("the modal's code, the captcha script, its worker and its challenge are fetched only once the modal opens", async () => {
  const buildDir = path.join(process.env.FOLIO_E2E_SITE_DIR ?? '', 'build');
  const modalChunks = assetsNamed(buildDir, 'ContactModal');
  const captchaScripts = assetsNamed(buildDir, 'altcha');
  const captchaWorkers = assetsNamed(buildDir, 'worker');
  expect(modalChunks).toHaveLength(1);
  expect(captchaScripts.filter((file) => file.endsWith('.js'))).toHaveLength(1);
  expect(captchaWorkers.length).toBeGreaterThan(0);
  // Not a static import of any route either: nothing in the manifest points at them.
  const upFront = manifestFiles(readClientManifest(buildDir));
  expect(upFront.filter((file) => [...modalChunks, ...captchaScripts, ...captchaWorkers].includes(file))).toEqual([]);

  const visit = await site.open();
  const { page } = visit;
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  page.on('worker', (worker) => fetched.push(new URL(worker.url()).pathname));
  const challengePath = `/api${CONTACT_ENDPOINTS.altchaChallenge}`;
  const widgetPath = `/api${CONTACT_ENDPOINTS.captchaWidget}`;
  const seen = (paths: string[]) => fetched.filter((pathname) => paths.includes(pathname));

  await site.goto(visit, '/');
  // The footer (where CONTACT sits) in view; then the browser's idle time, when prefetching would run, and
  // the network quiet after it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  await page.waitForLoadState('networkidle');
  expect(fetched.length).toBeGreaterThan(0);
  expect(seen([...modalChunks, ...captchaScripts, ...captchaWorkers, challengePath, widgetPath])).toEqual([]);

  const dialog = await openForm(site, visit, 'general');
  await dialog.getByRole('group', { name: 'Captcha' }).getByRole('checkbox').waitFor();
  expect(seen(modalChunks)).toEqual(modalChunks);
  expect(seen(captchaScripts).length).toBeGreaterThan(0);
  expect(seen([widgetPath])).toEqual([widgetPath]);

  // Solving the captcha fetches a challenge and runs the proof of work in the worker.
  await field(dialog, 'Name').fill('Ada Lovelace');
  await field(dialog, 'Email').fill('ada@example.org');
  await field(dialog, 'Message').fill('Only fetched once asked for.');
  await solveCaptcha(dialog);
  expect(seen([challengePath])).toEqual([challengePath]);
  expect(seen(captchaWorkers).length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});

test('each form type is sent: the modal closes and the success toast shows', async () => {
  const visit = await site.visit('/');
  const { page } = visit;
  const posted = countPostedInquiries(page);
  const types: ContactFormType[] = ['general', 'contributor', 'site improvements'];
  for (const [index, type] of types.entries()) {
    const dialog = await openForm(site, visit, type);
    await fillForm(dialog, type, `visitor${index}@example.org`);
    await submitButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    await toast(page).getByText(SUCCESS_TOAST).waitFor();
    expect((await submissionRecord(page))?.num).toBe(index + 1);
    await toast(page).click(); // a click closes it
    await toast(page).waitFor({ state: 'detached' });
  }
  expect(posted()).toBe(3);
});
