/**
 * @jest-environment node
 *
 * The editors' draft preview (/preview, linked from the admin's "Open preview"): drafts only through a
 * link signed for one document that expires, never cached for later views, never indexed.
 */
import { JSDOM } from 'jsdom';
import { PREVIEW_EXPIRED_MESSAGE, PREVIEW_LINK_LIFETIME_SECONDS } from '@folio/core';
import { previewParams, signPreview, type PreviewTarget } from '@folio/core/preview-link';
import { articles, scans } from './fixtures/catalog';
import { STUB_PREVIEW_SECRET } from './support/stubCms';
import { siteWithStubCms } from './support/stubbedSite';

const stack = siteWithStubCms({ PREVIEW_SECRET: STUB_PREVIEW_SECRET });

const LIFETIME_MS = PREVIEW_LINK_LIFETIME_SECONDS * 1000;

/** A link as the admin signs it, `ageMs` ago. */
const signed = (target: PreviewTarget, ageMs = 0, secret = STUB_PREVIEW_SECRET) =>
  previewParams(signPreview(target, secret, { now: Date.now() - ageMs }));

const previewUrl = (params: Record<string, string>) => `${stack.site.url}/preview?${new URLSearchParams(params)}`;

async function get(url: string) {
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, headers: response.headers, document: new JSDOM(html).window.document };
}

const draftOf = (documentId: string, kind: PreviewTarget['kind'] = 'articles'): PreviewTarget => ({
  kind,
  documentId,
  status: 'draft',
});

const cmsPreviewRequests = () => stack.cms.requests.filter((path) => path.startsWith('/api/catalog/preview/')).length;

it('refuses a missing, forged or altered link without asking the CMS', async () => {
  const link = signed(draftOf(articles[0].documentId));
  const before = cmsPreviewRequests();
  const links: Record<string, string>[] = [
    { kind: 'articles', documentId: articles[0].documentId },
    { secret: STUB_PREVIEW_SECRET, kind: 'articles', documentId: articles[0].documentId, status: 'draft' },
    { ...link, documentId: articles[1].documentId },
    { ...link, kind: 'scans' },
    { ...link, status: 'published' },
    { ...link, expires: String(Number(link.expires) + 3600) },
    signed(draftOf(articles[0].documentId), 0, 'another-secret'),
  ];
  for (const params of links) {
    const page = await get(previewUrl(params));
    expect(page.status).toBe(401);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.document.body.textContent).toContain('open the preview again from the admin');
  }
  expect(cmsPreviewRequests()).toBe(before);
});

it('answers an expired link with a page saying so, not an error', async () => {
  const page = await get(previewUrl(signed(draftOf(articles[0].documentId), LIFETIME_MS + 1_000)));
  expect(page.status).toBe(410);
  expect(page.document.querySelector('h1')?.textContent).toBe('PREVIEW LINK EXPIRED');
  expect(page.document.body.textContent).toContain(PREVIEW_EXPIRED_MESSAGE);
  expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
});

it('shows the draft of an article, privately and fresh on every view', async () => {
  const article = articles[0];
  const url = previewUrl(signed(draftOf(article.documentId), LIFETIME_MS - 60_000));
  expect(url).not.toContain(STUB_PREVIEW_SECRET);
  const first = await get(url);
  expect(first.status).toBe(200);
  expect(first.document.querySelector('h1')?.textContent).toBe(`${article.title} (draft)`);
  expect(first.headers.get('cache-control')).toBe('private, no-store');
  expect(first.headers.get('x-robots-tag')).toMatch(/noindex/);
  // Browsers apply the last policy they understand; the site-wide default comes first.
  expect(first.headers.get('referrer-policy')?.split(',').pop()?.trim()).toBe('no-referrer');
  expect(first.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);

  const path = `/api/catalog/preview/articles/${article.documentId}/draft`;
  const fetchesBefore = stack.cms.requests.filter((request) => request === path).length;
  await get(url);
  expect(stack.cms.requests.filter((request) => request === path).length).toBe(fetchesBefore + 1);
});

it('shows the draft of a scan with its pages', async () => {
  const scan = scans[0];
  const page = await get(previewUrl(signed(draftOf(scan.documentId, 'scans'))));
  expect(page.status).toBe(200);
  expect(page.document.body.textContent).toContain(`${scan.title} (draft)`);
});

it('answers 404 for a signed link to a document the CMS does not have', async () => {
  expect((await get(previewUrl(signed(draftOf('nope'))))).status).toBe(404);
});
