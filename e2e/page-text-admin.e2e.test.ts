/**
 * A page's text in the real admin (folio-editor plugin, record 168): an editor of the Editor role opens a
 * scan, sees its page's text state under the thumbnail, opens the page's text from the keyboard, corrects
 * a word beside the page as scanned, saves, and sees "Text corrected"; once published, the corrected word is
 * marked in the site's reader and found by IIIF Content Search; reading the page again asks first, since it
 * replaces the correction. The dialog passes axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { Scan } from '@folio/core';
import { eventually } from '../cms/tests/support/eventually';
import {
  adminApi,
  expectEditorRoleNoise,
  expectTranslationJobs404,
  inviteEditor,
  logIn,
  quietAdmin,
  registerFirstAdmin,
} from './support/admin';
import { saveScreenshot } from './support/screenshots';
import { useSite } from './support/site';

const SCAN = 'api::scan.scan';
const site = useSite('page-text-admin', { ocr: true });

/** A catalogue page with printed words (drawn by the browser), for the recogniser to read. */
async function drawPrintedPage(page: Page): Promise<Buffer> {
  const encoded = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 1600;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 1200, 1600);
    context.fillStyle = '#111';
    context.font = 'bold 96px serif';
    context.fillText('MAISON VIONET', 120, 300);
    context.font = '64px serif';
    context.fillText('Spring collection 1932', 120, 460);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(encoded, 'base64');
}

/** The states the grid shows once a page's reading is over (this file's CMS recognises text). */
const SETTLED = /^(Text recognised|No text found|Text not read: .+)$/;

