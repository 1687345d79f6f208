/**
 * Two IIIF viewers from npm, on another origin, read a scan from the real site: Tify's page strip shows a picture of
 * every page the manifest lists, and Mirador's search panel finds a word printed on one page through the manifest's
 * Content Search service and opens that page.
 */
import type { Page } from 'playwright-core';
import type { Scan } from '@folio/core';
import { storePrintedTexts, wordOnOnePage } from './support/printedText';
import { saveScreenshot } from './support/screenshots';
import { useSite, type Visit } from './support/site';
import { startMirador, startViewerPage, type ViewerPage } from './support/viewerPage';

const site = useSite('iiif-viewers');

const TITLE = 'Six Issue 2';
const SCAN = '/scans/comme-des-garçons/six-issue-2';
const PAGE_COUNT = 7;
const known = wordOnOnePage(TITLE, PAGE_COUNT);

beforeAll(async () => {
  await storePrintedTexts(site.database, site.cmsUrl, [TITLE]);
});

async function manifestOf(path: string): Promise<{ id: string; scan: Scan }> {
  const scans = (await (await fetch(`${site.cmsUrl}/api/catalog/scans`)).json()) as Scan[];
  const scan = scans.find((entry) => decodeURIComponent(entry.path) === path);
  if (!scan) throw new Error(`the seeded library has no ${path}`);
  return { id: `${site.url}/iiif/scans/${scan.documentId}/manifest.json`, scan };
}

interface SiteAnswer {
  path: string;
  status: number;
  cors: string | undefined;
}

/** Every answer the site gives the tab: a viewer on another origin reads only what CORS lets it. */
function answersFromSite(page: Page): SiteAnswer[] {
  const answers: SiteAnswer[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(site.url).origin)
      answers.push({
        path: url.pathname,
        status: response.status(),
        cors: response.headers()['access-control-allow-origin'],
      });
  });
  return answers;
}

async function withViewer(viewer: ViewerPage, run: (visit: Visit, answers: SiteAnswer[]) => Promise<void>) {
  try {
    const visit = await site.open();
    expect(new URL(viewer.url).origin).not.toBe(new URL(site.url).origin);
    const answers = answersFromSite(visit.page);
    await run(visit, answers);
    expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
    // Documents and image services are read by script, so they need CORS; plain `<img>` pictures do not.
    expect(answers.filter(({ path, cors }) => path.startsWith('/iiif/') && cors !== '*')).toEqual([]);
  } finally {
    await viewer.close();
  }
}

test("Tify, a IIIF viewer of another site, shows the scan's page strip with a picture of every page", async () => {
  const { id, scan } = await manifestOf(SCAN);
  const tify = require.resolve('tify/dist/tify.js');
  const viewer = await startViewerPage({
    title: 'Tify',
    assets: { 'tify.js': tify, 'tify.css': tify.replace(/tify\.js$/, 'tify.css') },
    head: '<link rel="stylesheet" href="/tify.css">',
    body: `<div id="viewer"></div>
<script type="module">
  import '/tify.js';
  new window.Tify({ container: '#viewer', manifestUrl: ${JSON.stringify(id)}, view: 'thumbnails' });
</script>`,
  });
  await withViewer(viewer, async (visit) => {
    const { page } = visit;
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.goto(viewer.url);
    const pictures = page.locator('.tify-thumbnails-list .tify-thumbnails-image');
    await page.waitForFunction(
      (count) => {
        const images = Array.from(document.querySelectorAll('.tify-thumbnails-list img.tify-thumbnails-image'));
        return (
          images.length === count &&
          images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)
        );
      },
      scan.pages.length,
      { timeout: 60_000 },
    );
    expect(await pictures.count()).toBe(scan.pages.length);
    await saveScreenshot(visit, 'iiif-tify-pages');
  });
});

// Typed rather than given as `defaultSearchQuery`: Mirador 4.0.0 crashes on a hit that arrives that way (its issue 4229).
test('Mirador finds a printed word through the Content Search service and opens its page', async () => {
  const { id } = await manifestOf(SCAN);
  const viewer = await startMirador({ manifestId: id, sideBarOpen: true, sideBarPanel: 'search' }, {});
  await withViewer(viewer, async (visit, answers) => {
    const { page } = visit;
    // Mirador's own build (its bundled React 19) warns so about one of its components: the viewer's, not the site's.
    visit.problems.expectConsoleError(/^Accessing element\.ref was removed in React 19/);
    // Mirador, opened on its search panel, aborts one of the two manifest requests it makes (seen in every run).
    visit.problems.expectCancelledRequest(id);
    await page.goto(viewer.url);
    const field = page.getByLabel('search terms');
    await field.fill(known.word);
    await page.getByRole('button', { name: 'Submit search' }).click();
    const hit = page
      .getByRole('listitem')
      .filter({ hasText: new RegExp(known.word, 'i') })
      .first();
    await hit.waitFor({ timeout: 60_000 });
    expect(answers.some(({ path }) => path.startsWith('/iiif/search/1/scans/'))).toBe(true);
    await hit.click();
    await page.getByText(`${known.page} of ${PAGE_COUNT}`, { exact: false }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(visit, 'iiif-mirador-search');
  });
});
