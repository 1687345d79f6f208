/**
 * A scan's pages: turning them with the buttons and the keyboard, jumping by thumbnail or page number,
 * a link to a page, Back after a jump, the zoom view, and the page and whole-scan downloads.
 */
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { useSite } from './support/site';

const site = useSite('reader');

const SCAN = '/scans/comme-des-garçons/six-issue-2';
const reader = (page: Page) => page.getByRole('region', { name: 'Six Issue 2: reader' });
/** The reader's announcement of what is on screen, e.g. "Pages 2 and 3 of 7". */
const position = (page: Page) => reader(page).getByRole('status');
const pageParam = (page: Page) => new URL(page.url()).searchParams.get('page');

async function waitForPosition(page: Page, text: string | RegExp): Promise<void> {
  await position(page).filter({ hasText: text }).waitFor();
}

test('the buttons turn the pages, a spread at a time, and the URL follows', async () => {
  const { page } = await site.visit(SCAN);
  await waitForPosition(page, 'Page 1 of 7');
  expect(await reader(page).getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);

  await reader(page).getByRole('button', { name: 'Next page' }).click();
  await waitForPosition(page, 'Pages 2 and 3 of 7');
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await reader(page).getByRole('button', { name: 'Two-page spread' }).click();
  await waitForPosition(page, 'Page 2 of 7');
  await reader(page).getByRole('button', { name: 'Next page' }).click();
  await waitForPosition(page, 'Page 3 of 7');
  expect(pageParam(page)).toBe('3');
});

test('thumbnails and the page number jump, Back returns, and the keyboard turns pages', async () => {
  const { page } = await site.visit(SCAN);
  await reader(page).getByRole('button', { name: 'Go to page 6' }).click();
  await waitForPosition(page, /^Pages? 6\b/);
  await page.waitForURL((url) => url.searchParams.get('page') === '6');
  expect(await reader(page).getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

  await page.goBack();
  await waitForPosition(page, 'Page 1 of 7');

  const pageNumber = reader(page).getByRole('textbox', { name: 'Page' });
  await pageNumber.fill('4');
  await pageNumber.press('Enter');
  await waitForPosition(page, /\b4\b.* of 7/);

  await reader(page)
    .getByRole('button', { name: /^Zoom in on page/ })
    .first()
    .focus();
  await page.keyboard.press('Home');
  await waitForPosition(page, 'Page 1 of 7');
  await page.keyboard.press('ArrowRight');
  await waitForPosition(page, /^Pages? 2\b/);
  await page.keyboard.press('End');
  await waitForPosition(page, /\b7 of 7$/);
});

test('a link to a page opens the reader there, and the zoom view opens and closes', async () => {
  const visit = await site.visit(`${SCAN}?page=5`);
  const { page } = visit;
  await waitForPosition(page, /\b5\b.* of 7/);
  await reader(page)
    .getByRole('button', { name: /^Zoom in on page [45]$/ })
    .first()
    .click();
  const zoom = page.getByRole('dialog', { name: /^Six Issue 2, page [45]$/ });
  await zoom.waitFor();
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'reader-zoom', { overlay: true });
  await page.keyboard.press('Escape');
  await zoom.waitFor({ state: 'hidden' });
});

test("a scan's cover is fetched at the width it is drawn: on a 700 px wide tablet, a rendition, not the original", async () => {
  const visit = await site.open('desktop');
  await visit.page.setViewportSize({ width: 700, height: 1000 });
  await site.goto(visit, SCAN);
  const cover = visit.page.getByRole('img', { name: 'Cover of Six Issue 2' });
  // Drawn at most 420 px wide below 900 px: the 545 px rendition, where "100vw" fetched the 720 px original.
  expect((await cover.boundingBox())?.width).toBeLessThanOrEqual(420);
  const fetched = await cover.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(fetched).toMatch(/\/uploads\/medium_/);
});

