/**
 * Search from the navbar: the dropdown as the visitor types (pointer and keyboard), Enter to the
 * results page, and the results page itself.
 */
import { SEARCH_RESULTS_PER_CATEGORY } from '@folio/core';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { searchForm, searchInput } from './support/locators';
import { saveScreenshot } from './support/screenshots';
import { pathIs, useSite } from './support/site';

const site = useSite('search');

const dropdown = (page: Page) => page.getByRole('listbox');

test('typing shows at most five results per category, and a result opens its page', async () => {
  const { page } = await site.visit('/');
  await searchInput(page).click();
  await page.waitForSelector('form[role="search"][data-expanded="true"]');
  await searchInput(page).fill('six');
  await dropdown(page).waitFor();
  expect(await dropdown(page).getAttribute('aria-label')).toBe('Results for “six”');
  for (const group of await dropdown(page).getByRole('group').all()) {
    expect(await group.getByRole('option').count()).toBeLessThanOrEqual(SEARCH_RESULTS_PER_CATEGORY);
  }
  const scans = dropdown(page).getByRole('group', { name: /^Scans/ });
  expect(await scans.getByRole('option').first().innerText()).toContain('Six Issue 1');
  await expectNoAxeViolations(page);

  await scans
    .getByRole('option', { name: /Six Issue 1\b/ })
    .first()
    .click();
  await page.waitForURL(pathIs('/scans/comme-des-garçons/six-issue-1'));
  await page.getByRole('heading', { level: 1, name: 'Six Issue 1' }).waitFor();
  expect(await searchInput(page).inputValue()).toBe('');
});

test('Enter opens the results page with the three lists and clears the box', async () => {
  const visit = await site.visit('/articles');
  const { page } = visit;
  await searchInput(page).fill('archivist');
  await dropdown(page).waitFor();
  await searchInput(page).press('Enter');
  await page.waitForURL((url) => url.pathname === '/searchResults' && url.searchParams.get('key') === 'archivist');
  await page.getByRole('heading', { level: 1, name: 'Search results for “archivist”' }).waitFor();
  expect(await searchInput(page).inputValue()).toBe('');
  for (const list of ['Articles', 'Scans', 'Archives']) {
    expect(
      await page
        .getByRole('main')
        .getByRole('heading', { level: 2, name: new RegExp(`^${list}`) })
        .count(),
    ).toBe(1);
  }
  const articles = page.getByRole('main').getByRole('region', { name: /^Articles/ });
  // Title matches rank first.
  expect(await articles.getByRole('listitem').getByRole('heading').first().innerText()).toMatch(/Archivist/);
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'search-results');
});

test('the keyboard walks the dropdown: arrows highlight, Escape closes, Enter opens the highlighted result', async () => {
  const { page } = await site.visit('/');
  const input = searchInput(page);
  await input.focus();
  await page.keyboard.type('pleats');
  await dropdown(page).waitFor();
  await page.keyboard.press('ArrowDown');
  const active = await input.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  const highlighted = page.locator(`[id="${active}"]`);
  expect(await highlighted.getAttribute('aria-selected')).toBe('true');
  const target = new URL((await highlighted.getAttribute('href')) ?? '', site.url).pathname;

  await page.keyboard.press('Escape');
  await dropdown(page).waitFor({ state: 'hidden' });
  expect(await input.inputValue()).toBe('pleats');
  await page.keyboard.press('ArrowDown');
  await dropdown(page).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === target);
  expect(await input.inputValue()).toBe('');
});

test('a search without matches says so and shows no dropdown; the box collapses after it loses focus', async () => {
  const { page } = await site.visit('/');
  await searchInput(page).fill('zzzzqqq');
  await page.waitForSelector('form[role="search"][data-expanded="true"]');
  // Announced once the search index has loaded and the query ran.
  await searchForm(page).getByRole('status').getByText('No results for “zzzzqqq”.').waitFor({ state: 'attached' });
  expect(await dropdown(page).count()).toBe(0);
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await page.waitForSelector('form[role="search"][data-expanded="false"]');
});

test('a misspelt designer name offers “Did you mean” in the dropdown and on the results page, each a link', async () => {
  const { page } = await site.visit('/');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === '/search/suggest' || pathname.startsWith('/api/catalog/')) asked.push(pathname + search);
  });
  await searchInput(page).click();
  await searchInput(page).fill('Margela');
  const suggestion = dropdown(page).getByRole('option', { name: 'Did you mean Maison Martin Margiela?' });
  await suggestion.waitFor();
  expect(await suggestion.getAttribute('href')).toBe('/searchResults?key=Maison+Martin+Margiela');
  await expectNoAxeViolations(page);
  // The dropdown asked the site server for the typed word, and downloaded no catalog (record 185).
  expect(asked).toEqual(['/search/suggest?key=margela']);

  await searchInput(page).press('Enter');
  await page.waitForURL((url) => url.pathname === '/searchResults' && url.searchParams.get('key') === 'Margela');
  const main = page.getByRole('main');
  const link = main.getByRole('link', { name: 'Maison Martin Margiela', exact: true });
  await link.waitFor();
  expect(await link.locator('..').innerText()).toBe('Did you mean Maison Martin Margiela?');
  await expectNoAxeViolations(page);
  await link.click();
  await page.getByRole('heading', { level: 1, name: 'Search results for “Maison Martin Margiela”' }).waitFor();
  expect(
    await main
      .getByRole('region', { name: /^Scans/ })
      .getByRole('listitem')
      .count(),
  ).toBeGreaterThan(0);
});
