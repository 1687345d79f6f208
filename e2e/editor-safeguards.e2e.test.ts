/**
 * What an editor's walk through the admin found (issue 42), in the real admin: pages added from a PDF stay
 * after the pages before them when the grid is sorted by file name, and each thumbnail shows its page with the
 * deep zoom state beside it; "Copy preview link" copies a link that opens the draft in a browser with no
 * admin account; deleting a scan asks first, naming the files that go with it, and leaves none of them nor its
 * former address behind, with no error shown.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../cms/tests/support/eventually';
import { pageImage } from '../cms/tests/support/images';
import { generatedPdf } from '../cms/tests/support/pdf';
import { launchBrowser } from './support/chromium';
import {
  adminApi,
  expectTranslationJobs404,
  logIn,
  quietAdmin,
  registerFirstAdmin,
  type AdminUser,
} from './support/admin';
import { useSite, type Visit } from './support/site';

const SCAN = 'api::scan.scan';
const DESIGNER = 'api::designer.designer';
const REDIRECT = 'api::redirect.redirect';

const site = useSite('editor-safeguards');
let admin: AdminUser;

beforeAll(async () => {
  admin = await registerFirstAdmin(site.cmsUrl, 'safeguards@folio.example', 'Safeguards-passw0rd');
});

interface StoredFile {
  id: number;
  name: string;
  url: string;
  formats?: Record<string, { url: string }> | null;
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** PNG pages uploaded to the media library in one request, as the media dialog sends them. */
async function upload(names: string[]): Promise<StoredFile[]> {
  const form = new FormData();
  const images = await Promise.all(names.map((_, index) => pageImage(index + 1)));
  names.forEach((name, index) =>
    form.append('files', new Blob([new Uint8Array(images[index])], { type: 'image/png' }), name),
  );
  for (const name of names) form.append('fileInfo', JSON.stringify({ name, alternativeText: name }));
  const stored = await json<StoredFile[]>(
    await adminApi(site.cmsUrl, admin, '/upload', { method: 'POST', body: form }),
  );
  return names.map((name) => stored.find((file) => file.name === name) as StoredFile);
}

const documentsPath = (uid: string, documentId = '') =>
  `/content-manager/collection-types/${uid}${documentId ? `/${documentId}` : ''}`;

