/**
 * Home → the navbar menus (pointer and keyboard) → a designer → a scan, as a visitor on a desktop.
 */
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { mainNav } from './support/locators';
import { saveScreenshot } from './support/screenshots';
import { focusedText, pathIs, useSite } from './support/site';

const site = useSite('navigation');

const navLink = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true });
/** The list a menu trigger opens (its aria-controls). */
const menuOf = async (page: Page, trigger: Locator) =>
  page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);

test('the home page shows the shell, the latest articles and featured entries', async () => {
  const visit = await site.visit('/');
  const { page } = visit;
  expect(await page.title()).toBe('Folio');
  for (const label of ['ARTICLES', 'SCANS', 'ARCHIVES']) expect(await navLink(page, label).isVisible()).toBe(true);
  for (const heading of ['Latest articles', 'Featured scans', 'Featured archives']) {
    expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
  }
  expect(await page.getByRole('contentinfo').getByRole('link', { name: 'ABOUT' }).isVisible()).toBe(true);
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'home');
});

test('hovering SCANS opens its designers A-Z, hovering a designer opens its titles in natural order', async () => {
  const { page } = await site.visit('/');
  const scans = navLink(page, 'SCANS');
  const designerMenu = await menuOf(page, scans);
  expect(await designerMenu.isVisible()).toBe(false);

  await scans.hover();
  await designerMenu.waitFor({ state: 'visible' });
  expect(await scans.getAttribute('aria-expanded')).toBe('true');
  const [first, ...designers] = await designerMenu.locator(':scope > li > a').allInnerTexts();
  expect(first).toBe('Collections A-Z');
  expect(designers).toContain('Comme des Garçons');
  expect(designers).toEqual([...designers].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  const designer = designerMenu.getByRole('link', { name: 'Comme des Garçons', exact: true });
  await designer.hover();
  const titleMenu = await menuOf(page, designer);
  await titleMenu.waitFor({ state: 'visible' });
  const [all, ...titles] = await titleMenu.getByRole('link').allInnerTexts();
  expect(all).toBe('All Scans');
  const issues = titles.filter((title) => title.startsWith('Six Issue '));
  expect(issues).toEqual(Array.from({ length: 12 }, (_, i) => `Six Issue ${i + 1}`));
  await expectNoAxeViolations(page);

  await page.mouse.move(1000, 700);
  await designerMenu.waitFor({ state: 'hidden' });
});

test('the menus open and close from the keyboard alone', async () => {
  const { page } = await site.visit('/');
  const scans = navLink(page, 'SCANS');
  const designerMenu = await menuOf(page, scans);
  await scans.focus();
  await designerMenu.waitFor({ state: 'visible' });

  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('Collections A-Z');
  await page.keyboard.press('Tab');
  const firstDesigner = await focusedText(page);
  const titleMenu = await menuOf(page, page.locator(':focus'));
  await titleMenu.waitFor({ state: 'visible' });
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('All Scans');
  await expectNoAxeViolations(page);

  // Escape closes the innermost menu and returns focus to its trigger, then the outer one.
  await page.keyboard.press('Escape');
  await titleMenu.waitFor({ state: 'hidden' });
  expect(await focusedText(page)).toBe(firstDesigner);
  await page.keyboard.press('Escape');
  await designerMenu.waitFor({ state: 'hidden' });
  expect(await focusedText(page)).toBe('SCANS');

  await page.keyboard.press('Enter');
  await page.waitForURL(pathIs('/scans'));
  await page.getByRole('heading', { level: 1, name: 'SCANS' }).waitFor();
});

test('a designer from the menu, then one of their scans and its pages', async () => {
  const visit = await site.visit('/');
  const { page } = visit;
  await navLink(page, 'SCANS').hover();
  await mainNav(page).getByRole('link', { name: 'Comme des Garçons', exact: true }).click();
  await page.waitForURL(pathIs('/scans/comme-des-garçons'));
  await page.getByRole('heading', { level: 1, name: /Comme des Garçons/i }).waitFor();
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'designer');

  await page.getByRole('main').getByRole('link', { name: 'Six Issue 2', exact: true }).click();
  await page.waitForURL(pathIs('/scans/comme-des-garçons/six-issue-2'));
  await page.getByRole('heading', { level: 1, name: 'Six Issue 2' }).waitFor();
  expect(await page.title()).toBe('Six Issue 2 – Comme des Garçons | Folio');
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'scan');

  // Its pages (the reader has its own journeys).
  const reader = page.getByRole('region', { name: 'Six Issue 2: reader' });
  await reader.getByRole('button', { name: 'Next page' }).click();
  await reader
    .getByRole('status')
    .filter({ hasText: /^Pages? 2\b/ })
    .waitFor();
  await reader.getByRole('img', { name: 'Six Issue 2, page 2' }).waitFor();
});

test('the scans list draws its far sections only on the way to them, and its A-Z index still reaches them', async () => {
  const { page } = await site.visit('/scans', 'mobile');
  const lastSection = page.getByRole('main').getByRole('region').last();
  const lastHeading = lastSection.getByRole('heading', { level: 2 });
  const lastDesigner = (await lastHeading.textContent()) ?? '';
  // Skipped by content-visibility: the browser has not styled, laid out or painted its contents on load.
  const drawn = () => lastHeading.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);

  await page
    .getByRole('navigation', { name: 'Scans: collections A-Z' })
    .getByRole('link', { name: lastDesigner })
    .click();
  await page.waitForURL((url) => url.hash.startsWith('#designer-'));
  expect(await drawn()).toBe(true);
  // The jump lands on the section, below the sticky navbar (scroll-margin-top).
  const headingTop = (await lastHeading.boundingBox())?.y ?? -1;
  expect(headingTop).toBeGreaterThanOrEqual(0);
  expect(headingTop).toBeLessThan(page.viewportSize()?.height ?? 0);
  const firstCover = lastSection.locator('img').first();
  await firstCover.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
    await firstCover.elementHandle(),
  );
});
