/**
 * Words found inside the scans (issue 25), in Chromium at desktop size and on a 390 px phone: a word printed
 * on one page of a seeded scan is found on that page by "Search in this scan", the hit turns the reader to
 * it and marks the word where it is printed (in the reader, over the deep zoom tiles, over the magnified page
 * when the tiles cannot be had, and in the list of pages without JavaScript), `?q=` survives a reload and
 * Back, "Text of this page" holds the page's words, and axe finds nothing. The library's search finds a scan
 * by a word printed only on its own page, after the title and designer matches, grouped with its matching pages
 * and the word marked in the snippet, and links straight to the page: the reader scrolls into view and its zoom
 * view opens on the word, highlighted and announced, as it does for any link with a search in it.
 *
 * Where a word is printed comes from the seed's own layout (support/printedText.ts), independently of the
 * boxes the CMS stores.
 */
import type { Locator, Page } from 'playwright-core';
import { DEVICES, launchBrowser, type Device } from './support/chromium';
import { expectNoAxeViolations } from './support/axe';
import { printedPage, storePrintedTexts, wordOnOnePage, type PrintedWord } from './support/printedText';
import { useSite, type Visit } from './support/site';

const site = useSite('search-inside');

const TITLE = 'Six Issue 2';
const SCAN = '/scans/comme-des-garçons/six-issue-2';
const PAGE_COUNT = 7;
/** A scan whose page 1 is printed for it alone (its house's city is on no other page or title). */
const PRINTED_SCAN = 'Helmut Lang Catalogue Autumn/Winter 1998';
const PRINTED_SCAN_PATH = '/scans/helmut-lang/helmut-lang-catalogue-autumn-winter-1998';

const known: PrintedWord = wordOnOnePage(TITLE, PAGE_COUNT);
/** As a visitor types it: capitalised (the search ignores case). */
const typed = known.word.charAt(0).toUpperCase() + known.word.slice(1);

beforeAll(async () => {
  // Test support: a seeded library without stored page texts gets the printed ones (see printedText.ts).
  const stored = await storePrintedTexts(site.database, site.cmsUrl, [TITLE, PRINTED_SCAN]);
  console.log(`[search-inside] printed texts stored by the journey for ${stored} pages (0: the seed had them)`);
});

const reader = (page: Page) => page.getByRole('region', { name: `${TITLE}: reader` });
const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search in this scan' });
const hitList = (page: Page) => page.getByRole('list', { name: `1 page contains “${typed}”` });

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function rectOf(locator: Locator): Promise<Rect> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** The mark's place on the page drawn in `pageRect`, as fractions of the page. */
const placeOn = (mark: Rect, pageRect: Rect) => ({
  left: (mark.x - pageRect.x) / pageRect.width,
  right: (mark.x + mark.width - pageRect.x) / pageRect.width,
  middle: (mark.y + mark.height / 2 - pageRect.y) / pageRect.height,
});

/** One of the marks covers the printed word: it starts at the word's left edge and its middle is on the word's line. */
async function expectMarkOnWord(marks: Locator, pageRect: Rect, word: PrintedWord): Promise<void> {
  const places = await Promise.all((await marks.all()).map(async (mark) => placeOn(await rectOf(mark), pageRect)));
  expect(places.length).toBeGreaterThan(0);
  const onWord = places.find(
    (place) =>
      Math.abs(place.left - word.left) < 0.015 &&
      place.right > word.left &&
      place.middle > word.top - 0.01 &&
      place.middle < word.bottom + 0.01,
  );
  expect({
    places,
    word: { left: word.left, top: word.top, bottom: word.bottom },
    onWord: Boolean(onWord),
  }).toMatchObject({ onWord: true });
}

// Hidden included: a linked search opens the zoom view, which hides the reader behind it from assistive technology.
async function waitForPage(page: Page, number: number): Promise<void> {
  await page
    .getByRole('region', { name: `${TITLE}: reader`, includeHidden: true })
    .getByRole('status', { includeHidden: true })
    .filter({ hasText: new RegExp(`\\b${number}\\b.* of ${PAGE_COUNT}$`) })
    .waitFor();
}

