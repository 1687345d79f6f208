/**
 * Slugs by the spec's rule and addresses that never break, against the real Strapi: slugs are made from
 * titles at save (Strapi's "article" placeholder never goes live), follow the rule and are unique, the
 * catalog builds paths from them, every publish that moves a page keeps its former path as a redirect
 * (chains collapse, a new page may take an old path back), and no scan goes live under a draft designer.
 */
import request from 'supertest';
import { SLUG_PATTERN, collectionPath, entryPath, slugify, type Article, type Scan } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { slugsFromTitlesOnce } from '../src/plugins/folio-editor/server/editorial/slugs';
import { DEMO_SCANS, DESIGNERS } from '../src/seed/demo-library';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';

const SCAN = 'api::scan.scan';
const ARTICLE = 'api::article.article';
const DESIGNER = 'api::designer.designer';
const REDIRECT = 'api::redirect.redirect';
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
  // Entries before designers: a designer with live entries cannot be deleted.
  for (const { uid, documentId } of created) await strapi.documents(uid as never).delete({ documentId });
  await strapi.db
    .query(REDIRECT)
    .deleteMany({ where: { targetDocumentId: { $in: created.map((doc) => doc.documentId) } } });
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
const redirects = async (): Promise<Record<string, string>> =>
  (await http().get('/api/catalog/redirects').expect(200)).body;
