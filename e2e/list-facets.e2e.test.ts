/**
 * The lists narrowed by facets, as a visitor on a keyboard: a decade then a designer on /scans, a category
 * on /articles, each choice in the URL with the entries and counts it shows, then cleared; axe on a
 * narrowed page; and the same links followed with JavaScript off.
 */
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/chromium';
import { saveScreenshot } from './support/screenshots';
import { focusedText, useSite } from './support/site';

const site = useSite('list-facets');

/** Presses Tab until the focused element's text matches, and answers that text. */
async function tabTo(page: Page, text: RegExp, maxStops = 80): Promise<string> {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const focused = await focusedText(page);
    if (text.test(focused)) return focused;
  }
  throw new Error(`${text} not reached in ${maxStops} Tab presses`);
}

/** The number in "1990s (12)". */
const countOf = (text: string) => Number(/\((\d+)\)$/.exec(text.trim())?.[1]);

const filters = (page: Page, name: string) => page.getByRole('navigation', { name });
/** The robots tag's content, or null on a page without one (read at once: a locator would wait for it). */
const robots = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null);
const canonicalPath = async (page: Page) =>
  new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname;
const groupLinks = (nav: Locator, name: string) => nav.getByRole('group', { name }).getByRole('link');
/** Skips the navbar with the skip link, so the next Tab lands in the page's content. */
async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

test('on /scans a decade then a designer are chosen from the keyboard, shown in the URL, counted, and cleared', async () => {
  const visit = await site.visit('/scans');
  const { page } = visit;
  const nav = filters(page, 'Filter scans');
  const status = nav.getByRole('status');
  const total = Number(/^Showing all (\d+) scans$/.exec((await status.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  expect(await robots(page)).toBeNull();
  expect(await nav.getByRole('group', { name: 'Year' }).count()).toBe(0);

  await skipToContent(page);
  const decade = await tabTo(page, /^1990s \(\d+\)$/);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.search === '?decade=1990');
  await status.filter({ hasText: `Showing ${countOf(decade)} of ${total} scans` }).waitFor();
  // The focus stays on the chosen value, now marked as the current one.
  expect(await focusedText(page)).toBe(decade);
  expect(await page.locator(':focus').getAttribute('aria-current')).toBe('page');
  expect(await page.title()).toBe('Scans: 1990s | Folio');
  expect(await robots(page)).toBe('noindex, follow');
  expect(await canonicalPath(page)).toBe('/scans');
  // Years appear within the decade, and count every scan of it.
  const years = await groupLinks(nav, 'Year').allInnerTexts();
  expect(years.length).toBeGreaterThan(1);
  for (const year of years) expect(year.trim()).toMatch(/^199\d \(\d+\)$/);
  expect(years.reduce((sum, year) => sum + countOf(year), 0)).toBe(countOf(decade));

  // The designers of the decade fold behind a disclosure, opened from the keyboard.
  await tabTo(page, /^Show all \d+$/);
  await page.keyboard.press('Enter');
  const designer = await tabTo(page, /^Maison Martin Margiela \(\d+\)$/);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.search === '?decade=1990&designer=maison-martin-margiela');
  await status.filter({ hasText: `Showing ${countOf(designer)} of ${total} scans` }).waitFor();
  expect(await focusedText(page)).toBe(designer);
  expect(await page.title()).toBe('Scans: 1990s, Maison Martin Margiela | Folio');
  const sections = page.getByRole('main').locator('section');
  expect(await sections.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Maison Martin Margiela']);
  expect(await sections.getByRole('listitem').count()).toBe(countOf(designer));
  // Counted within the designer now: the decade's count is the designer's.
  expect(countOf(await groupLinks(nav, 'Decade').filter({ hasText: '1990s' }).innerText())).toBe(countOf(designer));
  const chosen = nav.getByRole('list', { name: 'Chosen filters' });
  expect(await chosen.getByRole('link').allTextContents()).toEqual([
    'Remove Decade: 1990s ✕',
    'Remove Designer or brand: Maison Martin Margiela ✕',
    'Clear all filters',
  ]);
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'scans-faceted');

  await tabTo(page, /^Clear all filters$/);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/scans' && url.search === '');
  await status.filter({ hasText: `Showing all ${total} scans` }).waitFor();
  expect(await robots(page)).toBeNull();
  expect(await chosen.count()).toBe(0);
});

test('on /articles a category is chosen from the keyboard, narrows the authors, and is removed', async () => {
  const visit = await site.visit('/articles');
  const { page } = visit;
  const nav = filters(page, 'Filter articles');
  const status = nav.getByRole('status');
  const total = Number(/^Showing all (\d+) articles$/.exec((await status.textContent()) ?? '')?.[1]);

  await skipToContent(page);
  const category = await tabTo(page, /^Deep Dive \(\d+\)$/);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.search === '?category=deep-dive');
  await status.filter({ hasText: `Showing ${countOf(category)} of ${total} articles` }).waitFor();
  expect(await page.title()).toBe('Articles: Deep Dive | Folio');
  expect(await robots(page)).toBe('noindex, follow');
  expect(await canonicalPath(page)).toBe('/articles');
  expect(await page.getByRole('list', { name: 'Articles' }).getByRole('listitem').count()).toBe(countOf(category));
  // The authors left are those who wrote in the category, their counts within it.
  const authors = await groupLinks(nav, 'Author').allInnerTexts();
  expect(authors.reduce((sum, author) => sum + countOf(author), 0)).toBe(countOf(category));
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'articles-faceted');

  await tabTo(page, /^Remove\s*Category: Deep Dive/);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/articles' && url.search === '');
  await status.filter({ hasText: `Showing all ${total} articles` }).waitFor();
});

test('at 390 px the narrowed scans list passes axe', async () => {
  const visit = await site.visit('/scans?decade=2000&designer=raf-simons', 'mobile');
  const { page } = visit;
  await filters(page, 'Filter scans')
    .getByRole('status')
    .filter({ hasText: /^Showing \d+ of \d+ scans$/ })
    .waitFor();
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'scans-faceted');
});

test('without JavaScript the facets are plain links: the server answers each choice', async () => {
  const browser = await launchBrowser('desktop', { javaScriptEnabled: false });
  try {
    const page = await browser.context.newPage();
    await page.goto(new URL('/scans', site.url).href);
    const nav = filters(page, 'Filter scans');
    // The long list of designers folds behind a disclosure, which opens without scripts too.
    const designers = nav.getByRole('group', { name: 'Designer or brand' });
    await designers.getByText(/^Show all \d+$/).click();
    await designers.getByRole('link', { name: /^Comme des Garçons/ }).click();
    await page.waitForURL((url) => url.searchParams.get('designer') === 'comme-des-garçons');
    expect(await robots(page)).toBe('noindex, follow');
    const decade = nav.getByRole('group', { name: 'Decade' }).getByRole('link', { name: /^1980s/ });
    const count = countOf(await decade.innerText());
    await decade.click();
    await page.waitForURL((url) => url.search === '?decade=1980&designer=comme-des-gar%C3%A7ons');
    expect(await nav.getByRole('status').innerText()).toMatch(new RegExp(`^Showing ${count} of \\d+ scans$`));
    expect(await page.getByRole('main').locator('section').getByRole('listitem').count()).toBe(count);
    await nav.getByRole('link', { name: 'Clear all filters' }).click();
    await page.waitForURL((url) => url.pathname === '/scans' && url.search === '');
  } finally {
    await browser.close();
  }
});