describe.each(DEVICES)('search in this scan (%s)', (device: Device) => {
  test('finds the word on its page, marks it there, keeps ?q= through a reload and Back', async () => {
    const { page } = await site.visit(SCAN, device);
    await searchField(page).fill(typed);
    await searchField(page).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === typed);
    const hits = hitList(page);
    await hits.waitFor();
    await page
      .locator('[aria-live="polite"]')
      .filter({ hasText: `1 page contains “${typed}”` })
      .waitFor();
    const hit = hits.getByRole('link');
    expect(await hit.textContent()).toMatch(new RegExp(`^Page ${known.page} — .*${known.word}`, 'i'));

    await hit.click();
    await page.waitForURL((url) => url.searchParams.get('page') === String(known.page));
    await waitForPage(page, known.page);
    const pageButton = reader(page).getByRole('button', { name: `Zoom in on page ${known.page}`, exact: true });
    const marks = pageButton.locator('[data-highlight]');
    await marks.first().waitFor();
    await expectMarkOnWord(marks, await rectOf(pageButton.locator('img')), known);
    expect(await page.getByText(`Result 1 of 1`).isVisible()).toBe(true);

    // "Text of this page" holds the page's words, selectable.
    const pageText = page.locator(`details[data-page-text="${known.page}"]`);
    await pageText.locator('summary').click();
    expect((await pageText.textContent())?.toLowerCase()).toContain(known.word);
    await expectNoAxeViolations(page);

    // A reload restores the search: the server sends the hits and the page's text in its HTML.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(`Page ${known.page}`);
    expect(html).toContain(`1 page contains “${typed}”`);
    expect(html).toMatch(
      new RegExp(`data-page-text="${known.page}"[^]*${printedPage(TITLE, known.page).lines[0].text}`),
    );
    await page.reload();
    expect(await searchField(page).inputValue()).toBe(typed);
    await hits.waitFor();
    await waitForPage(page, known.page);
    // Arriving with a search, the zoom view opens on the found word (and hides the reader behind it from role
    // queries, so the reader's marks are not waited for here); Escape leaves it with focus on that page.
    const landed = page.getByRole('dialog', { name: `${TITLE}, page ${known.page}` });
    await landed.waitFor();
    await landed
      .getByRole('status')
      .filter({ hasText: `Page ${known.page}: zoomed in on “${typed}”` })
      .waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await landed.waitFor({ state: 'detached' });
    await expect(pageButton.evaluate((button) => button === document.activeElement)).resolves.toBe(true);

    // Another search, then Back: the first one comes back.
    await searchField(page).fill('nothingprintedhere');
    await searchField(page).press('Enter');
    await page.getByRole('heading', { name: 'No page contains “nothingprintedhere”' }).waitFor();
    await page.goBack();
    await hits.waitFor();
    expect(await searchField(page).inputValue()).toBe(typed);
  });
});

/** The zoom view a linked search opens on the known page: the found word is marked where it is printed. */
async function expectMarkInZoomView(page: Page, viewerSelector: string): Promise<void> {
  await waitForPage(page, known.page);
  // Arriving with the search, the zoom view opens by itself, zoomed to the word; at fit it shows the whole page.
  const dialog = page.getByRole('dialog', { name: `${TITLE}, page ${known.page}` });
  const viewer = dialog.locator(viewerSelector);
  await viewer.waitFor({ timeout: 60_000 });
  await page.waitForURL((url) => url.searchParams.has('zoom'));
  await dialog.getByRole('button', { name: 'Fit to screen' }).click();
  const marks = viewer.locator('[data-highlight]');
  await marks.first().waitFor();
  // At fit, OpenSeadragon shows the whole page centred in the viewer.
  const layout = printedPage(TITLE, known.page);
  const area = await rectOf(viewer);
  const scale = Math.min(area.width / layout.width, area.height / layout.height);
  const pageRect = {
    width: layout.width * scale,
    height: layout.height * scale,
    x: area.x + (area.width - layout.width * scale) / 2,
    y: area.y + (area.height - layout.height * scale) / 2,
  };
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectMarkOnWord(marks, pageRect, known);
  await expectNoAxeViolations(page);
}

test('the word is marked over the deep zoom tiles too', async () => {
  const { page } = await site.visit(`${SCAN}?page=${known.page}&q=${encodeURIComponent(typed)}`);
  await expectMarkInZoomView(page, '[data-deep-zoom][data-ready="true"]');
});

test('the word is marked over the page image when the page has no tiles to show', async () => {
  const visit = await site.open();
  const { page, problems } = visit;
  // The tiles cannot be had: the zoom view opens the page's own image instead (record 159).
  await page.route('**/iiif/image/**', (route) => {
    problems.expectHttpError(404, decodeURIComponent(new URL(route.request().url()).pathname));
    return route.fulfill({ status: 404, body: '' });
  });
  problems.expectConsoleError(/^HTTP 404 attempting to load TileSource/);
  await site.goto(visit, `${SCAN}?page=${known.page}&q=${encodeURIComponent(typed)}`);
  await expectMarkInZoomView(page, '[role="region"]:not([data-deep-zoom])[data-ready="true"]');
});

test('without JavaScript, the list of pages marks the word of a linked search', async () => {
  const browser = await launchBrowser('desktop', { javaScriptEnabled: false });
  try {
    const page = await browser.context.newPage();
    await page.goto(new URL(`${SCAN}?q=${encodeURIComponent(typed)}`, site.url).href);
    const item = page.locator(`li#page-${known.page}`);
    await item.scrollIntoViewIfNeeded();
    const marks = item.locator('[data-highlight]');
    expect(await page.locator('li[id^="page-"] [data-highlight]').count()).toBe(await marks.count());
    await expectMarkOnWord(marks, await rectOf(item.locator('img')), known);
  } finally {
    await browser.close();
  }
});

