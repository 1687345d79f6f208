/**
 * Compare (issue #41): two pages of any two entries side by side, each zoomable in OpenSeadragon, reached from
 * the reader (the page read goes on the left) and by its URL. Both pages are drawn; with "Keep zoom and pan
 * together" on, a wheel turn, a drag and the keys on one side move the other to the same view; off, each
 * moves alone. Reached and worked with the keyboard, and axe-clean.
 *
 * Each viewer says where its view rests (OpenSeadragon's viewport zoom and centre, in units where a page is
 * 1 wide) in `data-zoom` and `data-centre`, written from the viewport when its animation has finished.
 */
import type { Locator, Page } from 'playwright-core';
import type { ArchiveEntry } from '@folio/core';
import { eventually } from '../frontend/test/support/eventually';
import { expectNoAxeViolations } from './support/axe';
import { isTiled, scanWhen } from './support/catalog';
import { sharp } from './support/images';
import { useSite } from './support/site';

const site = useSite('compare');

const SCAN = '/scans/comme-des-garçons/six-issue-2';
const TITLE = 'Six Issue 2';

interface View {
  zoom: number;
  x: number;
  y: number;
}

const CLOSE = 1e-3;
const alike = (a: View, b: View) =>
  Math.abs(a.zoom - b.zoom) < CLOSE * a.zoom && Math.abs(a.x - b.x) < CLOSE && Math.abs(a.y - b.y) < CLOSE;

async function restingView(viewer: Locator): Promise<View> {
  const [zoom, centre] = await Promise.all([viewer.getAttribute('data-zoom'), viewer.getAttribute('data-centre')]);
  const [x, y] = (centre ?? '').split(',').map(Number);
  return { zoom: Number(zoom), x, y };
}

/** Both views, once `accept` holds of them. */
const waitForViews = (left: Locator, right: Locator, accept: (views: [View, View]) => boolean, what: string) =>
  eventually(() => Promise.all([restingView(left), restingView(right)]), accept, {
    failure: (views) => `${what}; the views rest at ${JSON.stringify(views)}`,
    timeoutMs: 15_000,
    intervalMs: 100,
  });

/** Two animation frames: a side moved in the other's last frame has raised its own change by then. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function wheelOver(page: Page, viewer: Locator, deltaY: number) {
  const box = (await viewer.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, deltaY);
}

async function dragOver(page: Page, viewer: Locator, dx: number, dy: number) {
  const box = (await viewer.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 10 });
  await page.mouse.up();
}

/** Tab until `target` has focus: it is in the tab order after where focus is, within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 12) {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${max} presses of Tab`);
}

/** The viewer shows a page, not an empty box: its screenshot varies (a blank one is one grey). */
async function expectDrawn(viewer: Locator) {
  await eventually(
    async () => {
      const { channels } = await sharp(await viewer.screenshot()).stats();
      return Math.max(...channels.slice(0, 3).map((channel) => channel.stdev));
    },
    (spread) => spread > 20,
    { failure: (spread) => `the viewer looks empty (colour spread ${spread})`, timeoutMs: 20_000 },
  );
}

async function firstArchive(): Promise<ArchiveEntry> {
  const archives = (await (await fetch(`${site.cmsUrl}/api/catalog/archives`)).json()) as ArchiveEntry[];
  const archive = archives.find((entry) => entry.images.length > 0);
  if (!archive) throw new Error('the seeded library has no archive entry with images');
  return archive;
}

const viewers = (page: Page, right: string) => ({
  left: page.getByRole('region', { name: `${TITLE}, page 2` }),
  right: page.getByRole('region', { name: right }),
});