test("a phone at twice the pixels reads a scan's pages in renditions, never downloading an original scan", async () => {
  const visit = await site.open('mobile');
  const fetched: string[] = [];
  visit.page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await site.goto(visit, SCAN);
  await waitForPosition(visit.page, 'Page 1 of 7');
  await reader(visit.page).getByRole('button', { name: 'Next page' }).click();
  await waitForPosition(visit.page, 'Page 2 of 7');
  await visit.page.waitForLoadState('networkidle');
  const pageFiles = fetched.filter((pathname) => /^\/uploads\/(\w+_)?page_/.test(pathname));
  // The pages on screen and their neighbours, from the list before the reader took over and from the reader.
  expect(pageFiles.length).toBeGreaterThan(1);
  // Originals are named page_…; renditions carry their format's name first (large_page_…, xlarge_page_…).
  expect(pageFiles.filter((pathname) => pathname.startsWith('/uploads/page_'))).toEqual([]);
});

type SentEvent = { name: string; fileUrl?: string };

/**
 * Plays a visitor's tab: the beacon sends nothing from an automated browser (navigator.webdriver), and
 * browsers do not show a beacon's body to the test, so the tab keeps a copy of each event it sends.
 */
function visitorTab(): void {
  Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
  const sent: SentEvent[] = [];
  (window as unknown as { sentEvents: SentEvent[] }).sentEvents = sent;
  const sendBeacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => {
    if (data instanceof Blob) void data.text().then((text) => sent.push(JSON.parse(text) as SentEvent));
    return sendBeacon(url, data);
  };
}

/** Clicks a download link: the file, and the "File Download" event for it once the beacon endpoint answered. */
async function download(page: Page, link: Locator, fileEnd: string) {
  const [file, beacon] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((response) => response.url().endsWith('/api/event') && response.request().method() === 'POST'),
    link.click(),
  ]);
  expect(beacon.status()).toBeLessThan(300);
  await page.waitForFunction(
    (end) =>
      (window as unknown as { sentEvents: SentEvent[] }).sentEvents.some(
        (event) => event.name === 'File Download' && Boolean(event.fileUrl?.endsWith(end)),
      ),
    fileEnd,
  );
  return { name: file.suggestedFilename(), data: fs.readFileSync(await file.path()) };
}

test('a page downloads at full resolution and the scan as a PDF of its pages in order, each reported to the beacon', async () => {
  const visit = await site.open();
  const { page } = visit;
  await page.addInitScript(visitorTab);
  await site.goto(visit, `${SCAN}?page=3`);
  await waitForPosition(page, /\b3\b.* of 7/);
  const scans = (await (await page.request.get(`${site.url}/api/catalog/scans`)).json()) as {
    title: string;
    pages: { width: number; height: number; url: string }[];
  }[];
  const scan = scans.find((entry) => entry.title === 'Six Issue 2');
  if (!scan) throw new Error('Six Issue 2 is not in the catalog');

  const pageLink = reader(page).getByRole('link', { name: 'Download page 3 at full resolution' });
  const pageFile = await download(page, pageLink, '/pages/3');
  const original = scan.pages[2].url;
  // The catalog's URL carries the file's version after its path.
  const stored = new URL(original, site.url).pathname;
  expect(pageFile.name).toBe(`Six Issue 2 - page 3${stored.slice(stored.lastIndexOf('.'))}`);
  expect(pageFile.data.equals(await (await page.request.get(`${site.url}${original}`)).body())).toBe(true);

  const pdfLink = page.getByRole('link', { name: 'Download the scan (PDF, 7 pages)' });
  const pdfFile = await download(page, pdfLink, '/pdf');
  expect(pdfFile.name).toBe('Six Issue 2.pdf');
  const pdf = pdfFile.data.toString('latin1');
  // pdfkit writes each page's dictionary in reading order; each MediaBox is its page's image shape.
  const boxes = [...pdf.matchAll(/\/Type \/Page\n[\s\S]*?\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
  const shape = (width: number, height: number) => (width / height).toFixed(2);
  expect(boxes.map(([, width, height]) => shape(Number(width), Number(height)))).toEqual(
    scan.pages.map((scanPage) => shape(scanPage.width, scanPage.height)),
  );
  await expectNoAxeViolations(page);
});