/**
 * The page hits' thumbnails are cut around the word from the page's IIIF image service (`…/x,y,w,h/,176/0/…`).
 * A level 0 service (tiles only) cannot answer such a region: while it is one, those 404s are declared.
 */
async function declareRegionThumbnails(visit: Visit): Promise<void> {
  const get = async (path: string) => (await visit.page.request.get(new URL(path, site.url).href)).text();
  const sources = `${await get('/search/suggest?key=york')} ${await get('/searchResults?key=York')}`;
  const regions = [...sources.matchAll(/\/iiif\/image\/[^/"]+\/\d+,\d+,\d+,\d+\/,176\/0\/default\.jpg/g)].map(
    ([path]) => path,
  );
  expect(regions.length).toBeGreaterThan(0);
  const service = regions[0].split('/').slice(0, 4).join('/');
  const info = JSON.parse(await get(`${service}/info.json`)) as { profile: string };
  if (info.profile === 'level0')
    for (const path of regions) visit.problems.expectHttpError(404, decodeURIComponent(path));
}

test('the library’s search finds a scan by a word only on its page, after the title matches', async () => {
  const cityLine = printedPage(PRINTED_SCAN, 1).lines.find((line) => line.text.includes('New York'));
  expect(cityLine).toBeDefined();
  const visit = await site.visit('/');
  const { page } = visit;
  await declareRegionThumbnails(visit);
  const pageSearches: string[] = [];
  const transferred: Promise<string>[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/page-texts') || pathname === '/search/suggest') pageSearches.push(pathname + search);
  });
  // What the dropdown costs the browser per query, for record 175: the JSON, and its size as sent.
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname !== '/search/suggest') return;
    transferred.push(
      Promise.all([request.response(), request.sizes()]).then(
        async ([response, sizes]) =>
          `${(await response?.body())?.length ?? 0} B of JSON, ${sizes.responseBodySize} B sent, ` +
          `${sizes.responseHeadersSize} B of headers`,
      ),
    );
  });
  const box = page.getByRole('combobox', { name: 'Search articles, scans and archives' });
  await box.fill('York');
  const found = page.getByRole('group', { name: 'Found on their pages' });
  const option = found.getByRole('option').filter({ hasText: PRINTED_SCAN });
  await option.waitFor();
  expect(await option.textContent()).toContain('page 1');
  // After every category's own results, before "See all"; the browser only asked the site server's dropdown
  // answer (which asked the page-text search), never the CMS's page texts (record 185).
  const titles = await page.getByRole('option').allTextContents();
  const pageHits = await found.getByRole('option').allTextContents();
  expect(titles.slice(-1 - pageHits.length)).toEqual([...pageHits, 'See all results for “York”']);
  expect(pageSearches).toEqual(['/search/suggest?key=york']);
  console.log(`[search-inside] the dropdown's answer for "York": ${(await Promise.all(transferred)).join('; ')}`);

  // The results page groups it with its matching pages, the word marked in each snippet.
  await site.goto(visit, '/searchResults?key=York');
  const section = page.getByRole('region', { name: /^Found on their pages/ });
  const group = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PRINTED_SCAN }) });
  const link = group.getByRole('link', { name: `${PRINTED_SCAN}, page 1` });
  expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toBe(`${PRINTED_SCAN_PATH}?q=York`);
  expect((await group.locator('mark').first().textContent())?.toLowerCase()).toContain('york');
  await expectNoAxeViolations(page);
  await link.click();
  await page.waitForURL((url) => url.pathname === PRINTED_SCAN_PATH && url.searchParams.get('q') === 'York');
  const printedReader = page.getByRole('region', { name: `${PRINTED_SCAN}: reader` });
  // It lands on the word: the zoom view opens on it, highlighted and announced, and the reader is in view.
  const landed = page.getByRole('dialog', { name: `${PRINTED_SCAN}, page 1` });
  await landed.locator('[data-ready="true"] [data-highlight]').first().waitFor({ timeout: 60_000 });
  await landed.getByRole('status').filter({ hasText: 'Page 1: zoomed in on “York”' }).waitFor({ state: 'attached' });
  await page.waitForURL((url) => url.searchParams.has('zoom'));
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await landed.waitFor({ state: 'detached' });
  const pageButton = printedReader.getByRole('button', { name: 'Zoom in on page 1', exact: true });
  await expect(pageButton.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
  const top = await printedReader.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(-2);
  expect(top).toBeLessThan((page.viewportSize()?.height ?? 720) / 2);
  await printedReader.locator('[data-page="1"] [data-highlight]').first().waitFor();
});
