/**
 * Slugs by the spec's rule, against the real Strapi: slugs are made from titles at save (Strapi's
 * "article" placeholder never goes live), follow the rule and are unique, and the catalog builds paths
 * from them.
 */
import request from 'supertest';
import { SLUG_PATTERN, slugify, type Article, type Scan } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { DEMO_SCANS, DESIGNERS } from '../src/seed/demo-library';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';

const SCAN = 'api::scan.scan';
const ARTICLE = 'api::article.article';
const DESIGNER = 'api::designer.designer';
const RULE_MESSAGE = /^URL slug may hold lowercase letters, digits, hyphens and punctuation/;

let strapi: Core.Strapi;
let admin: AdminSession;
let coverId: number;
const created: { uid: string; documentId: string }[] = [];
const http = () => request(strapi.server.httpServer);

beforeAll(async () => {
  strapi = await startStrapi();
  admin = await adminSession(strapi, 'strapi-editor', 'slugs-editor@folio.test');
  coverId = (await strapi.db.query('plugin::upload.file').findOne({ where: { mime: { $startsWith: 'image/' } } })).id;
});
afterAll(async () => {
  for (const { uid, documentId } of created) await strapi.documents(uid as never).delete({ documentId });
  await stopStrapi(strapi);
});

const documents = (uid: string) => strapi.documents(uid as never);
const keep = <T extends { documentId: string }>(uid: string, doc: T): T => {
  created.unshift({ uid, documentId: doc.documentId });
  return doc;
};
const newDesigner = async (name: string, status?: 'published') =>
  keep(DESIGNER, (await documents(DESIGNER).create({ data: { name } as never, status })) as { documentId: string });
const newScan = async (data: Record<string, unknown>, status?: 'published') =>
  keep(
    SCAN,
    (await documents(SCAN).create({ data: { cover: coverId, ...data } as never, status })) as unknown as {
      documentId: string;
      slug: string;
    },
  );
const stored = async (uid: string, documentId: string, status: 'draft' | 'published' = 'draft') =>
  (await documents(uid).findOne({ documentId, status } as never)) as { slug: string } | null;

describe('slugs', () => {
  it('are the title-derived ones in the demo library, so its addresses stay as they were', async () => {
    const scans: Scan[] = (await http().get('/api/catalog/scans').expect(200)).body;
    for (const demo of DEMO_SCANS) {
      const scan = scans.find((entry) => entry.title === demo.title)!;
      expect(scan.path).toBe(`/scans/${slugify(demo.designer)}/${slugify(demo.title)}`);
    }
    const designers = (await documents(DESIGNER).findMany({ status: 'published' } as never)) as unknown as {
      name: string;
      slug: string;
    }[];
    for (const name of DESIGNERS) expect(designers.find((d) => d.name === name)?.slug).toBe(slugify(name));
    expect(scans.find((scan) => scan.title === 'Garçons Homme Plus Catalogue (Spring 1994)')!.path).toBe(
      '/scans/comme-des-garçons/garçons-homme-plus-catalogue-(spring-1994)',
    );
  });

  it("declare the rule's pattern for the admin's slug fields", () => {
    for (const uid of [SCAN, 'api::archive-entry.archive-entry', ARTICLE, DESIGNER]) {
      const { attributes } = strapi.contentTypes[uid as never] as { attributes: Record<string, { regex?: string }> };
      expect(attributes.slug.regex).toBe(SLUG_PATTERN);
    }
  });

  it('are made from the title by the spec rule when left empty', async () => {
    const scan = await newScan({ title: 'Issey Miyake: Pleats Please (A/W 1994), Vol. 2' });
    expect(scan.slug).toBe('issey-miyake-pleats-please-(a-w-1994),-vol.-2');
    const designer = (await newDesigner('Martine Sitbon Éditions')) as { slug?: string };
    expect(designer.slug).toBe('martine-sitbon-éditions');
  });

  it("are offered by the admin's Regenerate by the same rule", async () => {
    const response = await admin
      .post('/content-manager/uid/generate')
      .send({ contentTypeUID: SCAN, field: 'slug', data: { title: 'Comme des Garçons: Six (Issue 1)' } })
      .expect(200);
    expect(response.body.data).toBe('comme-des-garçons-six-(issue-1)');
  });

  it('never let the placeholder "article" go live: it is replaced by the title\'s slug at save', async () => {
    const response = await admin
      .post(`/content-manager/collection-types/${ARTICLE}/actions/publish`)
      .send({
        title: 'Inside the Archive: Part 3',
        slug: 'article',
        description: 'A test article.',
        category: 'Spotlight',
        author: 'Test',
        publishedDate: '2030-01-01T10:00:00.000Z',
        cover: coverId,
      })
      .expect(200);
    const { documentId, slug } = response.body.data as { documentId: string; slug: string };
    keep(ARTICLE, { documentId });
    expect(slug).toBe('inside-the-archive-part-3');
    const articles: Article[] = (await http().get('/api/catalog/articles').expect(200)).body;
    expect(articles.find((article) => article.documentId === documentId)?.slug).toBe('inside-the-archive-part-3');
    expect(articles.some((article) => article.slug === 'article')).toBe(false);
  });

  it('get "-2" when the title\'s slug is taken, and an editor\'s taken slug is refused', async () => {
    const first = await newScan({ title: 'Duplicate Catalogue' });
    const second = await newScan({ title: 'Duplicate Catalogue' });
    expect([first.slug, second.slug]).toEqual(['duplicate-catalogue', 'duplicate-catalogue-2']);
    const response = await admin
      .put(`/content-manager/collection-types/${SCAN}/${second.documentId}`)
      .send({ slug: 'duplicate-catalogue' })
      .expect(400);
    expect(response.body.error.message).toBe(
      'URL slug "duplicate-catalogue" is already used by "Duplicate Catalogue"; choose another.',
    );
    expect((await stored(SCAN, second.documentId))!.slug).toBe('duplicate-catalogue-2');
  });

  it('outside the rule are refused at save with a message under the field, storing nothing', async () => {
    const before = await strapi.db.query(SCAN).count();
    for (const slug of ['Six Issue', 'autumn/winter', 'who?']) {
      const response = await admin
        .post(`/content-manager/collection-types/${SCAN}`)
        .send({ title: 'Bad slug', slug })
        .expect(400);
      expect(response.body.error.message).toMatch(RULE_MESSAGE);
      expect(response.body.error.details.errors[0].path).toEqual(['slug']);
    }
    expect(await strapi.db.query(SCAN).count()).toBe(before);
  });
});
