/**
 * The editors' admin, in the real Strapi admin panel (folio-editor plugin): a scan's pages as a grid of
 * thumbnails with their count beside its form, reordered from the keyboard and by dragging, saved as
 * usual and stored in that order; pages added together in the media dialog going in after the others in
 * their names' order; the year shown as plain digits, in the form and in the list.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../cms/tests/support/eventually';
import {
  adminApi,
  announced,
  expectTranslationJobs404,
  expectUploadDialogNoise,
  logIn,
  moveWithKeyboard,
  quietAdmin,
  registerFirstAdmin,
  untilAnnounced,
  type AdminUser,
} from './support/admin';
import { useSite, type Visit } from './support/site';

const SCAN = 'api::scan.scan';
const EMAIL = 'pages-editor@folio.example';
const PASSWORD = 'Pages-editor-1';
const PAGE_NAMES = ['page-1.png', 'page-2.png', 'page-3.png', 'page-4.png', 'page-5.png'];

const site = useSite('admin-pages');
let admin: AdminUser;
let documentId: string;

/** Numbered page images, drawn by the browser (each its own colour and number). */
async function drawPages(page: Page): Promise<Buffer[]> {
  const encoded = await page.evaluate((count) => {
    const images: string[] = [];
    for (let n = 1; n <= count; n++) {
      const canvas = document.createElement('canvas');
      canvas.width = 300;
      canvas.height = 400;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = `hsl(${n * 67}, 45%, 55%)`;
      context.fillRect(0, 0, 300, 400);
      context.fillStyle = '#fff';
      context.font = 'bold 160px sans-serif';
      context.fillText(String(n), 100, 260);
      images.push(canvas.toDataURL('image/png').split(',')[1]);
    }
    return images;
  }, PAGE_NAMES.length);
  return encoded.map((base64) => Buffer.from(base64, 'base64'));
}

