/**
 * A IIIF viewer from npm, on another origin, reads a scan from the real site: Tify's page strip shows a picture of
 * every page the manifest lists.
 */
import type { Page } from 'playwright-core';
import type { Scan } from '@folio/core';
import { saveScreenshot } from './support/screenshots';
import { useSite, type Visit } from './support/site';
import { startViewerPage, type ViewerPage } from './support/viewerPage';

const site = useSite('iiif-viewers');

const SCAN = '/scans/comme-des-garçons/six-issue-2';

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