async function createScan(data: Record<string, unknown>): Promise<string> {
  const created = await adminApi(site.cmsUrl, admin, documentsPath(SCAN), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
  return (await json<{ data: { documentId: string } }>(created)).data.documentId;
}

async function changeScan(documentId: string, data: Record<string, unknown>, publish = false): Promise<void> {
  await adminApi(site.cmsUrl, admin, documentsPath(SCAN, documentId), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
  if (publish)
    await adminApi(site.cmsUrl, admin, `${documentsPath(SCAN, documentId)}/actions/publish`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
}

const editView = (documentId: string) => new URL(`/admin${documentsPath(SCAN, documentId)}`, site.cmsUrl).href;

// The desktop browser keeps its admin session from one journey of this file to the next.
let signedIn = false;

async function openAdmin(documentId: string): Promise<Visit> {
  const visit = await site.open('desktop');
  await quietAdmin(visit);
  expectTranslationJobs404(visit, SCAN, documentId);
  if (!signedIn) await logIn(visit.page, site.cmsUrl, admin);
  signedIn = true;
  return visit;
}

/** The parts this plugin adds pass axe (WCAG 2.1 A and AA); the rest of the admin is Strapi's. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(selector)
    .analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`);
}

const tiles = (page: Page): Locator =>
  page.getByRole('list', { name: 'Pages in order' }).getByRole('button', { name: /^Page \d+: / });

async function gridOrder(page: Page): Promise<string[]> {
  const labels = await tiles(page).evaluateAll((elements) => elements.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Page \d+: /, '').replace(/, Deep zoom [a-z ]+$/, ''));
}

const numbered = (prefix: string, from: number, to: number, pad: number, ext: string) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${prefix}${String(from + index).padStart(pad, '0')}${ext}`);

it('keeps pages added from a PDF after the pages before them when sorting by file name, each page in sight', async () => {
  const names = numbered('page-', 1, 12, 2, '.png');
  const files = await upload(names);
  // Chosen out of order, as an editor picking twelve files in a dialog may.
  const chosen = [2, 0, 1, 5, 3, 4, 8, 6, 7, 11, 9, 10].map((index) => files[index].id);
  const documentId = await createScan({ title: 'Autumn Issue', cover: files[0].id, pages: chosen });
  const { page } = await openAdmin(documentId);
  await page.goto(editView(documentId), { waitUntil: 'networkidle' });

  await page.getByLabel('PDF file').setInputFiles({
    name: 'autumn.pdf',
    mimeType: 'application/pdf',
    buffer: await generatedPdf({ pages: 8 }),
  });
  await page.getByRole('button', { name: 'Add pages' }).click();
  await page.getByText('8 pages of 8 added to the end of the pages.').waitFor({ timeout: 150_000 });
  const fromPdf = numbered('autumn-issue-page-', 13, 20, 3, '.jpg');
  await eventually(
    () => gridOrder(page),
    (order) => order.length === 20,
    { what: 'the PDF’s pages in the grid' },
  );

  await page.getByRole('button', { name: 'Sort by file name' }).click();
  const expected = [...names, ...fromPdf];
  expect(
    await eventually(
      () => gridOrder(page),
      (order) => order[0] === 'page-01.png',
    ),
  ).toEqual(expected);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes(`/${SCAN}/${documentId}`),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  const stored = await json<{ data: { pages: { name: string }[] } }>(
    await adminApi(site.cmsUrl, admin, documentsPath(SCAN, documentId)),
  );
  expect(stored.data.pages.map((file) => file.name)).toEqual(expected);

  // Every thumbnail's image is clear of anything drawn on the tile; its deep zoom state is a mark beside it.
  await eventually(
    () => tiles(page).evaluateAll((elements) => elements.map((el) => el.getAttribute('aria-label') ?? '')),
    (labels) => labels.every((label) => / Deep zoom [a-z ]+$/.test(label)),
    { what: 'every page’s deep zoom state', timeoutMs: 60_000 },
  );
  const layouts = await tiles(page).evaluateAll((elements) =>
    elements.map((tile) => {
      const image = tile.querySelector('img') as HTMLImageElement;
      const box = image.getBoundingClientRect();
      const overlapping = Array.from(tile.querySelectorAll('*'))
        .filter((element) => element !== image && !element.contains(image))
        .filter((element) => {
          const other = element.getBoundingClientRect();
          if (other.width === 0 || other.height === 0) return false;
          return other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
        })
        .map((element) => element.textContent || element.tagName);
      const mark = tile.querySelector('[title^="Deep zoom"]')?.getBoundingClientRect();
      return {
        overlapping,
        markBeside: Boolean(mark && mark.width > 0 && mark.width * mark.height < (box.width * box.height) / 8),
      };
    }),
  );
  expect(layouts.filter((layout) => layout.overlapping.length > 0)).toEqual([]);
  expect(layouts.every((layout) => layout.markBeside)).toBe(true);
  expect(await axeViolations(page, 'aside:has(ol[aria-label="Pages in order"])')).toEqual([]);
}, 400_000);

it('copies a preview link that opens the draft in a browser without an admin account', async () => {
  const [cover] = await upload(['preview-cover.png']);
  const title = 'Preview Draft Only';
  const documentId = await createScan({ title, cover: cover.id, pages: [cover.id] });
  const visit = await openAdmin(documentId);
  const { page } = visit;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.cmsUrl });
  await page.goto(`${editView(documentId)}/preview?status=draft`, { waitUntil: 'networkidle' });
  await page.evaluate(() => navigator.clipboard.writeText('nothing copied yet'));

  // Strapi's own button, which copies the admin's address, says what it gives.
  await page.getByRole('button', { name: 'Copy admin link (for signed-in editors only)' }).waitFor();
  await page.getByRole('button', { name: 'Copy preview link', exact: true }).click();
  const copied = await eventually(
    () => page.evaluate(() => navigator.clipboard.readText()),
    (text) => text !== 'nothing copied yet',
    { what: 'the copied link' },
  );
  const link = new URL(copied);
  expect(link.origin).toBe(new URL(site.url).origin);

  // A browser of its own: no admin session, no cookies.
  const stranger = await launchBrowser('desktop');
  try {
    const tab = await stranger.context.newPage();
    const response = await tab.goto(link.href, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await tab.getByRole('heading', { level: 1 }).first().textContent()).toContain(title);
  } finally {
    await stranger.close();
  }
});

it('deletes a scan with the files only it used and its former address, asking first and showing no error', async () => {
  const [designer] = (
    await json<{ results: { documentId: string; slug: string }[] }>(
      await adminApi(site.cmsUrl, admin, `${documentsPath(DESIGNER)}?page=1&pageSize=1&status=published`),
    )
  ).results;
  const own = await upload(['doomed-cover.png', 'doomed-page-1.png', 'doomed-page-2.png']);
  const [shared] = await upload(['shared-page.png']);
  const keeperId = await createScan({ title: 'Keeper Catalogue', cover: shared.id, designer: designer.documentId });
  const documentId = await createScan({
    title: 'Doomed Catalogue',
    cover: own[0].id,
    pages: [own[1].id, shared.id, own[2].id],
    designer: designer.documentId,
  });
  await changeScan(documentId, {}, true);
  await changeScan(documentId, { title: 'Doomed Catalogue Renamed' }, true);
  const formerPath = `/scans/${designer.slug}/doomed-catalogue`;
  const redirectsOf = async () =>
    (
      await json<{ results: { fromPath: string }[] }>(
        await adminApi(
          site.cmsUrl,
          admin,
          `${documentsPath(REDIRECT)}?page=1&pageSize=100&filters[$and][0][targetDocumentId][$eq]=${documentId}`,
        ),
      )
    ).results.map((record) => record.fromPath);
  expect(await redirectsOf()).toEqual([formerPath]);
  const urls = (file: StoredFile) => [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)];
  const statuses = (addresses: string[], headers = {}) =>
    Promise.all(addresses.map(async (address) => (await fetch(new URL(address, site.cmsUrl), { headers })).status));
  const everyFile = [...own, shared].flatMap(urls);
  expect(await statuses(everyFile)).toEqual(everyFile.map(() => 200));

  const { page } = await openAdmin(documentId);
  await page.goto(editView(documentId), { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: /^Delete entry/ }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('doomed-cover.png').waitFor();
  const listed = (list: string) => dialog.getByRole('list', { name: list }).getByRole('listitem').allInnerTexts();
  expect(await listed('Media files deleted with it')).toEqual(own.map((file) => file.name).sort());
  expect(await listed('Former addresses removed with it')).toEqual([formerPath]);
  expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([]);

  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/collection-types/${SCAN}`));
  await page.getByText('Successfully deleted.').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByText('Not Found').count()).toBe(0);
  await eventually(
    () => page.getByRole('row').filter({ hasText: 'Doomed Catalogue Renamed' }).count(),
    (rows) => rows === 0,
    { what: 'the deleted scan gone from the list' },
  );

  await eventually(
    () => statuses(own.flatMap(urls)),
    (answers) => answers.every((status) => status === 404),
    { what: 'the files only the scan used, gone with their renditions' },
  );
  expect(
    await statuses(
      own.map((file) => `/upload/files/${file.id}`),
      bearer(),
    ),
  ).toEqual(own.map(() => 404));
  expect(await statuses(urls(shared))).toEqual(urls(shared).map(() => 200));
  const keeper = await json<{ data: { cover: { id: number } | null } }>(
    await adminApi(site.cmsUrl, admin, documentsPath(SCAN, keeperId)),
  );
  expect(keeper.data.cover?.id).toBe(shared.id);
  expect(await redirectsOf()).toEqual([]);
});

const bearer = () => ({ Authorization: `Bearer ${admin.token}` });
