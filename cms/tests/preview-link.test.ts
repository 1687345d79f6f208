/**
 * The admin's "Open preview" link and the CMS's preview endpoint: a link signed for one document, version
 * and expiry with PREVIEW_SECRET, which never appears in it; the site passes its parameters on unchanged.
 */
import request from 'supertest';
import type { Article } from '@folio/core';
import {
  PREVIEW_EXPIRED_MESSAGE,
  PREVIEW_LINK_LIFETIME_SECONDS,
  previewParams,
  signPreview,
} from '@folio/core/preview-link';
import type { Core } from '@strapi/strapi';
import { eventually } from './support/eventually';
import { startStrapi, stopStrapi } from './support/strapi';

let strapi: Core.Strapi;
const http = () => request(strapi.server.httpServer);

beforeAll(async () => {
  strapi = await startStrapi();
});

const secret = () => process.env.PREVIEW_SECRET as string;
type Handler = (uid: string, params: { documentId: string; status: string }) => Promise<string | null>;
const handler = () => (strapi.config.get('admin.preview.config') as { handler: Handler }).handler;

/** The CMS request the site makes for a link's parameters. */
const cmsPreview = (params: Record<string, string>) =>
  http()
    .get(`/api/catalog/preview/${params.kind}/${params.documentId}/${params.status}`)
    .query({ expires: params.expires, signature: params.signature });

let article: Article;
const target = () => ({ kind: 'articles' as const, documentId: article.documentId, status: 'draft' as const });
const DRAFT_TITLE = 'Spotlight: Pleats (draft)';

beforeAll(async () => {
  const articles: Article[] = (await http().get('/api/catalog/articles').expect(200)).body;
  article = articles.find((entry) => entry.slug === 'spotlight-pleats')!;
  await strapi
    .documents('api::article.article')
    .update({ documentId: article.documentId, data: { title: DRAFT_TITLE } as never });
});
afterAll(async () => {
  if (article) {
    await strapi.documents('api::article.article').discardDraft({ documentId: article.documentId });
    // The discarded draft's events and the catalog's rebuild finish before the database closes.
    await eventually(
      async () => (await cmsPreview(previewParams(signPreview(target(), secret()))).expect(200)).body.title,
      (title) => title === 'Spotlight: Pleats',
      { what: 'the discarded draft' },
    );
  }
  await stopStrapi(strapi);
});

describe('the admin\'s "Open preview" link', () => {
  it('carries the document, its version, an expiry a working day away and a signature, never the secret', async () => {
    const before = Math.floor(Date.now() / 1000);
    const link = new URL((await handler()('api::scan.scan', { documentId: 'abc', status: 'draft' }))!);
    expect(link.pathname).toBe('/preview');
    expect([...link.searchParams.keys()]).toEqual(['kind', 'documentId', 'status', 'expires', 'signature']);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ kind: 'scans', documentId: 'abc', status: 'draft' });
    const expires = Number(link.searchParams.get('expires'));
    expect(expires).toBeGreaterThanOrEqual(before + PREVIEW_LINK_LIFETIME_SECONDS);
    expect(expires).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + PREVIEW_LINK_LIFETIME_SECONDS);
    expect(link.href).not.toContain(secret());
    expect(link.href).not.toContain(encodeURIComponent(secret()));
  });

  it('is signed per version and offered only for types the site previews', async () => {
    const published = new URL((await handler()('api::article.article', { documentId: 'abc', status: 'published' }))!);
    expect(published.searchParams.get('status')).toBe('published');
    expect(await handler()('api::designer.designer', { documentId: 'abc', status: 'draft' })).toBeNull();
  });

  it("opens the draft it was made for through the CMS's preview endpoint", async () => {
    const link = new URL(
      (await handler()('api::article.article', { documentId: article.documentId, status: 'draft' }))!,
    );
    const response = await cmsPreview(Object.fromEntries(link.searchParams)).expect(200);
    expect(response.body.title).toBe(DRAFT_TITLE);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the preview endpoint', () => {
  const link = (overrides: { status?: 'draft' | 'published'; now?: number } = {}) =>
    previewParams(
      signPreview({ kind: 'articles', documentId: article.documentId, status: overrides.status ?? 'draft' }, secret(), {
        now: overrides.now,
      }),
    );

  it('shows the published version for a link signed for it', async () => {
    const response = await cmsPreview(link({ status: 'published' })).expect(200);
    expect(response.body.title).toBe('Spotlight: Pleats');
  });

  it.each([
    ['another document', { documentId: 'another-document-id' }],
    ['another kind', { kind: 'scans' }],
    ['another version', { status: 'published' }],
    ['a later expiry', { expires: String(Math.floor(Date.now() / 1000) + 86_400) }],
    ['another signature', { signature: 'A'.repeat(43) }],
    ['no signature', { signature: '' }],
  ])('refuses a link changed to %s with a 401', async (_change, overrides) => {
    const response = await cmsPreview({ ...link(), ...overrides }).expect(401);
    expect(JSON.stringify(response.body)).not.toContain(DRAFT_TITLE);
  });

  it('refuses a link signed with another secret, and the shared secret presented as a header', async () => {
    const foreign = previewParams(
      signPreview({ kind: 'articles', documentId: article.documentId, status: 'draft' }, 'not-the-secret'),
    );
    await cmsPreview(foreign).expect(401);
    await http()
      .get(`/api/catalog/preview/articles/${article.documentId}/draft`)
      .set('x-preview-secret', secret())
      .expect(401);
    await http()
      .get(`/api/catalog/preview/articles/${article.documentId}`)
      .set('x-preview-secret', secret())
      .expect(404);
  });

  it('answers an expired link with a 410 saying to open the preview again', async () => {
    const expired = link({ now: Date.now() - (PREVIEW_LINK_LIFETIME_SECONDS + 1) * 1000 });
    const response = await cmsPreview(expired).expect(410);
    expect(response.body.error).toEqual({ status: 410, name: 'PreviewExpired', message: PREVIEW_EXPIRED_MESSAGE });
    expect(JSON.stringify(response.body)).not.toContain(DRAFT_TITLE);
  });

  it('answers 404 for a genuine link to a document that does not exist', async () => {
    const missing = previewParams(
      signPreview({ kind: 'articles', documentId: 'no-such-document', status: 'draft' }, secret()),
    );
    await cmsPreview(missing).expect(404);
  });
});
