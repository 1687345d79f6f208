import { CONTACT_FORM_TITLES, SUBMISSION_STORAGE_KEY, type ContactFormType } from '@folio/core';
import type { Locator, Page } from 'playwright-core';
import type { Site, Visit } from './site';

const contactDialog = (page: Page, type: ContactFormType) =>
  page.getByRole('dialog', { name: new RegExp(`^${CONTACT_FORM_TITLES[type]}`) });
export const submitButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Submit' });
export const field = (dialog: Locator, label: string) => dialog.getByRole('textbox', { name: label, exact: true });
export const toast = (page: Page) => page.getByRole('alert');

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

/** The footer's forms open from the page the tab is on. */
export async function openForm(site: Site, visit: Visit, type: ContactFormType): Promise<Locator> {
  await OPENERS[type](site, visit);
  const dialog = contactDialog(visit.page, type);
  await dialog.waitFor();
  return dialog;
}

export async function solveCaptcha(dialog: Locator): Promise<void> {
  // A click starts the proof of work; Submit turns enabled once it is solved and the CMS granted a pass.
  await dialog.getByRole('group', { name: 'Captcha' }).getByRole('checkbox').click();
  await dialog.locator('button[type="submit"]:enabled').waitFor({ timeout: 60_000 });
}

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

export function countPostedInquiries(page: Page): () => number {
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sendContactInquiry') posted++;
  });
  return () => posted;
}