const scanPaths = async () =>
  new Map(((await http().get('/api/catalog/scans').expect(200)).body as Scan[]).map((s) => [s.documentId, s.path]));

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

  it('are taken from titles, once, on a database from before (whose addresses came from titles)', async () => {
    const scan = await newScan({ title: 'Legacy Catalogue (1990)', slug: 'legacy-catalogue-1990' });
    const store = strapi.store({ type: 'plugin', name: 'folio' });
    expect(await store.get({ key: 'slugs-from-titles' })).toBe(true);
    await store.delete({ key: 'slugs-from-titles' });
    await slugsFromTitlesOnce(strapi);
    expect((await stored(SCAN, scan.documentId))!.slug).toBe('legacy-catalogue-(1990)');
    expect(await store.get({ key: 'slugs-from-titles' })).toBe(true);
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

describe('former addresses', () => {
  it('answer with the current path after a rename, and chains collapse', async () => {
    const designer = await newDesigner('Redirect House', 'published');
    const scan = await newScan({ title: 'First Title', designer: designer.documentId }, 'published');
    const first = entryPath('scans', 'redirect-house', 'first-title');
    expect((await scanPaths()).get(scan.documentId)).toBe(first);

    // A title change moves a slug that was made from the title; the draft alone moves nothing.
    await documents(SCAN).update({ documentId: scan.documentId, data: { title: 'Second Title' } as never });
    expect((await redirects())[first]).toBeUndefined();
    await documents(SCAN).publish({ documentId: scan.documentId });
    const second = entryPath('scans', 'redirect-house', 'second-title');
    expect((await scanPaths()).get(scan.documentId)).toBe(second);
    expect((await redirects())[first]).toBe(second);
    const record = await strapi.db.query(REDIRECT).findOne({ where: { fromPath: first } });
    expect(record).toEqual(expect.objectContaining({ targetType: SCAN, targetDocumentId: scan.documentId }));

    // An editor's own slug, published: both former paths lead to it.
    await admin
      .post(`/content-manager/collection-types/${SCAN}/${scan.documentId}/actions/publish`)
      .send({ slug: 'third-(final),-title' })
      .expect(200);
    const third = entryPath('scans', 'redirect-house', 'third-(final),-title');
    const map = await redirects();
    expect([map[first], map[second]]).toEqual([third, third]);
    expect(map[third]).toBeUndefined();
  });

  it('are released when a new page takes one', async () => {
    const designer = await newDesigner('Reclaim House', 'published');
    const scan = await newScan({ title: 'Taken Title', designer: designer.documentId }, 'published');
    const old = entryPath('scans', 'reclaim-house', 'taken-title');
    await documents(SCAN).update({ documentId: scan.documentId, data: { slug: 'moved-title' } as never });
    await documents(SCAN).publish({ documentId: scan.documentId });
    expect((await redirects())[old]).toBe(entryPath('scans', 'reclaim-house', 'moved-title'));

    const newcomer = await newScan({ title: 'Taken Title', designer: designer.documentId }, 'published');
    expect((await scanPaths()).get(newcomer.documentId)).toBe(old);
    expect((await redirects())[old]).toBeUndefined();
    expect(await strapi.db.query(REDIRECT).count({ where: { fromPath: old } })).toBe(0);
  });

  it("move with a designer's new slug: their pages and every live entry of theirs", async () => {
    const designer = await newDesigner('Old House Name', 'published');
    const scans = [
      await newScan({ title: 'House Catalogue 1', designer: designer.documentId }, 'published'),
      await newScan({ title: 'House Catalogue 2', designer: designer.documentId }, 'published'),
    ];
    await documents(DESIGNER).update({ documentId: designer.documentId, data: { name: 'New House Name' } as never });
    await documents(DESIGNER).publish({ documentId: designer.documentId });
    const paths = await scanPaths();
    const map = await redirects();
    for (const [index, scan] of scans.entries()) {
      const now = entryPath('scans', 'new-house-name', `house-catalogue-${index + 1}`);
      expect(paths.get(scan.documentId)).toBe(now);
      expect(map[entryPath('scans', 'old-house-name', `house-catalogue-${index + 1}`)]).toBe(now);
    }
    expect(map[collectionPath('scans', 'old-house-name')]).toBe(collectionPath('scans', 'new-house-name'));
  });

  it('are served like the catalog: from memory with an ETag, rebuilt when a page moves', async () => {
    const first = await http().get('/api/catalog/redirects').expect(200);
    expect(first.headers.etag).toMatch(/^"/);
    await http().get('/api/catalog/redirects').set('If-None-Match', first.headers.etag).expect(304);
    const designer = await newDesigner('Etag House', 'published');
    const scan = await newScan({ title: 'Etag Title', designer: designer.documentId }, 'published');
    await documents(SCAN).update({ documentId: scan.documentId, data: { slug: 'etag-title-moved' } as never });
    await documents(SCAN).publish({ documentId: scan.documentId });
    const after = await http().get('/api/catalog/redirects').set('If-None-Match', first.headers.etag).expect(200);
    expect(after.body['/scans/etag-house/etag-title']).toBe('/scans/etag-house/etag-title-moved');
  });
});

describe('designers of live entries', () => {
  it('must be live before a scan is published under them: the message names the designer', async () => {
    const designer = await newDesigner('Draft Designer');
    const scan = await newScan({ title: 'Waiting Scan', designer: designer.documentId });
    const response = await admin
      .post(`/content-manager/collection-types/${SCAN}/${scan.documentId}/actions/publish`)
      .send({})
      .expect(400);
    expect(response.body.error.message).toBe(
      'The designer or brand "Draft Designer" is still a draft: publish them first, then this scan.',
    );
    expect(await stored(SCAN, scan.documentId, 'published')).toBeNull();
    expect(((await http().get('/api/catalog/scans')).body as Scan[]).some((s) => s.title === 'Waiting Scan')).toBe(
      false,
    );

    await expect(newScan({ title: 'Created Live', designer: designer.documentId }, 'published')).rejects.toMatchObject({
      name: 'ValidationError',
    });
    expect(await strapi.db.query(SCAN).count({ where: { title: 'Created Live' } })).toBe(0);

    await documents(DESIGNER).publish({ documentId: designer.documentId });
    await documents(SCAN).publish({ documentId: scan.documentId });
    expect((await scanPaths()).get(scan.documentId)).toBe('/scans/draft-designer/waiting-scan');
  });

  it('must be chosen before a scan is published', async () => {
    const scan = await newScan({ title: 'Nobody’s Scan' });
    await expect(documents(SCAN).publish({ documentId: scan.documentId })).rejects.toMatchObject({
      message: 'Choose the designer or brand of this scan before publishing it.',
    });
  });

  it('cannot be unpublished or deleted while entries of theirs are live', async () => {
    const designer = await newDesigner('Busy House', 'published');
    await newScan({ title: 'Busy Catalogue', designer: designer.documentId }, 'published');
    const message =
      '"Busy House" has 1 live scan, which would show as "Unattributed": unpublish them or give them another designer or brand before this one is unpublished.';
    await expect(documents(DESIGNER).unpublish({ documentId: designer.documentId })).rejects.toMatchObject({ message });
    await expect(documents(DESIGNER).delete({ documentId: designer.documentId })).rejects.toMatchObject({
      message: message.replace(/unpublished\.$/, 'deleted.'),
    });
    expect(await stored(DESIGNER, designer.documentId, 'published')).not.toBeNull();
  });
});
