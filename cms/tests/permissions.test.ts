import request from 'supertest';
import { signPreview } from '@folio/core/preview-link';
import type { Core } from '@strapi/strapi';
import { startStrapi, stopStrapi } from './support/strapi';

let strapi: Core.Strapi;
const http = () => request(strapi.server.httpServer);

beforeAll(async () => {
  strapi = await startStrapi();
});
afterAll(() => stopStrapi(strapi));

const COLLECTIONS = ['scans', 'archive-entries', 'articles', 'designers'];
const SINGLES = ['site-setting', 'about'];

describe('anonymous permission matrix', () => {
  it.each(COLLECTIONS)('may list and read one published %s', async (route) => {
    const list = await http().get(`/api/${route}`).expect(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    await http().get(`/api/${route}/${list.body.data[0].documentId}`).expect(200);
  });

  it.each(SINGLES)('may read the %s single type', async (route) => {
    await http().get(`/api/${route}`).expect(200);
  });

  it.each(COLLECTIONS)('may not create, update or delete %s', async (route) => {
    const { documentId } = (await http().get(`/api/${route}`)).body.data[0];
    await http()
      .post(`/api/${route}`)
      .send({ data: { title: 'x', name: 'x' } })
      .expect(403);
    await http()
      .put(`/api/${route}/${documentId}`)
      .send({ data: { title: 'x', name: 'x' } })
      .expect(403);
    await http().delete(`/api/${route}/${documentId}`).expect(403);
  });

  it.each(SINGLES)('may not write or delete the %s single type', async (route) => {
    await http()
      .put(`/api/${route}`)
      .send({ data: { siteName: 'x', body: 'x' } })
      .expect(403);
    await http().delete(`/api/${route}`).expect(403);
  });

  it('may not read users, roles, uploads or sign up', async () => {
    await http().get('/api/users').expect(403);
    await http().get('/api/users-permissions/roles').expect(403);
    await http().get('/api/upload/files').expect(403);
    await http().post('/api/upload').expect(403);
    await http()
      .post('/api/auth/local/register')
      .send({ username: 'a', email: 'a@b.co', password: 'Secret123' })
      .expect(403);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('may not %s anything under /api/catalog', async (method) => {
    const { documentId } = (await http().get('/api/catalog/articles').expect(200)).body[0];
    const before = (await http().get('/api/catalog/articles').expect(200)).headers.etag;
    const paths = [
      '/api/catalog/scans',
      '/api/catalog/archives',
      '/api/catalog/articles',
      '/api/catalog/site',
      '/api/catalog/version',
      `/api/catalog/preview/articles/${documentId}`,
      `/api/catalog/articles/${documentId}`,
    ];
    const answers: [string, number][] = [];
    for (const path of paths) {
      const call = http()[method](path);
      const response = await call.send({ data: { title: 'x' } });
      answers.push([path, response.status]);
    }
    // Refused by routing or permissions: never served (2xx) and never an error of ours (5xx).
    expect(answers.filter(([, status]) => ![403, 404, 405].includes(status))).toEqual([]);
    expect((await http().get('/api/catalog/articles').expect(200)).headers.etag).toBe(before);
  });

  it('does not show drafts', async () => {
    const draft = await strapi
      .documents('api::article.article')
      .create({ data: { title: 'Unpublished draft', slug: 'unpublished-draft' } as never });
    try {
      const list = await http().get('/api/articles').query({ 'pagination[pageSize]': 100 }).expect(200);
      expect(list.body.data.some((article: { title: string }) => article.title === 'Unpublished draft')).toBe(false);
      await http().get(`/api/articles/${draft.documentId}`).expect(404);
      const catalog = await http().get('/api/catalog/articles').expect(200);
      expect(catalog.body.some((article: { title: string }) => article.title === 'Unpublished draft')).toBe(false);
    } finally {
      await strapi.documents('api::article.article').delete({ documentId: draft.documentId });
    }
  });

  it('keeps the grants idempotent across restarts', async () => {
    const { grantPublicReadOnly, PUBLIC_READ_ACTIONS } = await import('../src/lib/public-permissions');
    await grantPublicReadOnly(strapi);
    await grantPublicReadOnly(strapi);
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
    const permissions = await strapi.db
      .query('plugin::users-permissions.permission')
      .findMany({ where: { role: role.id } });
    expect(permissions.map((permission: { action: string }) => permission.action).sort()).toEqual(
      [...PUBLIC_READ_ACTIONS].sort(),
    );
  });
});

/**
 * Strapi 5 hands drafts to anyone who asks with `?status=draft` (or any status other than 'published',
 * or the publicationFilter / hasPublishedVersion params): strapi/strapi#25326, #21388. Anonymous callers
 * must get a clear 400 instead, on lists, single entries and single types alike.
 */
describe('anonymous draft parameters', () => {
  const DRAFT_TITLE = 'Secret draft article';
  let draftId: string;

  beforeAll(async () => {
    const draft = await strapi
      .documents('api::article.article')
      .create({ data: { title: DRAFT_TITLE, slug: 'secret-draft-article' } as never });
    draftId = draft.documentId;
  });
  afterAll(async () => {
    if (draftId) await strapi.documents('api::article.article').delete({ documentId: draftId });
  });

  const expectRefused = (response: request.Response) => {
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual(
      expect.objectContaining({ status: 400, name: 'ValidationError', message: expect.stringMatching(/published/) }),
    );
    expect(JSON.stringify(response.body)).not.toContain(DRAFT_TITLE);
  };

  it.each([
    ['status=draft', { status: 'draft' }],
    ['status=DRAFT', { status: 'DRAFT' }],
    ['status=anything', { status: 'anything' }],
    ['status[]=draft', { 'status[]': 'draft' }],
    ['publicationFilter', { publicationFilter: 'never-published-document' }],
    ['hasPublishedVersion=false', { hasPublishedVersion: 'false' }],
  ])('refuses %s on a list', async (_label, query) => {
    expectRefused(
      await http()
        .get('/api/articles')
        .query({ ...query, 'pagination[pageSize]': 100 }),
    );
  });

  it.each(['/API/articles', '/Api/Articles/', '/api/ARTICLES'])('refuses status=draft on %s too', async (path) => {
    expectRefused(await http().get(path).query({ status: 'draft' }));
  });

  it('refuses status=draft on a single draft entry by documentId', async () => {
    expectRefused(await http().get(`/api/articles/${draftId}`).query({ status: 'draft' }));
    expectRefused(await http().get(`/api/articles/${draftId}`).query({ hasPublishedVersion: 'false' }));
  });

  it.each([
    ['about', 'api::about.about', { body: 'Draft about text (unpublished)' }, 'Draft about text (unpublished)'],
    ['site-setting', 'api::site-setting.site-setting', { siteName: 'Draft site name' }, 'Draft site name'],
  ] as const)('refuses status=draft on the %s single type', async (route, uid, data, marker) => {
    const documents = strapi.documents(uid);
    const current = await documents.findFirst({ status: 'draft' });
    await documents.update({ documentId: current!.documentId, data: data as never });
    try {
      const response = await http().get(`/api/${route}`).query({ status: 'draft' });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).not.toContain(marker);
      const published = await http().get(`/api/${route}`).expect(200);
      expect(JSON.stringify(published.body)).not.toContain(marker);
    } finally {
      await documents.discardDraft({ documentId: current!.documentId });
    }
  });

  it("still serves status=published and requests that don't ask for drafts", async () => {
    const list = await http().get('/api/articles').query({ status: 'published', 'pagination[pageSize]': 100 });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(list.body)).not.toContain(DRAFT_TITLE);
    await http().get('/api/catalog/articles').expect(200);
  });

  it("leaves the site's signed draft preview working", async () => {
    const url = `/api/catalog/preview/articles/${draftId}/draft`;
    await http().get(url).expect(401);
    const link = signPreview({ kind: 'articles', documentId: draftId, status: 'draft' }, process.env.PREVIEW_SECRET!);
    const preview = await http().get(url).query({ expires: link.expires, signature: link.signature }).expect(200);
    expect(preview.body.title).toBe(DRAFT_TITLE);
  });

  it('refuses draft parameters behind a token that is not a valid API token', async () => {
    const response = await http()
      .get('/api/articles')
      .set('Authorization', 'Bearer not-a-real-token')
      .query({ status: 'draft' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toContain(DRAFT_TITLE);
  });

  it('lets a valid API token (a trusted integration) read drafts', async () => {
    const token = await strapi.service('admin::api-token-content-api').create({
      name: `draft-reader-${Date.now()}`,
      type: 'read-only',
      lifespan: null,
      permissions: [],
    });
    try {
      const response = await http()
        .get('/api/articles')
        .set('Authorization', `Bearer ${token.accessKey}`)
        .query({ status: 'draft', 'pagination[pageSize]': 100 })
        .expect(200);
      expect(response.body.data.some((article: { title: string }) => article.title === DRAFT_TITLE)).toBe(true);
    } finally {
      await strapi.service('admin::api-token-content-api').revoke(token.id);
    }
  });
});
