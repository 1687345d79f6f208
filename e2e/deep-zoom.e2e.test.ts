/**
 * The reader's deep zoom (issue #24): a page with a tile pyramid opens in OpenSeadragon on the site's IIIF
 * image service; zoomed in to full resolution its tiles load, the keyboard pans it, the URL names the region
 * in view, a reload opens the same region, Escape gives focus back, and axe finds nothing.
 *
 * Needs what the other parts provide: the CMS makes each seeded page's pyramid after it starts and
 * names it in the catalog (`deepZoom` on the page's Image), and the site relays it at /iiif/image/<hash>/.
 *
 * The same scan's manifest also opens in a IIIF viewer of another origin (Mirador, from npm), which shows
 * its pages and reads their tiles from the site.
 */
import type { Page, Response } from 'playwright-core';
import type { Scan } from '@folio/core';
import { expectNoAxeViolations } from './support/axe';
import { isTiled, scanWhen } from './support/catalog';
import { saveScreenshot } from './support/screenshots';
import { useSite } from './support/site';
import { startMirador } from './support/viewerPage';

const site = useSite('deep-zoom');

const SCAN = '/scans/comme-des-garçons/six-issue-2';
const TITLE = 'Six Issue 2';

/** The first page of the scan whose pyramid is done, with its hash, once the catalog says so. */
async function tiledPage(): Promise<{ number: number; hash: string; scan: Scan }> {
  const scan = await scanWhen(site.cmsUrl, SCAN, (entry) => entry.pages.some(isTiled), 'a page with a tile pyramid');
  const index = scan.pages.findIndex(isTiled);
  return { number: index + 1, hash: scan.pages[index].deepZoom as string, scan };
}

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

function zoomRegion(page: Page): Region | 'full' | null {
  const value = new URL(page.url()).searchParams.get('zoom');
  if (value === null || value === 'full') return value;
  const [x, y, width, height] = value.split(',').map(Number);
  return { x, y, width, height };
}

async function waitForRegion(page: Page, test: (region: Region) => boolean): Promise<Region> {
  await page.waitForURL((url) => {
    const value = url.searchParams.get('zoom');
    if (!value || value === 'full') return false;
    const [x, y, width, height] = value.split(',').map(Number);
    return test({ x, y, width, height });
  });
  return zoomRegion(page) as Region;
}

/** A tile drawn at full resolution: the size asked for is the region's own width (IIIF `w,h` or `w,`). */
function isFullResolutionTile(response: Response, hash: string): boolean {
  const match = new RegExp(`/iiif/image/${hash}/(\\d+),(\\d+),(\\d+),(\\d+)/(\\d+),(\\d*)/0/default\\.jpg$`).exec(
    new URL(response.url()).pathname,
  );
  return match !== null && match[3] === match[5] && response.status() === 200;
}

