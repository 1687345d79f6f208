/**
 * The contact modal, for each form type: Submit disabled until the form is complete, the first error
 * per field after a Submit, and the success toast (the daily limit has its own file and CMS).
 * The captcha is the real one (ALTCHA, solved by the browser against this run's CMS).
 */
import { contactMessages, MESSAGE_MAX_LENGTH, SUCCESS_TOAST, type ContactFormType } from '@folio/core';
import { expectNoAxeViolations } from './support/axe';
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

test('Submit stays disabled until the form is complete; errors show after Submit and follow each change', async () => {
  const visit = await site.visit('/');
  const dialog = await openForm(site, visit, 'general');
  expect(await submitButton(dialog).isDisabled()).toBe(true);
  await expectNoAxeViolations(visit.page);
  await saveScreenshot(visit, 'contact', { overlay: true });

  await field(dialog, 'Name').fill('Ada Lovelace');
  await field(dialog, 'Email').fill('not-an-email');
  await field(dialog, 'Message').pressSequentially('x'.repeat(MESSAGE_MAX_LENGTH + 5));
  expect(await field(dialog, 'Message').inputValue()).toHaveLength(MESSAGE_MAX_LENGTH);
  expect(await dialog.getByText(`${MESSAGE_MAX_LENGTH}/${MESSAGE_MAX_LENGTH}`).isVisible()).toBe(true);
  // The optional Instagram handle may stay empty, but the captcha may not.
  expect(await submitButton(dialog).isDisabled()).toBe(true);
  await solveCaptcha(dialog);

  await submitButton(dialog).click();
  await dialog.getByText(contactMessages.invalidEmail('Email')).waitFor();
  expect(await field(dialog, 'Email').getAttribute('aria-invalid')).toBe('true');
  await expectNoAxeViolations(visit.page);

  await field(dialog, 'Email').fill('ada@example.org');
  await dialog.getByText(contactMessages.invalidEmail('Email')).waitFor({ state: 'detached' });
  await field(dialog, 'Name').fill('');
  await dialog.getByText(contactMessages.required('Name')).waitFor();
  expect(await submitButton(dialog).isDisabled()).toBe(true);

  // Closing resets the form.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const reopened = await openForm(site, visit, 'general');
  expect(await field(reopened, 'Email').inputValue()).toBe('');
  await visit.page.keyboard.press('Escape');
  await reopened.waitFor({ state: 'hidden' });
});

test('the contributor form asks for at least one contribution type once Submit was pressed', async () => {
  const visit = await site.open();
  const dialog = await openForm(site, visit, 'contributor');
  await fillForm(dialog, 'contributor', 'not-an-email');
  await submitButton(dialog).click();
  await dialog.getByText(contactMessages.invalidEmail('Email')).waitFor();
  await dialog.getByRole('checkbox', { name: 'Archivist' }).uncheck();
  await dialog.getByText(contactMessages.minSelected('Contribution Type', 1)).waitFor();
  expect(await submitButton(dialog).isDisabled()).toBe(true);
  await expectNoAxeViolations(visit.page);
  await saveScreenshot(visit, 'contact-contributor-errors', { overlay: true });
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
