import { CONTACT_FORM_TITLES, SUBMISSION_STORAGE_KEY, type ContactFormType } from '@folio/core';
import type { Locator, Page } from 'playwright-core';
import type { Site, Visit } from './site';

/** The contact modal as a visitor meets it: where each form opens, how it is filled in and sent. */
const contactDialog = (page: Page, type: ContactFormType) =>
  page.getByRole('dialog', { name: new RegExp(`^${CONTACT_FORM_TITLES[type]}`) });
export const submitButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Submit' });
export const field = (dialog: Locator, label: string) => dialog.getByRole('textbox', { name: label, exact: true });
export const toast = (page: Page) => page.getByRole('alert');

/** Where a visitor opens each form. */
const OPENERS: Record<ContactFormType, (site: Site, visit: Visit) => Promise<void>> = {
  general: async (_site, { page }) => {
    await page.getByRole('contentinfo').getByRole('button', { name: 'CONTACT' }).click();
  },
  // The not-found screen invites contributions.
  contributor: async (site, visit) => {
    visit.problems.expectHttpError(404, '/join-the-library');
    await site.goto(visit, '/join-the-library');
    await visit.page.getByRole('button', { name: 'Contribute' }).click();
  },
  'site improvements': async (_site, { page }) => {
    await page.getByRole('contentinfo').getByRole('button', { name: 'FEEDBACK' }).click();
  },
};

/** Opens a form type from its place on the site (the footer's from the page the tab is on) and answers the modal. */
export async function openForm(site: Site, visit: Visit, type: ContactFormType): Promise<Locator> {
  await OPENERS[type](site, visit);
  const dialog = contactDialog(visit.page, type);
  await dialog.waitFor();
  return dialog;
}

/**
 * Ticks the captcha of a form whose other fields are complete, and waits until the browser has solved
 * it and the CMS granted a pass: Submit then turns enabled.
 */
export async function solveCaptcha(dialog: Locator): Promise<void> {
  // A click starts the proof of work; the box shows as ticked only once it is solved.
  await dialog.getByRole('group', { name: 'Captcha' }).getByRole('checkbox').click();
  await dialog.locator('button[type="submit"]:enabled').waitFor({ timeout: 60_000 });
}

/** Fills every field of the form type (the optional Instagram handle left empty) and solves the captcha. */
export async function fillForm(dialog: Locator, type: ContactFormType, email: string): Promise<void> {
  await field(dialog, 'Name').fill('Ada Lovelace');
  await field(dialog, 'Email').fill(email);
  if (type === 'contributor') {
    await dialog.getByRole('checkbox', { name: 'Archivist' }).check();
    await dialog.getByRole('combobox', { name: 'Hours per Week' }).selectOption('8 hours a week');
  }
  if (type === 'site improvements') {
    await dialog.getByRole('combobox', { name: 'Improvement Type' }).selectOption('Bug fix');
  }
  await field(dialog, 'Message').fill(`A ${type} message from the browser journeys.`);
  await solveCaptcha(dialog);
}

/** The browser's record of accepted submissions (spec: form-submissions). */
export const submissionRecord = (page: Page): Promise<{ num: number; lastSubmission: string } | null> =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), SUBMISSION_STORAGE_KEY);

/** Watches a tab for inquiries actually posted to the CMS. */
export function countPostedInquiries(page: Page): () => number {
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sendContactInquiry') posted++;
  });
  return () => posted;
}