test("opens a scan's manifest in Mirador, a IIIF viewer of another site, which shows its title, its pages and their tiles", async () => {
  const { number, hash, scan } = await tiledPage();
  const manifestId = `${site.url}/iiif/scans/${scan.documentId}/manifest.json`;
  // Mirador opens the manifest in its gallery view.
  const viewerPage = await startMirador({ manifestId, view: 'gallery' }, { sideBarOpen: false });
  try {
    const visit = await site.open();
    const { page } = visit;
    // Mirador's own build (its bundled React 19) warns so about one of its components: the viewer's, not the site's.
    visit.problems.expectConsoleError(/^Accessing element\.ref was removed in React 19/);
    expect(new URL(viewerPage.url).origin).not.toBe(new URL(site.url).origin);
    const fromSite: { path: string; status: number; cors: string | undefined }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(site.url).origin)
        fromSite.push({
          path: url.pathname,
          status: response.status(),
          cors: response.headers()['access-control-allow-origin'],
        });
    });
    const manifestResponse = page.waitForResponse((response) => response.url() === manifestId);
    await page.goto(viewerPage.url);
    expect((await manifestResponse).status()).toBe(200);

    // The window's title is the manifest's label; the gallery has a labelled thumbnail per page, in order.
    await page.getByText(TITLE, { exact: true }).first().waitFor();
    const gallery = page.locator('[aria-label="gallery section"] [role="button"]');
    await page.waitForFunction(
      (count) => document.querySelectorAll('[aria-label="gallery section"] [role="button"]').length === count,
      scan.pages.length,
    );
    expect(await gallery.allInnerTexts()).toEqual(scan.pages.map((_, index) => `Page ${index + 1}`));
    const first = gallery.first().locator('img');
    await first.waitFor();
    await page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
      await first.elementHandle(),
    );
    await saveScreenshot(visit, 'iiif-mirador-gallery');

    // A tiled page opened in the viewer (a click selects it, the next one opens it) is drawn from the
    // site's image service: its info.json and tiles are read from this other origin too.
    const tile = page.waitForResponse(
      (response) =>
        new RegExp(`/iiif/image/${hash}/[^/]+/[^/]+/0/default\\.jpg$`).test(new URL(response.url()).pathname),
      { timeout: 60_000 },
    );
    const opened = gallery.nth(number - 1);
    if (number !== 1) await opened.click();
    await opened.click();
    expect((await tile).status()).toBe(200);
    await page.getByText(`${number} of ${scan.pages.length} • Page ${number}`, { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(visit, 'iiif-mirador-page');

    expect(fromSite.filter(({ status }) => status !== 200)).toEqual([]);
    const documents = fromSite.filter(({ path }) => path.endsWith('/manifest.json') || path.endsWith('/info.json'));
    expect(documents.length).toBeGreaterThanOrEqual(2);
    expect(documents.filter(({ cors }) => cors !== '*')).toEqual([]);
  } finally {
    await viewerPage.close();
  }
});