/** An administrator, and a draft scan from 1999 whose five pages were uploaded in one request. */
async function prepareScan(visit: Visit): Promise<void> {
  admin = await registerFirstAdmin(site.cmsUrl, EMAIL, PASSWORD);
  const form = new FormData();
  const images = await drawPages(visit.page);
  // Sent out of order: the upload stores them in their names' order.
  const sent = [4, 1, 3, 0, 2];
  for (const index of sent) {
    form.append('files', new Blob([new Uint8Array(images[index])], { type: 'image/png' }), PAGE_NAMES[index]);
  }
  for (const index of sent) {
    form.append('fileInfo', JSON.stringify({ name: PAGE_NAMES[index], alternativeText: `Page ${index + 1}` }));
  }
  const uploaded = (await (await adminApi(site.cmsUrl, admin, '/upload', { method: 'POST', body: form })).json()) as {
    id: number;
    name: string;
  }[];
  expect(uploaded.map((file) => file.name)).toEqual(PAGE_NAMES);
  const created = await adminApi(site.cmsUrl, admin, `/content-manager/collection-types/${SCAN}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: 'Pages in order',
      yearPublished: 1999,
      cover: uploaded[0].id,
      pages: uploaded.map((file) => file.id),
    }),
  });
  documentId = ((await created.json()) as { data: { documentId: string } }).data.documentId;
}

async function storedPageNames(): Promise<string[]> {
  const response = await adminApi(site.cmsUrl, admin, `/content-manager/collection-types/${SCAN}/${documentId}`);
  const { data } = (await response.json()) as { data: { pages: { name: string }[] } };
  return data.pages.map((file) => file.name);
}

/** The page thumbnails (each page's "Text" button, named "Text of page N", is in the list too). */
const tiles = (page: Page): Locator =>
  page.getByRole('list', { name: 'Pages in order' }).getByRole('button', { name: /^Page \d+: / });

/** The pages as the grid shows them, by their file names (without the deep zoom state that may follow). */
async function gridOrder(page: Page): Promise<string[]> {
  const labels = await tiles(page).evaluateAll((elements) => elements.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Page \d+: /, '').replace(/, Deep zoom [a-z ]+$/, ''));
}

/** Reads until the value is the expected one (the admin renders after its requests), then compares. */
async function settlesTo<T>(read: () => Promise<T>, expected: T, what: string): Promise<void> {
  const value = await eventually(read, (current) => JSON.stringify(current) === JSON.stringify(expected), { what });
  expect(value).toEqual(expected);
}

it('shows a scan’s pages as a grid with their count, reordered by keyboard and drag, and stores that order', async () => {
  const visit = await site.open('desktop');
  const { page } = visit;
  await quietAdmin(visit);
  expectUploadDialogNoise(visit);
  await page.goto(new URL('/admin/auth/login', site.cmsUrl).href, { waitUntil: 'networkidle' });
  await prepareScan(visit);
  expectTranslationJobs404(visit, SCAN, documentId);
  await logIn(page, site.cmsUrl, admin);
  await page.goto(new URL(`/admin/content-manager/collection-types/${SCAN}/${documentId}`, site.cmsUrl).href, {
    waitUntil: 'networkidle',
  });

  // The year as digits, in a numeric text input.
  const year = page.getByLabel('Year published');
  await settlesTo(() => year.inputValue(), '1999', 'the year');
  expect(await year.getAttribute('inputmode')).toBe('numeric');

  // The grid: every page, in order, and how many.
  await settlesTo(() => gridOrder(page), PAGE_NAMES, 'the grid');
  expect(await page.getByText('5 pages', { exact: true }).count()).toBe(1);
  expect(await tiles(page).locator('img').count()).toBe(5);
  // This plugin's parts pass axe (WCAG 2.1 A and AA); the rest of the page is Strapi's.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('aside:has(ol[aria-label="Pages in order"])')
    .include(`[id="${await year.evaluate((input) => input.id)}"]`)
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`)).toEqual([]);

  // Keyboard: page-1 one place right; page-5 one place left; page-2 picked up and put back with Escape.
  await moveWithKeyboard(page, tiles(page).nth(0), ['ArrowRight']);
  expect(await announced(page)).toMatch(/^Dropped page page-1\.png at position 2 of 5/);
  const afterRight = ['page-2.png', 'page-1.png', 'page-3.png', 'page-4.png', 'page-5.png'];
  await settlesTo(() => gridOrder(page), afterRight, 'the order after a move right');
  await moveWithKeyboard(page, tiles(page).nth(4), ['ArrowLeft']);
  const afterLeft = ['page-2.png', 'page-1.png', 'page-3.png', 'page-5.png', 'page-4.png'];
  await settlesTo(() => gridOrder(page), afterLeft, 'the order after a move left');
  await moveWithKeyboard(page, tiles(page).nth(0), ['ArrowRight'], 'Escape');
  expect(await announced(page)).toMatch(/^Moving cancelled/);
  expect(await gridOrder(page)).toEqual(['page-2.png', 'page-1.png', 'page-3.png', 'page-5.png', 'page-4.png']);

  // Drag: page-3 onto the first place.
  const from = await tiles(page).nth(2).boundingBox();
  const to = await tiles(page).nth(0).boundingBox();
  if (!from || !to) throw new Error('the tiles are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // dnd-kit's pointer sensor starts the drag once the pointer has moved 4 px, and follows each move after.
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await untilAnnounced(page, 'page page-3.png is over position 1 of 5.');
  await page.mouse.up();
  const expected = ['page-3.png', 'page-2.png', 'page-1.png', 'page-5.png', 'page-4.png'];
  await settlesTo(() => gridOrder(page), expected, 'the order after the drag');

  // Saved as usual: the stored order is the grid's.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes(`/${SCAN}/${documentId}`),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  expect(await storedPageNames()).toEqual(expected);

  // Files picked together in the media dialog go in after the others in their names' order, whatever the
  // order their separate uploads end in.
  await page.getByRole('button', { name: 'Add', exact: true }).nth(1).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add more assets' }).click();
  const drawn = await drawPages(page);
  const added = ['page-10.png', 'page-6.png', 'page-7.png'];
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(added.map((name, index) => ({ name, mimeType: 'image/png', buffer: drawn[index] })));
  await dialog.getByRole('button', { name: 'Upload 3 assets to the library' }).click();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  const withAdded = [...expected, 'page-6.png', 'page-7.png', 'page-10.png'];
  await settlesTo(() => gridOrder(page), withAdded, 'the added pages');
  const savedAgain = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes(`/${SCAN}/${documentId}`),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await savedAgain).status()).toBe(200);
  expect(await storedPageNames()).toEqual(withAdded);

  // The list view shows the year as written too (searched for: the demo library fills the first pages).
  await page.goto(new URL(`/admin/content-manager/collection-types/${SCAN}?_q=Pages+in+order`, site.cmsUrl).href, {
    waitUntil: 'networkidle',
  });
  const row = page.getByRole('row').filter({ hasText: 'Pages in order' });
  await settlesTo(
    async () => (await row.getByRole('gridcell').allInnerTexts()).includes('1999'),
    true,
    'the year cell',
  );
  expect(await row.innerText()).not.toContain('1,999');
});
