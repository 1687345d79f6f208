import request from 'supertest';
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
    const { grantPublicReadOnly, PUBLIC_READ_ACTIONS } = await import('../src/bootstrap/public-permissions');
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