test('zooms a page to full resolution from its tiles, keeps the region in the URL and back after a reload', async () => {
  const { number, hash } = await tiledPage();
  const visit = await site.open();
  const { page } = visit;
  const iiifAnswers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/iiif/image/'))
      iiifAnswers.push({ url: response.url(), status: response.status() });
  });
  await site.goto(visit, `${SCAN}?page=${number}`);

  const pageButton = page.getByRole('button', { name: `Zoom in on page ${number}`, exact: true });
  const dialog = page.getByRole('dialog', { name: `${TITLE}, page ${number}` });
  const viewer = dialog.getByRole('region', { name: `Page ${number} at full detail` });

  // Escape gives focus back to the page that opened the view.
  await pageButton.click();
  await viewer.and(page.locator('[data-ready="true"]')).waitFor();
  await page.waitForURL((url) => url.searchParams.get('zoom') === 'full');
  expect(iiifAnswers).toContainEqual({ url: expect.stringMatching(`/iiif/image/${hash}/info.json$`), status: 200 });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await pageButton.evaluate((button) => button === document.activeElement)).toBe(true);
  expect(zoomRegion(page)).toBeNull();

  await pageButton.click();
  await viewer.and(page.locator('[data-ready="true"]')).waitFor();
  await page.waitForURL((url) => url.searchParams.get('zoom') === 'full');
  const info = (await (await fetch(`${site.url}/iiif/image/${hash}/info.json`)).json()) as {
    width: number;
    height: number;
  };
  /** Screen pixels per image pixel where the view last rested (the viewer writes it just before the URL). */
  const imageZoom = async () => Number(await viewer.getAttribute('data-image-zoom'));

  // + until one image pixel is at least one screen pixel: full resolution. Each step waits for the URL the
  // view writes once it has come to rest at the new zoom, so what follows starts from a view at rest.
  const fullResolutionTile = page.waitForResponse((response) => isFullResolutionTile(response, hash));
  let zoomed: Region | null = null;
  for (let step = 0; step < 20 && (await imageZoom()) < 1; step++) {
    const before = zoomed;
    await page.keyboard.press('+');
    // Less of the page in view; along the page's width it may still all be, clamped to the page.
    zoomed = await waitForRegion(
      page,
      (next) => before === null || next.width * next.height < before.width * before.height,
    );
  }
  expect(await imageZoom()).toBeGreaterThanOrEqual(1);
  if (zoomed === null) throw new Error(`the URL names no region once zoomed: ${page.url()}`);
  await fullResolutionTile;
  await page.waitForLoadState('networkidle');
  const tiles = iiifAnswers.filter(({ url }) => url.endsWith('/default.jpg'));
  expect(tiles.length).toBeGreaterThan(1);
  expect(tiles.filter(({ status }) => status !== 200)).toEqual([]);
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'reader-deep-zoom', { overlay: true });

  // The arrows move the view by a share of it; the URL follows once it rests. Across only when the page
  // is wider than the view at this zoom; a portrait page zoomed to full resolution is taller than it. A move
  // is more than the pixel each edge's rounding may shift it by, at the same zoom.
  const atZoom = zoomed;
  const sameZoom = (next: Region) =>
    Math.abs(next.width - atZoom.width) <= 1 && Math.abs(next.height - atZoom.height) <= 1;
  expect(atZoom.y + atZoom.height).toBeLessThan(info.height);
  let right = atZoom;
  if (atZoom.width < info.width) {
    await page.keyboard.press('ArrowRight');
    right = await waitForRegion(page, (next) => next.x > atZoom.x + 1 && sameZoom(next));
  }
  await page.keyboard.press('ArrowDown');
  const panned = await waitForRegion(page, (next) => next.y > right.y + 1 && sameZoom(next));
  expect(Math.abs(panned.x - right.x)).toBeLessThanOrEqual(1);

  // A reload (or the link, sent to someone) opens the same detail.
  await page.reload({ waitUntil: 'networkidle' });
  await viewer.and(page.locator('[data-ready="true"]')).waitFor();
  const restored = zoomRegion(page);
  if (restored === 'full' || restored === null) throw new Error(`the reload lost the region: ${page.url()}`);
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(restored[key] - panned[key])).toBeLessThanOrEqual(2);
  await expectNoAxeViolations(page);

  // With focus in the tiles (a click, which does not zoom) the keys act once each: OpenSeadragon's own
  // keyboard handling is off, the zoom view's moves the view by 15 % of its height.
  const zoomBefore = await imageZoom();
  await viewer.click();
  await page.keyboard.press('ArrowUp');
  const up = await waitForRegion(page, (next) => next.y < restored.y - 2);
  expect(Math.abs(restored.y - up.y - 0.15 * restored.height)).toBeLessThanOrEqual(3);
  expect(await imageZoom()).toBe(zoomBefore);
  // A double click zooms in about the pointer (OpenSeadragon's gesture).
  await viewer.dblclick();
  await page.waitForFunction(([element, previous]) => Number(element?.getAttribute('data-image-zoom')) > previous, [
    await viewer.elementHandle(),
    zoomBefore,
  ] as const);

  // Nothing on the page opened it this time: Escape puts focus on the page's zoom button.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(zoomRegion(page)).toBeNull();
  expect(await pageButton.evaluate((button) => button === document.activeElement)).toBe(true);
});

test('on a phone, a link opens the page at full detail, the buttons zoom it and Close gives focus to the page', async () => {
  const { number } = await tiledPage();
  const visit = await site.visit(`${SCAN}?page=${number}&zoom=full`, 'mobile');
  const { page } = visit;
  const dialog = page.getByRole('dialog', { name: `${TITLE}, page ${number}` });
  const viewer = dialog.getByRole('region', { name: `Page ${number} at full detail` });
  await viewer.and(page.locator('[data-ready="true"]')).waitFor();
  const imageZoom = async () => Number(await viewer.getAttribute('data-image-zoom'));
  const atFit = await imageZoom();

  await dialog.getByRole('button', { name: 'Zoom in' }).tap();
  await page.waitForURL((url) => /^\d+,\d+,\d+,\d+$/.test(url.searchParams.get('zoom') ?? ''));
  expect(await imageZoom()).toBeGreaterThan(atFit);
  await expectNoAxeViolations(page);
  await saveScreenshot(visit, 'reader-deep-zoom', { overlay: true });

  await dialog.getByRole('button', { name: 'Fit to screen' }).tap();
  await page.waitForURL((url) => url.searchParams.get('zoom') === 'full');
  await dialog.getByRole('button', { name: 'Close zoom' }).tap();
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).searchParams.get('zoom')).toBeNull();
  const pageButton = page.getByRole('button', { name: `Zoom in on page ${number}`, exact: true });
  expect(await pageButton.evaluate((button) => button === document.activeElement)).toBe(true);
});
