/**
 * A region anyone can cite: in the zoom view a visitor drags over a page to select a region, gets its link, and
 * that link, opened in a fresh browser (its own profile), lands on the same page zoomed to the same region,
 * outlined. The citing dialog and the comparison of two pages are axe-clean.
 */
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/chromium';
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

test('a region selected by dragging opens, from its link in a fresh browser, zoomed to that region and outlined', async () => {
  const visit = await site.open();
  const { page } = visit;
  await site.goto(visit, `${SCAN}?page=2`);
  await page.getByRole('button', { name: 'Zoom in on page 2', exact: true }).click();
  const viewer = await openZoom(page, 2);

  await page.getByRole('button', { name: 'Select a region to cite' }).click();
  const box = (await viewer.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.45, { steps: 8 });
  await page.mouse.up();

  const panel = page.getByRole('dialog', { name: 'Cite this region' });
  await panel.waitFor();
  const link = await panel.getByRole('textbox', { name: 'Link to this region' }).inputValue();
  const url = new URL(link);
  expect(decodeURIComponent(url.pathname)).toBe(SCAN);
  expect(url.searchParams.get('page')).toBe('2');
  const region = parseRegion(url.searchParams.get('region'));
  expect(region).not.toBeNull();
  expect(await panel.getByRole('textbox', { name: 'Chicago' }).inputValue()).toContain(
    `Page 2, region x ${region!.x}, y ${region!.y}, ${region!.width} × ${region!.height} pixels`,
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
    const r = region!;
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

test('compares two pages side by side, zoom kept together on request, axe-clean', async () => {
  const visit = await site.open();
  const { page } = visit;
  await site.goto(visit, `${SCAN}?page=2`);
  await page.getByRole('link', { name: 'Compare this page with another' }).click();
  await page.waitForURL((url) => url.pathname === '/compare');
  expect(new URL(page.url()).searchParams.get('left')).toBe(`${SCAN.slice(1)}@2`);
  await page.getByRole('combobox', { name: 'Entry, right' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Show right' }).click();
  await page.waitForURL((url) => url.searchParams.has('right'));
  await page.locator('[data-ready="true"]').nth(1).waitFor();
  await page.getByRole('switch', { name: 'Keep zoom and pan together' }).check();
  await page.getByRole('button', { name: 'Zoom in, left' }).click();
  await expectNoAxeViolations(page);
});
