/**
 * Related items (docs/decisions/184-related-items.md): a scan in the demo library's numbered series (Comme
 * des Garçons' Six, twelve issues) shows where it stands, its next issue opens by keyboard, and the
 * related groups below it and below an article are there and pass axe, on desktop and on a phone.
 */
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { pathIs, useSite } from './support/site';

const site = useSite('related-items');

const seriesNav = (page: Page) => page.getByRole('navigation', { name: 'Series: Six' });
const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const cardTitles = (page: Page, name: string | RegExp) =>
  section(page, name).getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();

test('a Six issue shows "Issue 3 of 12", its next issue opens from the keyboard, and the related groups pass axe', async () => {
  const { page } = await site.visit('/scans/comme-des-garçons/six-issue-3');
  await seriesNav(page).getByText('Issue 3 of 12', { exact: true }).waitFor();
  await seriesNav(page).getByRole('link', { name: 'Previous: Six Issue 2' }).waitFor();

  const designer = await cardTitles(page, 'More from Comme des Garçons');
  expect(designer.length).toBeGreaterThan(0);
  expect(designer.length).toBeLessThanOrEqual(6);
  // The series has its own links; its issues are not cards too.
  expect(designer.filter((title) => /^Six Issue/i.test(title))).toEqual([]);
  // Six Issue 3 is of 1988.
  const years = await cardTitles(page, 'From the same years (1986–1990)');
  expect(years.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await seriesNav(page).getByRole('link', { name: 'Next: Six Issue 4' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(pathIs('/scans/comme-des-garçons/six-issue-4'));
  await page.getByRole('heading', { level: 1, name: 'Six Issue 4' }).waitFor();
  await seriesNav(page).getByText('Issue 4 of 12', { exact: true }).waitFor();
  await seriesNav(page).getByRole('link', { name: 'Previous: Six Issue 3' }).waitFor();
  await section(page, 'From the same years (1987–1991)').waitFor();
});

test('the last issue has no next link, and the series and related groups pass axe on a phone', async () => {
  const { page } = await site.visit('/scans/comme-des-garçons/six-issue-12', 'mobile');
  await seriesNav(page).getByText('Issue 12 of 12', { exact: true }).waitFor();
  const links = await seriesNav(page).getByRole('link').allTextContents();
  expect(links.map((link) => link.replace(/\s+/g, ' '))).toEqual(['← Previous']);
  expect(await seriesNav(page).getByRole('link').getAttribute('aria-label')).toBe('Previous: Six Issue 11');
  await section(page, 'More from Comme des Garçons').waitFor();
  await expectNoAxeViolations(page);
});

test('an interview shows its other part first, then more articles that do not repeat it', async () => {
  const { page } = await site.visit('/articles/in-conversation-with-an-archivist-part-1');
  const parts = page.getByRole('navigation', { name: 'Other parts of this article' });
  await parts.getByText('Part 1 of 2', { exact: true }).waitFor();
  const related = await cardTitles(page, 'More articles');
  expect(related).toHaveLength(4);
  expect(related).not.toContain('In Conversation with an Archivist, Part 2');
  expect(related).not.toContain('In Conversation with an Archivist, Part 1');
  await expectNoAxeViolations(page);

  await section(page, 'More articles').getByRole('link', { name: related[0] }).click();
  await page.getByRole('heading', { level: 1, name: related[0] }).waitFor();
});
