import sharp from 'sharp';
import request from 'supertest';
import { compareTitles, entryPath, slugify, type ArchiveEntry, type Article, type Scan } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { startStrapi, stopStrapi } from './support/strapi';

let strapi: Core.Strapi;
const http = () => request(strapi.server.httpServer);

beforeAll(async () => {
  strapi = await startStrapi();
});
afterAll(() => stopStrapi(strapi));

const SCAN_KEYS = [
  'id',
  'documentId',
  'title',
  'yearPublished',
  'designerOrBrand',
  'designerorbrand',
  'description',
  'collectionsFeatured',
  'path',
  'coverImgSrc',
  'cover',
  'pages',
  'updatedAt',
  'seo',
  'rights',
].sort();

describe('seeded demo library', () => {
  it('holds at least 60 scans over 12 designers, 20 archive entries and 12 articles', async () => {
    const scans: Scan[] = (await http().get('/api/catalog/scans').expect(200)).body;
    const archives: ArchiveEntry[] = (await http().get('/api/catalog/archives').expect(200)).body;
    const articles: Article[] = (await http().get('/api/catalog/articles').expect(200)).body;
    expect(scans.length).toBeGreaterThanOrEqual(60);
    expect(new Set(scans.map((scan) => scan.designerOrBrand)).size).toBeGreaterThanOrEqual(12);
    expect(archives.length).toBeGreaterThanOrEqual(20);
    expect(articles.length).toBeGreaterThanOrEqual(12);

    const years = scans.map((scan) => scan.yearPublished).filter((year): year is number => year !== null);
    expect(Math.min(...years)).toBe(1986);
    expect(Math.max(...years)).toBe(2016);
    expect(scans.filter((scan) => scan.yearPublished === null).length).toBeGreaterThanOrEqual(2);
    expect(scans.filter((scan) => /^Six Issue \d+$/.test(scan.title)).length).toBeGreaterThanOrEqual(10);
    expect(scans.some((scan) => scan.designerOrBrand === 'Comme des Garçons')).toBe(true);
    expect(scans.some((scan) => scan.designerOrBrand === 'A.P.C.')).toBe(true);
    for (const symbol of [',', '(', '/', ':']) expect(scans.some((scan) => scan.title.includes(symbol))).toBe(true);

    expect(archives.some((entry) => entry.yearPublished === null)).toBe(true);
    expect(archives.some((entry) => entry.description === null)).toBe(true);

    expect(new Set(articles.map((article) => article.category))).toEqual(
      new Set(['Interview', 'Spotlight', 'Deep Dive', 'Exclusive']),
    );
    const dates = articles.map((article) => article.published_at).sort();
    expect(dates[0] >= '2024-01-01').toBe(true);
    expect(dates[dates.length - 1] < '2025-03-01').toBe(true);
    expect(articles.some((article) => /Part 1$/.test(article.title))).toBe(true);
    expect(articles.some((article) => /Part 2$/.test(article.title))).toBe(true);
    const allBlocks = articles.flatMap((article) => article.blocks).join('\n');
    for (const form of [/^## /m, /\*\*[^*]+\*\*/, /(^|\s)\*[^*]+\*/, /^---$/m, /\[[^\]]+\]\([^)]+\)/, /\\n/]) {
      expect(allBlocks).toMatch(form);
    }
  });

  it('stores real images with responsive formats, covers in webp, jpg and png', async () => {
    const scans: Scan[] = (await http().get('/api/catalog/scans').expect(200)).body;
    const extensions = new Set(scans.map((scan) => scan.coverImgSrc.split('?')[0].split('.').pop()));
    for (const extension of ['webp', 'jpg', 'png']) expect(extensions).toContain(extension);
    const scan = scans.find((entry) => entry.pages.length >= 4)!;
    expect(scan.pages[0].width).toBeGreaterThan(1000);
    expect(Object.keys(scan.pages[0].formats)).toEqual(
      expect.arrayContaining(['thumbnail', 'small', 'medium', 'large']),
    );
    const file = await http().get(scan.pages[0].formats.small.url).expect(200);
    expect(file.headers['content-type']).toMatch(/^image\//);
  });

  it("names each image's and rendition's own media type, which its URL's extension may not tell", async () => {
    const scans: Scan[] = (await http().get('/api/catalog/scans').expect(200)).body;
    const covers = scans.filter((scan) => /\.png(\?|$)/.test(scan.coverImgSrc)).map((scan) => scan.cover!);
    expect(covers.length).toBeGreaterThan(0);
    const kinds = new Set<string>();
    for (const cover of covers.slice(0, 6)) {
      for (const image of [cover, ...Object.values(cover.formats)]) {
        const served = await http().get(image.url).responseType('blob').expect(200);
        const { format } = await sharp(served.body as Buffer).metadata();
        expect([image.url, image.mime]).toEqual([image.url, `image/${format}`]);
        kinds.add(image.mime!);
      }
    }
    expect(kinds).toContain('image/png');
  });
});

describe('catalog endpoints', () => {
  it('serve scans in the spec shape, sorted natural-numeric by title, with spec paths', async () => {
    const scans: Scan[] = (await http().get('/api/catalog/scans').expect(200)).body;
    for (const scan of scans) {
      expect(Object.keys(scan).sort()).toEqual(SCAN_KEYS);
      expect(scan.path).toBe(entryPath('scans', slugify(scan.designerOrBrand), slugify(scan.title)));
      expect(scan.designerorbrand.title).toBe(scan.designerOrBrand);
      expect(typeof scan.id).toBe('string');
    }
    const titles = scans.map((scan) => scan.title);
    expect(titles).toEqual([...titles].sort(compareTitles));
    expect(titles.indexOf('Six Issue 2')).toBeLessThan(titles.indexOf('Six Issue 10'));
    const margiela = scans.find((scan) => scan.title === 'Maison Martin Margiela (Artisanal), Spring 1999')!;
    expect(margiela.path).toBe('/scans/maison-martin-margiela/maison-martin-margiela-(artisanal),-spring-1999');
    expect(scans.find((scan) => scan.title === 'A.P.C. Catalogue Autumn/Winter 1994')!.path).toBe(
      '/scans/a.p.c./a.p.c.-catalogue-autumn-winter-1994',
    );
    expect(scans.find((scan) => scan.title === 'Six Issue 1')!.description).toContain('\n');
  });

  it('serve archives and articles in the spec shape', async () => {
    const archives: ArchiveEntry[] = (await http().get('/api/catalog/archives').expect(200)).body;
    expect(archives[0]).toEqual(
      expect.objectContaining({
        path: entryPath('archives', slugify(archives[0].designerOrBrand), slugify(archives[0].title)),
      }),
    );
    expect(Array.isArray(archives[0].images)).toBe(true);
    const articles: Article[] = (await http().get('/api/catalog/articles').expect(200)).body;
    expect(Object.keys(articles[0])).toEqual(
      expect.arrayContaining([
        'id',
        'slug',
        'title',
        'description',
        'blocks',
        'category',
        'published_at',
        'author',
        'img',
      ]),
    );
    expect(articles[0].published_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('serve the site settings and about text', async () => {
    const site = (await http().get('/api/catalog/site').expect(200)).body;
    expect(site.settings.siteName).toBe('Folio');
    expect(site.settings.socialLinks).toHaveLength(3);
    expect(site.about.contributors.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown catalog', async () => {
    await http().get('/api/catalog/users').expect(404);
  });

  it('sends an ETag and answers 304 to a matching conditional request', async () => {
    const first = await http().get('/api/catalog/scans').expect(200);
    expect(first.headers.etag).toMatch(/^"/);
    const second = await http().get('/api/catalog/scans').set('If-None-Match', first.headers.etag).expect(304);
    expect(second.text).toBe('');
    await http().get('/api/catalog/scans').set('If-None-Match', '"something-else"').expect(200);
  });

  it('serves gzip to clients that accept it', async () => {
    const response = await http().get('/api/catalog/articles').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(response.body)).toBe(true);
  });

  it('is rebuilt after an editor edits, unpublishes and deletes', async () => {
    const before = await http().get('/api/catalog/scans').expect(200);
    const { version: versionBefore } = (await http().get('/api/catalog/version').expect(200)).body;
    const scan = (before.body as Scan[]).find((entry) => entry.title === 'Prada: Waist Down')!;
    const documents = strapi.documents('api::scan.scan');

    await documents.update({ documentId: scan.documentId, data: { title: 'Prada: Waist Down (edited)' } as never });
    await documents.publish({ documentId: scan.documentId });
    const edited = await http().get('/api/catalog/scans').set('If-None-Match', before.headers.etag).expect(200);
    expect((edited.body as Scan[]).map((entry) => entry.title)).toContain('Prada: Waist Down (edited)');
    expect((await http().get('/api/catalog/version').expect(200)).body.version).not.toBe(versionBefore);

    await documents.unpublish({ documentId: scan.documentId });
    const unpublished: Scan[] = (await http().get('/api/catalog/scans').expect(200)).body;
    expect(unpublished.some((entry) => entry.documentId === scan.documentId)).toBe(false);

    await documents.update({ documentId: scan.documentId, data: { title: 'Prada: Waist Down' } as never });
    await documents.publish({ documentId: scan.documentId });
    const restored: Scan[] = (await http().get('/api/catalog/scans').expect(200)).body;
    expect(restored.find((entry) => entry.documentId === scan.documentId)!.title).toBe('Prada: Waist Down');

    const anyImage = await strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { mime: { $startsWith: 'image/' } } });
    // A scan goes live only under a live designer or brand.
    const designer = await strapi.documents('api::designer.designer').findFirst({ status: 'published' });
    const draft = await documents.create({
      data: {
        title: 'Temporary scan',
        slug: 'temporary-scan',
        cover: anyImage.id,
        designer: designer!.documentId,
      } as never,
    });
    await documents.publish({ documentId: draft.documentId });
    expect(((await http().get('/api/catalog/scans')).body as Scan[]).some((e) => e.title === 'Temporary scan')).toBe(
      true,
    );
    await documents.delete({ documentId: draft.documentId });
    expect(((await http().get('/api/catalog/scans')).body as Scan[]).some((e) => e.title === 'Temporary scan')).toBe(
      false,
    );
  });
});
