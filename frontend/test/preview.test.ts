/**
 * @jest-environment node
 *
 * The editors' draft preview (/preview, linked from the admin's "Open preview"): drafts only with the
 * shared secret, never cached for later views, never indexed.
 */
import { JSDOM } from 'jsdom';
import { articles, scans } from './fixtures/catalog';
import { STUB_PREVIEW_SECRET, startStubCms, type StubCms } from './support/stubCms';
import { ensureBuilt, startSite, type RunningSite } from './support/siteServer';

let cms: StubCms;
let site: RunningSite;

beforeAll(async () => {
  ensureBuilt();
  cms = await startStubCms();
  site = await startSite({ CMS_URL: cms.url, PREVIEW_SECRET: STUB_PREVIEW_SECRET });
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await cms?.close();
});

const previewUrl = (params: Record<string, string>) => `${site.url}/preview?${new URLSearchParams(params)}`;

async function get(url: string) {
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, headers: response.headers, document: new JSDOM(html).window.document };
}

it('refuses a missing or wrong secret', async () => {
  const documentId = articles[0].documentId;
  expect((await get(previewUrl({ kind: 'articles', documentId }))).status).toBe(401);
  expect((await get(previewUrl({ secret: 'guess', kind: 'articles', documentId }))).status).toBe(401);
  expect(cms.requests.some((path) => path.startsWith('/api/catalog/preview/'))).toBe(false);
});

it('shows the draft of an article, privately and fresh on every view', async () => {
  const article = articles[0];
  const url = previewUrl({ secret: STUB_PREVIEW_SECRET, kind: 'articles', documentId: article.documentId });
  const first = await get(url);
  expect(first.status).toBe(200);
  expect(first.document.querySelector('h1')?.textContent).toBe(`${article.title} (draft)`);
  expect(first.headers.get('cache-control')).toBe('private, no-store');
  expect(first.headers.get('x-robots-tag')).toMatch(/noindex/);
  // Browsers apply the last policy they understand; the site-wide default comes first.
  expect(first.headers.get('referrer-policy')?.split(',').pop()?.trim()).toBe('no-referrer');
  expect(first.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);

  const fetchesBefore = cms.requests.filter((path) => path.endsWith(`/preview/articles/${article.documentId}`)).length;
  await get(url);
  const fetchesAfter = cms.requests.filter((path) => path.endsWith(`/preview/articles/${article.documentId}`)).length;
  expect(fetchesAfter).toBe(fetchesBefore + 1);
});

it('shows the draft of a scan with its pages', async () => {
  const scan = scans[0];
  const page = await get(previewUrl({ secret: STUB_PREVIEW_SECRET, kind: 'scans', documentId: scan.documentId }));
  expect(page.status).toBe(200);
  expect(page.document.body.textContent).toContain(`${scan.title} (draft)`);
});

it('answers 404 for an unknown document or kind', async () => {
  expect((await get(previewUrl({ secret: STUB_PREVIEW_SECRET, kind: 'articles', documentId: 'nope' }))).status).toBe(
    404,
  );
  expect((await get(previewUrl({ secret: STUB_PREVIEW_SECRET, kind: 'users', documentId: 'x' }))).status).toBe(404);
});
