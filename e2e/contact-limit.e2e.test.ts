/**
 * The daily limit: after three accepted submissions the fourth closes the modal with the limit toast
 * and sends nothing. A file of its own, so its CMS starts with an unused submission budget.
 */
import { limitToast, SUBMISSION_LIMIT, SUBMISSION_WINDOW_HOURS } from '@folio/core';
import { expectNoAxeViolations } from './support/axe';
import { countPostedInquiries, fillForm, openForm, submissionRecord, submitButton, toast } from './support/contact';
import { saveScreenshot } from './support/screenshots';
import { useSite } from './support/site';

const site = useSite('contact-limit');

test('the fourth submission of the day closes the modal with the limit toast and sends nothing', async () => {
  const visit = await site.visit('/');
  const { page } = visit;
  const posted = countPostedInquiries(page);
  for (let sent = 1; sent <= SUBMISSION_LIMIT; sent++) {
    const dialog = await openForm(site, visit, 'general');
    await fillForm(dialog, 'general', `regular${sent}@example.org`);
    await submitButton(dialog).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await submissionRecord(page))?.num).toBe(sent);
  }
  expect(posted()).toBe(SUBMISSION_LIMIT);

  const fourth = await openForm(site, visit, 'general');
  await fillForm(fourth, 'general', 'regular4@example.org');
  await submitButton(fourth).click();
  await fourth.waitFor({ state: 'hidden' });
  // The last submission was moments ago: the full window is left.
  await toast(page).getByText(limitToast(SUBMISSION_WINDOW_HOURS)).waitFor();
  expect(posted()).toBe(SUBMISSION_LIMIT);
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'contact-limit-toast', { overlay: true });
  // The toast goes by itself after five seconds.
  await toast(page).waitFor({ state: 'detached', timeout: 15_000 });
});
