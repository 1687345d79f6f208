/**
 * A region anyone can cite: in the zoom view a visitor drags over a page to select a region, gets its link, and
 * that link, opened in a fresh browser (its own profile), lands on the same page zoomed to the same region,
 * outlined. The crop downloads at the width chosen, cut by the site's IIIF image service (level 2): decoded, it
 * has that width, the region's shape and the region's pixels. The citing dialog is axe-clean.
 */
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { isTiled, scanWhen } from './support/catalog';
import { launchBrowser } from './support/chromium';
import { cut, meanDifference, sharp } from './support/images';
import { PageProblems } from './support/problems';
import { useSite } from './support/site';

const site = useSite('cite-region');

const SCAN = '/scans/comme-des-garçons/six-issue-2';
const TITLE = 'Six Issue 2';

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

const parseRegion = (value: string | null): Region | null => {
  if (!value || !/^\d+,\d+,\d+,\d+$/.test(value)) return null;
  const [x, y, width, height] = value.split(',').map(Number);
  return { x, y, width, height };
};

async function openZoom(page: Page, number: number) {
  const viewer = page
    .getByRole('dialog', { name: `${TITLE}, page ${number}` })
    .getByRole('region', { name: `Page ${number} at full detail` });
  await viewer.and(page.locator('[data-ready="true"]')).waitFor();
  return viewer;
}

/** Drags from one point of the zoom view to another (shares of its width and height); the citing dialog opens. */
async function selectRegion(page: Page, viewer: Locator, from: [number, number], to: [number, number]) {
  await page.getByRole('button', { name: 'Select a region to cite' }).click();
  const box = (await viewer.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 8 });
  await page.mouse.up();
  const panel = page.getByRole('dialog', { name: 'Cite this region' });
  await panel.waitFor();
  const link = new URL(await panel.getByRole('textbox', { name: 'Link to this region' }).inputValue());
  const region = parseRegion(link.searchParams.get('region'));
  if (!region) throw new Error(`the link names no region: ${link.href}`);
  return { panel, link, region };
}

test('a region selected by dragging opens, from its link in a fresh browser, zoomed to that region and outlined', async () => {
  const visit = await site.open();
  const { page } = visit;
  await site.goto(visit, `${SCAN}?page=2`);
  await page.getByRole('button', { name: 'Zoom in on page 2', exact: true }).click();
  const viewer = await openZoom(page, 2);

  const { panel, link: url, region } = await selectRegion(page, viewer, [0.4, 0.3], [0.55, 0.45]);
  expect(decodeURIComponent(url.pathname)).toBe(SCAN);
  expect(url.searchParams.get('page')).toBe('2');
  expect(await panel.getByRole('textbox', { name: 'Chicago' }).inputValue()).toContain(
    `Page 2, region x ${region.x}, y ${region.y}, ${region.width} × ${region.height} pixels`,
  );
  await expectNoAxeViolations(page);

  // A fresh profile: nothing of the first visit's state, only the link.
  const fresh = await launchBrowser('desktop');
  try {
    const other = await fresh.context.newPage();
    const problems = new PageProblems(other);
    await other.goto(new URL(`${url.pathname}${url.search}`, site.url).href, { waitUntil: 'networkidle' });
    const otherViewer = await openZoom(other, 2);
    const outline = other.locator('[data-region-outline]');
    await outline.waitFor();
    // The view comes to rest fitted to the region: the zoom it writes holds the region and is no larger than it
    // along one side.
    await other.waitForURL((address) => parseRegion(address.searchParams.get('zoom')) !== null);
    const view = parseRegion(new URL(other.url()).searchParams.get('zoom'))!;
    const r = region;
    expect(view.x).toBeLessThanOrEqual(r.x + 1);
    expect(view.y).toBeLessThanOrEqual(r.y + 1);
    expect(view.x + view.width).toBeGreaterThanOrEqual(r.x + r.width - 1);
    expect(view.y + view.height).toBeGreaterThanOrEqual(r.y + r.height - 1);
    expect(Math.min(view.width / r.width, view.height / r.height)).toBeLessThan(1.05);
    // The outline is drawn on the region, inside the view.
    const viewBox = (await otherViewer.boundingBox())!;
    const drawn = (await outline.boundingBox())!;
    expect(drawn.x).toBeGreaterThanOrEqual(viewBox.x - 1);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(viewBox.x + viewBox.width + 1);
    expect(Math.max(drawn.width / viewBox.width, drawn.height / viewBox.height)).toBeGreaterThan(0.95);
    expect(problems.list()).toEqual([]);
  } finally {
    await fresh.close();
  }
});

test('downloads a selected region at the width chosen: the JPEG has that size, the region’s shape and its pixels', async () => {
  // The download is offered for a page with an image service, which its pyramid being done makes.
  const scan = await scanWhen(site.cmsUrl, SCAN, (entry) => isTiled(entry.pages[1]), 'page 2 with a tile pyramid');
  const master = Buffer.from(await (await fetch(new URL(scan.pages[1].url, site.cmsUrl))).arrayBuffer());
  const { width: pageWidth } = await sharp(master).metadata();
  const visit = await site.open();
  const { page } = visit;
  await site.goto(visit, `${SCAN}?page=2`);
  await page.getByRole('button', { name: 'Zoom in on page 2', exact: true }).click();
  const viewer = await openZoom(page, 2);
  // Over the figure's shoulder and arm on this drawn page: dark and light, so another region looks otherwise.
  const { panel, region } = await selectRegion(page, viewer, [0.4, 0.3], [0.55, 0.45]);
  expect(region.width).toBeGreaterThan(400);

  const download = async (width: number, option: string) => {
    await panel.getByRole('combobox', { name: 'Download width' }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    const link = panel.getByRole('link', { name: `Download this region (${width} pixels wide, JPEG)` });
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const name = file.suggestedFilename();
    return { name, image: fs.readFileSync(await file.path()) };
  };

  const narrow = await download(400, '400 pixels');
  expect(narrow.name).toBe(`six-issue-2-page-2-${region.x}-${region.y}-${region.width}-${region.height}-400px.jpg`);
  const decoded = await sharp(narrow.image).metadata();
  expect(decoded.format).toBe('jpeg');
  expect(decoded.width).toBe(400);
  expect(Math.abs(decoded.height - (400 * region.height) / region.width)).toBeLessThanOrEqual(1);

  // Its pixels are the region's, cut from the stored page, and not those of the region half its width aside.
  const small = { width: 40, height: Math.round((40 * region.height) / region.width) };
  const aside = { ...region, x: Math.min(region.x + Math.round(region.width / 2), pageWidth! - region.width) };
  const same = await meanDifference(narrow.image, await cut(master, region), small);
  const other = await meanDifference(narrow.image, await cut(master, aside), small);
  expect(same).toBeLessThan(6);
  expect(other).toBeGreaterThan(4 * same);

  // At full detail: every pixel of the region, one for one.
  const full = await download(region.width, `${region.width} pixels (full detail)`);
  const fullSize = await sharp(full.image).metadata();
  expect([fullSize.width, fullSize.height]).toEqual([region.width, region.height]);
  expect(await meanDifference(full.image, await cut(master, region), small)).toBeLessThan(6);
  await expectNoAxeViolations(page);
});
