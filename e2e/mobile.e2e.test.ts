/**
 * The phone layout at 390 px (below the 500 px breakpoint): the full-screen menu and the full-screen search.
 */
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { mainNav, searchForm, searchInput } from './support/locators';
import { saveScreenshot } from './support/screenshots';
import { pathIs, useSite } from './support/site';

const site = useSite('mobile');

/** The full-screen menu: a modal dialog holding the main navigation. */
const mobileMenu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

/** A native <details> disclosure of the menu, by its summary's text. */
const disclosure = (scope: Locator, summary: string) => scope.locator(`details:has(> summary:text-is("${summary}"))`);

test('the menu opens full screen with every designer and title, and following a link closes it', async () => {
  const visit = await site.visit('/', 'mobile');
  const { page } = visit;
  // The desktop menu is not shown at this width.
  expect(await mainNav(page).count()).toBe(0);

  await page.getByRole('button', { name: 'Open menu' }).tap();
  await mobileMenu(page).waitFor();
  expect((await mobileMenu(page).boundingBox())?.width).toBe(390);
  const menu = mobileMenu(page).getByRole('navigation', { name: 'Main' });
  const scans = disclosure(menu, 'SCANS');
  await scans.locator(':scope > summary').tap();
  const designer = disclosure(scans, 'Comme des Garçons');
  await designer.locator(':scope > summary').tap();
  await designer.getByRole('link', { name: 'All Scans' }).waitFor();
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'menu', { overlay: true });

  await designer.getByRole('link', { name: 'Six Issue 3', exact: true }).tap();
  await page.waitForURL(pathIs('/scans/comme-des-garçons/six-issue-3'));
  await page.getByRole('heading', { level: 1, name: 'Six Issue 3' }).waitFor();
  await menu.waitFor({ state: 'hidden' });
});

test('the menu closes with its close button and gives the focus back', async () => {
  const { page } = await site.visit('/articles', 'mobile');
  const opener = page.getByRole('button', { name: 'Open menu' });
  await opener.tap();
  await mobileMenu(page).waitFor();
  await page.getByRole('button', { name: 'Close menu' }).tap();
  await mobileMenu(page).waitFor({ state: 'hidden' });
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
});

test('search takes the whole screen, lists results, and closes', async () => {
  const visit = await site.visit('/', 'mobile');
  const { page } = visit;
  await searchForm(page).tap();
  await page.waitForSelector('form[role="search"][data-expanded="true"]');
  // The form grows with a width transition: it covers the screen once the transition ends.
  await page.waitForFunction(
    () => (document.querySelector('form[role="search"]')?.getBoundingClientRect().width ?? 0) === window.innerWidth,
  );
  expect(await searchForm(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await searchInput(page).fill('six');
  await page.getByRole('listbox').waitFor();
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'search', { overlay: true });

  await page.getByRole('button', { name: 'Close search' }).tap();
  await page.waitForSelector('form[role="search"][data-expanded="false"]');
  // Back to its icon once the width transition ends.
  await page.waitForFunction(
    () => (document.querySelector('form[role="search"]')?.getBoundingClientRect().width ?? 0) < 100,
  );
});

test('Enter in the full-screen search opens the results page', async () => {
  const { page } = await site.visit('/', 'mobile');
  await searchForm(page).tap();
  await searchInput(page).fill('margiela');
  await searchInput(page).press('Enter');
  await page.waitForURL((url) => url.pathname === '/searchResults' && url.searchParams.get('key') === 'margiela');
  await page.getByRole('heading', { level: 1, name: 'Search results for “margiela”' }).waitFor();
  await page.waitForSelector('form[role="search"][data-expanded="false"]');
});