test('from the reader: the page read on the left, an archive entry chosen on the right, both drawn, axe-clean', async () => {
  const scan = await scanWhen(site.cmsUrl, SCAN, (entry) => isTiled(entry.pages[1]), 'page 2 with a tile pyramid');
  const visit = await site.open();
  const { page } = visit;
  const tiles: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/iiif/image/${scan.pages[1].deepZoom}/`))
      tiles.push({ url: response.url(), status: response.status() });
  });
  await site.goto(visit, `${SCAN}?page=2`);
  await page.getByRole('link', { name: 'Compare this page with another' }).click();
  await page.waitForURL((url) => url.pathname === '/compare');
  expect(new URL(page.url()).searchParams.get('left')).toBe(`${SCAN.slice(1)}@2`);
  await page.getByRole('heading', { name: 'Right: choose a page' }).waitFor();

  // The right side is chosen with the keyboard: its entry, then Enter on "Show right".
  const archive = await firstArchive();
  const entries = page.getByRole('combobox', { name: 'Entry, right' });
  await entries.focus();
  await entries.selectOption({
    label: `${archive.designerOrBrand} – ${archive.title} (archive, ${archive.images.length})`,
  });
  await tabTo(page, page.getByRole('textbox', { name: 'Page, right' }), 2);
  await tabTo(page, page.getByRole('button', { name: 'Show right' }), 2);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.has('right'));
  const right = new URL(page.url()).searchParams.get('right');
  expect(decodeURIComponent(right!)).toBe(`${decodeURIComponent(archive.path).slice(1)}@1`);

  const { left: leftViewer, right: rightViewer } = viewers(page, `${archive.title}, image 1`);
  for (const viewer of [leftViewer, rightViewer]) {
    await viewer.and(page.locator('[data-ready="true"]')).waitFor();
    await expectDrawn(viewer);
  }
  // The scan's page comes from its tiles, through the site's image service.
  expect(tiles.some(({ url }) => url.endsWith('/info.json'))).toBe(true);
  expect(tiles.filter(({ url }) => url.endsWith('/default.jpg')).length).toBeGreaterThan(0);
  expect(tiles.filter(({ status }) => status !== 200)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('by its URL: kept together, a wheel turn, a drag and the keys on one side move the other; apart, each alone', async () => {
  await scanWhen(site.cmsUrl, SCAN, (entry) => isTiled(entry.pages[1]), 'page 2 with a tile pyramid');
  const archive = await firstArchive();
  const visit = await site.visit(
    `/compare?left=${SCAN.slice(1)}@2&right=${decodeURIComponent(archive.path).slice(1)}@1`,
  );
  const { page } = visit;
  const { left, right } = viewers(page, `${archive.title}, image 1`);
  for (const viewer of [left, right]) await viewer.and(page.locator('[data-ready="true"]')).waitFor();
  const [atFit] = await waitForViews(left, right, ([view]) => view.zoom > 0, 'the left view says where it rests');

  // Keyboard: the switch, then on to the left page itself, a tab stop whose keys move it.
  const together = page.getByRole('switch', { name: 'Keep zoom and pan together' });
  await page.getByRole('heading', { name: 'Compare two pages' }).click();
  await tabTo(page, together, 40);
  await page.keyboard.press('Space');
  expect(await together.isChecked()).toBe(true);
  await tabTo(page, left);
  await page.keyboard.press('+');
  let [leftView, rightView] = await waitForViews(
    left,
    right,
    ([one, other]) => one.zoom > atFit.zoom * 1.4 && alike(one, other),
    '+ on the left zooms both',
  );
  await page.keyboard.press('ArrowDown');
  const beforeKey = leftView;
  [leftView, rightView] = await waitForViews(
    left,
    right,
    ([one, other]) => one.y > beforeKey.y + 0.01 && alike(one, other),
    '↓ on the left moves both down',
  );

  // The mouse, on either side: a wheel turn over the right zooms both, a drag on the left pans both.
  const beforeWheel = rightView;
  await wheelOver(page, right, -100);
  [leftView, rightView] = await waitForViews(
    left,
    right,
    ([one, other]) => other.zoom > beforeWheel.zoom * 1.1 && alike(one, other),
    'a wheel turn over the right zooms both',
  );
  const beforeDrag = leftView;
  await dragOver(page, left, -120, -80);
  [leftView, rightView] = await waitForViews(
    left,
    right,
    ([one, other]) => one.x > beforeDrag.x + 0.01 && one.y > beforeDrag.y + 0.01 && alike(one, other),
    'a drag on the left pans both',
  );
  expect(leftView.zoom).toBeCloseTo(beforeDrag.zoom, 3);
  await expectNoAxeViolations(page);

  // Apart: each side moves alone.
  await together.focus();
  await page.keyboard.press('Space');
  expect(await together.isChecked()).toBe(false);
  await tabTo(page, left);
  const rightAlone = rightView;
  await page.keyboard.press('+');
  [leftView] = await waitForViews(left, right, ([one]) => one.zoom > rightAlone.zoom * 1.4, '+ zooms the left');
  await twoFrames(page);
  expect(await restingView(right)).toEqual(rightAlone);
  const leftAlone = leftView;
  await wheelOver(page, right, 100);
  [, rightView] = await waitForViews(
    left,
    right,
    ([, other]) => other.zoom < rightAlone.zoom / 1.1,
    'a wheel turn over the right zooms it out',
  );
  await twoFrames(page);
  expect(await restingView(left)).toEqual(leftAlone);
});