it('shows a page’s text state, and an editor corrects its text in a dialog and sees "Text corrected"', async () => {
  const visit = await site.open('desktop');
  const { page } = visit;
  await quietAdmin(visit);
  expectEditorRoleNoise(visit);
  await page.goto(new URL('/admin/auth/login', site.cmsUrl).href, { waitUntil: 'networkidle' });
  const admin = await registerFirstAdmin(site.cmsUrl, 'owner@folio.example', 'Owner-passw0rd');
  const editor = await inviteEditor(site.cmsUrl, admin, 'text-editor@folio.example', 'Editor-passw0rd');

  // A draft scan with one printed page.
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await drawPrintedPage(page))], { type: 'image/png' }), 'vionet.png');
  form.append('fileInfo', JSON.stringify({ name: 'vionet.png', alternativeText: 'Maison Vionet, spring 1932' }));
  const [file] = (await (await adminApi(site.cmsUrl, admin, '/upload', { method: 'POST', body: form })).json()) as {
    id: number;
  }[];
  const designers = (await (
    await adminApi(site.cmsUrl, admin, '/content-manager/collection-types/api::designer.designer?page=1&pageSize=1')
  ).json()) as { results: { documentId: string }[] };
  const created = await adminApi(site.cmsUrl, admin, `/content-manager/collection-types/${SCAN}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: 'Pages with words',
      yearPublished: 1932,
      designer: designers.results[0].documentId,
      cover: file.id,
      pages: [file.id],
    }),
  });
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  expectTranslationJobs404(visit, SCAN, documentId);

  await logIn(page, site.cmsUrl, editor);
  await page.goto(new URL(`/admin/content-manager/collection-types/${SCAN}/${documentId}`, site.cmsUrl).href, {
    waitUntil: 'networkidle',
  });

  // Under the thumbnail: the page's text state, which the "Text" button is described by.
  const textButton = page.getByRole('button', { name: 'Text of page 1' });
  const state = page.locator(`#folio-page-text-status-${file.id}`);
  expect(await textButton.getAttribute('aria-describedby')).toBe(`folio-page-text-status-${file.id}`);
  const settled = await eventually(
    () => state.innerText(),
    (label) => SETTLED.test(label),
    { what: 'the page’s text state', timeoutMs: 180_000 },
  );
  expect(settled).toBe('Text recognised');
  await textButton.scrollIntoViewIfNeeded();
  await saveScreenshot(visit, 'admin-page-text-grid', { overlay: true });

  // Opened from the keyboard; the text in a labelled field with its help.
  await textButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Page 1: vionet.png' });
  await dialog.waitFor();
  const field = dialog.getByRole('textbox', { name: 'Text of page 1' });
  // Focus is in the text, ready to correct it.
  await eventually(
    () => field.evaluate((element) => element === document.activeElement),
    (focused) => focused,
    { what: 'focus in the text' },
  );
  await dialog
    .getByText("Correct what the recogniser misread; the site's search and screen readers use this text.")
    .waitFor();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[role="dialog"]')
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`)).toEqual([]);

  // Beside the text, the page as scanned with the recogniser's words outlined.
  await dialog.getByRole('img', { name: 'Page 1 as scanned, with the words of its text outlined' }).waitFor();
  await eventually(
    () => dialog.locator('[data-word]').count(),
    (count) => count > 0,
    { what: 'the words outlined on the page' },
  );
  await saveScreenshot(visit, 'admin-page-text-dialog', { overlay: true });

  // The recogniser's text, with one word corrected.
  const read = await field.inputValue();
  console.log(`The recogniser read: ${JSON.stringify(read)}`);
  expect(read).toMatch(/vionet/i);
  const corrected = read.replace(/vionet/i, 'VIONNET');
  await field.fill(corrected);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes(`/ocr/page-texts/${file.id}`),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await dialog.getByRole('status').filter({ hasText: 'Text saved. It is on the site now.' }).waitFor();
  // The corrected word sits where the misread one was printed.
  await dialog.locator('[data-word="VIONNET"]').waitFor();

  // Escape closes it and gives focus back to the button; the grid says the text was corrected.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await textButton.evaluate((button) => button === document.activeElement)).toBe(true);
  await eventually(
    () => state.innerText(),
    (label) => label === 'Text corrected',
    { what: '"Text corrected" under the thumbnail' },
  );

  // Published, the corrected word is marked on its page in the site's reader and found by IIIF Content Search.
  await adminApi(site.cmsUrl, admin, `/content-manager/collection-types/${SCAN}/${documentId}/actions/publish`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({}),
  });
  const scanPath = await eventually(
    async () => {
      const scans = (await (await fetch(`${site.cmsUrl}/api/catalog/scans`)).json()) as Scan[];
      return scans.find((entry) => entry.documentId === documentId)?.path;
    },
    (found) => found !== undefined,
    { what: 'the published scan in the catalog' },
  );
  const reader = await site.open('desktop');
  await eventually(
    async () => {
      await reader.page.goto(new URL(`${scanPath}?page=1&q=vionnet`, site.url).href, { waitUntil: 'networkidle' });
      return reader.page.locator('[data-highlight]').count();
    },
    (count) => count > 0,
    { what: 'the corrected word marked in the reader' },
  );
  const found = (await (await fetch(`${site.url}/iiif/search/1/scans/${documentId}?q=vionnet`)).json()) as {
    resources: { on: string }[];
  };
  expect(found.resources.map((resource) => resource.on)).toEqual([
    expect.stringMatching(/\/canvas\/1#xywh=\d+,\d+,\d+,\d+$/),
  ]);

  // Reading the page again would replace the correction: asked first, and kept when the editor says so.
  await textButton.click();
  expect(await field.inputValue()).toBe(corrected);
  await dialog.getByRole('button', { name: 'Read the page again' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('An editor corrected this page’s text.').waitFor();
  await confirm.getByRole('button', { name: 'Keep the corrected text' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await field.inputValue()).toBe(corrected);

  // Said yes to: the page is read again.
  await dialog.getByRole('button', { name: 'Read the page again' }).click();
  const reading = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes(`/ocr/page-texts/${file.id}/reading`),
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Read it again' }).click();
  expect((await reading).status()).toBe(202);
  await dialog.getByRole('status').filter({ hasText: 'The page will be read again' }).waitFor();
});
