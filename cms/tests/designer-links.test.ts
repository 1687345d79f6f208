/**
 * The editor's choices of which designers an article links (record 183): "Also link these designers" and
 * "Never link these designers" are relations to designers, saved and published in the admin as any
 * field, and the article catalog carries them as designer slugs once the change is committed.
 */
import request from 'supertest';
import type { Article } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';

const ARTICLE = 'api::article.article';
const DESIGNER = 'api::designer.designer';

let strapi: Core.Strapi;
let editor: AdminSession;
const created: string[] = [];

beforeAll(async () => {
  strapi = await startStrapi();
  editor = await adminSession(strapi, 'strapi-editor', 'designer-links@folio.test');
});
afterAll(async () => {
  for (const documentId of created) await strapi.documents(ARTICLE).delete({ documentId });
  await stopStrapi(strapi);
});

const catalogArticles = async (): Promise<Article[]> =>
  (await request(strapi.server.httpServer).get('/api/catalog/articles').expect(200)).body;

const bySlug = async (slug: string) => (await catalogArticles()).find((article) => article.slug === slug)!;

const designerId = async (slug: string): Promise<string> =>
  (
    (await strapi.documents(DESIGNER).findFirst({ filters: { slug }, status: 'published' } as never)) as {
      documentId: string;
    }
  ).documentId;

describe("an article's designer links", () => {
  it('are in the seeded catalog: one article links a house it does not name, one never links a word', async () => {
    const pressArchive = await bySlug('exclusive-inside-a-press-archive');
    expect([pressArchive.alsoLinkDesigners, pressArchive.neverLinkDesigners]).toEqual([['prada'], []]);
    const antwerp = await bySlug('spotlight-antwerp');
    expect([antwerp.alsoLinkDesigners, antwerp.neverLinkDesigners]).toEqual([[], ['undercover']]);
    const pleats = await bySlug('spotlight-pleats');
    expect([pleats.alsoLinkDesigners, pleats.neverLinkDesigners]).toEqual([[], []]);
  });

  it('follow what the editor saves and publishes in the admin', async () => {
    const cover = await strapi.db.query('plugin::upload.file').findOne({ where: { mime: { $startsWith: 'image/' } } });
    const [helmutLang, prada, jilSander] = await Promise.all(
      ['helmut-lang', 'prada', 'jil-sander'].map((slug) => designerId(slug)),
    );
    const published = await editor
      .post(`/content-manager/collection-types/${ARTICLE}/actions/publish`)
      .send({
        title: 'Designer Links Test',
        description: 'An article whose links the editor chose.',
        category: 'Spotlight',
        author: 'Test',
        publishedDate: '2030-01-01T10:00:00.000Z',
        cover: cover.id,
        blocks: [{ text: 'Helmut Lang and Prada, side by side.' }],
        alsoLinkDesigners: { connect: [{ documentId: jilSander }, { documentId: helmutLang }] },
        neverLinkDesigners: { connect: [{ documentId: prada }] },
      })
      .expect(200);
    const { documentId, slug } = published.body.data as { documentId: string; slug: string };
    created.push(documentId);
    let article = await bySlug(slug);
    expect(new Set(article.alsoLinkDesigners)).toEqual(new Set(['jil-sander', 'helmut-lang']));
    expect(article.neverLinkDesigners).toEqual(['prada']);

    // Removing a designer from each list and publishing again reaches the catalog too.
    await editor
      .put(`/content-manager/collection-types/${ARTICLE}/${documentId}`)
      .send({
        alsoLinkDesigners: { disconnect: [{ documentId: jilSander }] },
        neverLinkDesigners: { disconnect: [{ documentId: prada }] },
      })
      .expect(200);
    expect((await bySlug(slug)).alsoLinkDesigners).toHaveLength(2); // the draft is not live yet
    await editor
      .post(`/content-manager/collection-types/${ARTICLE}/${documentId}/actions/publish`)
      .send({})
      .expect(200);
    article = await bySlug(slug);
    expect([article.alsoLinkDesigners, article.neverLinkDesigners]).toEqual([['helmut-lang'], []]);
  });

  it('cannot name one designer both ways in a published article', async () => {
    const cover = await strapi.db.query('plugin::upload.file').findOne({ where: { mime: { $startsWith: 'image/' } } });
    const prada = await designerId('prada');
    const saved = await editor
      .post(`/content-manager/collection-types/${ARTICLE}`)
      .send({
        title: 'Designer Links Both Ways',
        description: 'An article whose editor has not chosen yet.',
        category: 'Spotlight',
        author: 'Test',
        publishedDate: '2030-01-02T10:00:00.000Z',
        cover: cover.id,
        alsoLinkDesigners: { connect: [{ documentId: prada }] },
        neverLinkDesigners: { connect: [{ documentId: prada }] },
      })
      .expect(201);
    const { documentId } = saved.body.data as { documentId: string };
    created.push(documentId);
    const refused = await editor
      .post(`/content-manager/collection-types/${ARTICLE}/${documentId}/actions/publish`)
      .send({})
      .expect(400);
    expect(refused.body.error.message).toBe(
      '"Prada" is in both "Also link these designers" and "Never link these designers": take them out of one of the two.',
    );
    expect(refused.body.error.details.errors[0].path).toEqual(['neverLinkDesigners']);
    expect((await catalogArticles()).some((article) => article.documentId === documentId)).toBe(false);

    await editor
      .post(`/content-manager/collection-types/${ARTICLE}/${documentId}/actions/publish`)
      .send({ neverLinkDesigners: { disconnect: [{ documentId: prada }] } })
      .expect(200);
    const article = (await catalogArticles()).find((candidate) => candidate.documentId === documentId)!;
    expect([article.alsoLinkDesigners, article.neverLinkDesigners]).toEqual([['prada'], []]);
  });

  it('are labelled and explained in the admin', async () => {
    const response = await editor.get(`/content-manager/content-types/${ARTICLE}/configuration`).expect(200);
    const { metadatas } = response.body.data.contentType as {
      metadatas: Record<string, { edit: { label: string; description: string } }>;
    };
    expect(metadatas.alsoLinkDesigners.edit.label).toBe('Also link these designers');
    expect(metadatas.neverLinkDesigners.edit.label).toBe('Never link these designers');
    expect(metadatas.neverLinkDesigners.edit.description).toMatch(/cannot be in both lists/);
  });
});
