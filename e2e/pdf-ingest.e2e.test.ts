/**
 * PDF in, pages out, in the real Strapi admin panel (pdf-ingest plugin): on a scan's edit view an editor
 * chooses a PDF in the "Add pages from a PDF" panel, follows its progress and finds its pages on the scan
 * in order; a file that is not a PDF is refused in the panel with the reason. The panel passes axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { eventually } from '../cms/tests/support/eventually';
import { generatedPdf } from '../cms/tests/support/pdf';
import {
  adminApi,
  expectTranslationJobs404,
  logIn,
  quietAdmin,
  registerFirstAdmin,
  type AdminUser,
} from './support/admin';
import { useSite } from './support/site';

const SCAN = 'api::scan.scan';
const EMAIL = 'pdf-editor@folio.example';
const PASSWORD = 'Pdf-editor-1';
const PAGES = 3;

const site = useSite('pdf-ingest');
let admin: AdminUser;

/** The panel's own part of the page (the side panel's body holding the PDF file input). */
const PANEL = 'div:has(> div > input[type="file"][accept^="application/pdf"])';

it('adds a PDF’s pages to a scan from its edit view, with progress and refusals shown in the panel', async () => {
  const visit = await site.open('desktop');
  const { page, problems } = visit;
  admin = await registerFirstAdmin(site.cmsUrl, EMAIL, PASSWORD);
  const created = await adminApi(site.cmsUrl, admin, `/content-manager/collection-types/${SCAN}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'From a PDF', slug: 'from-a-pdf' }),
  });
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  await quietAdmin(visit);
  expectTranslationJobs404(visit, SCAN, documentId);

  await logIn(page, site.cmsUrl, admin);
  await page.goto(new URL(`/admin/content-manager/collection-types/${SCAN}/${documentId}`, site.cmsUrl).href, {
    waitUntil: 'networkidle',
  });
  await page.getByText('Add pages from a PDF').waitFor();
  const input = page.getByLabel('PDF file');

  // Not a PDF: refused, with the reason, and nothing added.
  problems.expectHttpError(400, `/pdf-ingest/scans/${documentId}/pdf`);
  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') });
  await page.getByRole('button', { name: 'Add pages' }).click();
  await page.getByRole('alert').filter({ hasText: 'This file is not a PDF' }).waitFor();

  // A PDF: its job followed to the end.
  await input.setInputFiles({
    name: 'issue.pdf',
    mimeType: 'application/pdf',
    buffer: await generatedPdf({ pages: PAGES }),
  });
  await page.getByRole('button', { name: 'Add pages' }).click();
  await page.getByText(`${PAGES} pages of ${PAGES} added to the end of the pages.`).waitFor({ timeout: 60_000 });
  const { violations } = await new AxeBuilder({ page })
    .include(PANEL)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  const stored = await eventually(
    async () => {
      const response = await adminApi(site.cmsUrl, admin, `/content-manager/collection-types/${SCAN}/${documentId}`);
      return ((await response.json()) as { data: { pages: { name: string }[] | null } }).data.pages ?? [];
    },
    (pages) => pages.length === PAGES,
    { what: 'the pages on the scan' },
  );
  expect(stored.map((file) => file.name)).toEqual([
    'from-a-pdf-page-001.jpg',
    'from-a-pdf-page-002.jpg',
    'from-a-pdf-page-003.jpg',
  ]);

  // The form has them without a reload, so a Save keeps them.
  const tiles = page.getByRole('list', { name: 'Pages in order' }).getByRole('button', { name: /^Page \d+: / });
  await eventually(
    () => tiles.count(),
    (count) => count === PAGES,
    { what: 'the new pages in the edit form' },
  );
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes(`/${SCAN}/${documentId}`),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  const afterSave = await adminApi(site.cmsUrl, admin, `/content-manager/collection-types/${SCAN}/${documentId}`);
  expect(((await afterSave.json()) as { data: { pages: unknown[] | null } }).data.pages).toHaveLength(PAGES);
  // After a reload the panel finds the scan's last job again.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.getByText(`${PAGES} pages of ${PAGES} added to the end of the pages.`).waitFor();
});
