import { normalize } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import type { ArchiveEntry, Image, Scan } from '../entities';
import {
  designerCollection,
  entryManifest,
  IIIF_DEFAULT_RIGHTS,
  imageFormat,
  libraryCollection,
  type IiifContext,
} from './manifests';
import { IIIF_PRESENTATION_CONTEXT, isIiifTileRequest } from './paths';

const SITE = 'https://folio.example';
const context: IiifContext = { siteUrl: SITE, settings: { siteName: 'Folio', description: 'A fashion archive.' } };

const image = (name: string, deepZoom: string | null = null, width = 2400, height = 3300): Image => ({
  url: `/uploads/${name}.jpg`,
  width,
  height,
  alternativeText: null,
  formats: { thumbnail: { url: `/uploads/thumbnail_${name}.jpg`, width: 113, height: 156 } },
  deepZoom,
});

const base = {
  id: '7',
  yearPublished: 1991,
  designerOrBrand: 'Comme des Garçons',
  designerorbrand: { title: 'Comme des Garçons', slug: 'comme-des-garçons' },
  collectionsFeatured: 'Spring/Summer 1991',
  coverImgSrc: '/uploads/cover.jpg',
  cover: image('cover'),
  updatedAt: '2025-01-10T10:00:00.000Z',
};

const scan: Scan = {
  ...base,
  documentId: 'abc123scan',
  title: 'Six Issue 10',
  path: '/scans/comme-des-garçons/six-issue-10',
  description: 'The tenth issue.\nSecond line.',
  pages: [image('p1', 'p1_h4sh'), image('p2', null), image('p3', 'p3_h4sh', 1800, 2400)],
};

const archive: ArchiveEntry = {
  ...base,
  documentId: 'def456archive',
  title: 'Autumn Winter 1994',
  yearPublished: null,
  collectionsFeatured: '',
  path: '/archives/comme-des-garçons/autumn-winter-1994',
  description: null,
  images: [image('a1', 'a1_h4sh')],
};

/** The parts of the parser's normalised store these tests read. */
interface Entities {
  Manifest: Record<string, { behavior: string[]; items: { id: string }[] }>;
  Canvas: Record<string, { items: { id: string }[] }>;
  AnnotationPage: Record<string, { items: { id: string }[] }>;
  Annotation: Record<string, { body: { id: string }[] }>;
  ContentResource: Record<string, { id: string }>;
}

/** The parser's own reading of a document: no warnings from its strict upgrade, and its normalised entities. */
function parse(document: object) {
  const state = { warnings: [] as string[] };
  presentation3StrictUpgrade(structuredClone(document) as never, state);
  const { entities } = normalize(structuredClone(document));
  return { warnings: state.warnings, normalized: { entities: entities as unknown as Entities } };
}

describe('entryManifest', () => {
  it('describes a scan: label, summary, metadata, thumbnail, rights, homepage and paged behaviour', () => {
    const manifest = entryManifest('scans', scan, context);
    expect(manifest['@context']).toBe(IIIF_PRESENTATION_CONTEXT);
    expect(manifest.id).toBe(`${SITE}/iiif/scans/abc123scan/manifest.json`);
    expect(manifest.type).toBe('Manifest');
    expect(manifest.label).toEqual({ none: ['Six Issue 10'] });
    expect(manifest.summary).toEqual({ en: ['The tenth issue.\nSecond line.'] });
    expect(manifest.metadata).toEqual([
      { label: { en: ['Designer or brand'] }, value: { none: ['Comme des Garçons'] } },
      { label: { en: ['Published'] }, value: { none: ['1991'] } },
      { label: { en: ['Collections featured'] }, value: { none: ['Spring/Summer 1991'] } },
    ]);
    expect(manifest.thumbnail).toEqual([
      { id: `${SITE}/uploads/thumbnail_cover.jpg`, type: 'Image', format: 'image/jpeg', width: 113, height: 156 },
    ]);
    expect(manifest.rights).toBe('http://rightsstatements.org/vocab/InC-EDU/1.0/');
    expect(manifest.requiredStatement.label).toEqual({ en: ['Attribution'] });
    expect(manifest.requiredStatement.value.en[0]).toMatch(/^Provided by Folio\./);
    // A URI has no raw "ç": the homepage is percent-encoded as the collection ids are.
    expect(manifest.homepage).toEqual([
      {
        id: `${SITE}/scans/comme-des-gar%C3%A7ons/six-issue-10`,
        type: 'Text',
        label: { en: ['Six Issue 10 – Comme des Garçons'] },
        format: 'text/html',
      },
    ]);
    expect(manifest.behavior).toEqual(['paged']);
    expect(manifest.homepage[0].id).toBe(new URL(manifest.homepage[0].id).href);
    expect(manifest.homepage[0].id).toMatch(/^[\x21-\x7e]+$/);
  });

  it('offers Content Search 2.0 and 1.0, each with its autocomplete, as the viewers look them up', () => {
    const manifest = entryManifest('scans', scan, context);
    expect(manifest.service).toEqual([
      {
        id: `${SITE}/iiif/search/scans/abc123scan`,
        type: 'SearchService2',
        service: [{ id: `${SITE}/iiif/autocomplete/scans/abc123scan`, type: 'AutoCompleteService2' }],
      },
      {
        '@context': 'http://iiif.io/api/search/1/context.json',
        '@id': `${SITE}/iiif/search/1/scans/abc123scan`,
        '@type': 'SearchService1',
        profile: 'http://iiif.io/api/search/1/search',
        service: {
          '@id': `${SITE}/iiif/autocomplete/1/scans/abc123scan`,
          '@type': 'AutoCompleteService1',
          profile: 'http://iiif.io/api/search/1/autocomplete',
        },
      },
    ]);
  });

  it('declares a thumbnail by the upload’s own media type, whatever its URL ends with', () => {
    const png: Image = {
      ...image('cover'),
      mime: 'image/png',
      formats: { thumbnail: { url: '/uploads/thumbnail_cover.jpg', width: 113, height: 156, mime: 'image/png' } },
    };
    const manifest = entryManifest('scans', { ...scan, cover: png, pages: [png] }, context);
    expect(manifest.thumbnail?.[0].format).toBe('image/png');
    expect(manifest.items[0].thumbnail?.[0].format).toBe('image/png');
    expect(manifest.items[0].items[0].items[0].body.format).toBe('image/png');
  });

  it('has one canvas per page in reading order, painted with the full image and its image service when tiled', () => {
    const manifest = entryManifest('scans', scan, context);
    expect(manifest.items.map((canvas) => [canvas.label.en[0], canvas.width, canvas.height])).toEqual([
      ['Page 1', 2400, 3300],
      ['Page 2', 2400, 3300],
      ['Page 3', 1800, 2400],
    ]);
    const bodies = manifest.items.map((canvas) => canvas.items[0].items[0]);
    expect(bodies.map((annotation) => annotation.body.id)).toEqual(
      ['p1', 'p2', 'p3'].map((name) => `${SITE}/uploads/${name}.jpg`),
    );
    expect(bodies.every((annotation, index) => annotation.target === manifest.items[index].id)).toBe(true);
    expect(bodies.every((annotation) => annotation.motivation === 'painting')).toBe(true);
    expect(bodies[0].body.service).toEqual([
      { id: `${SITE}/iiif/image/p1_h4sh`, type: 'ImageService3', profile: 'level2' },
    ]);
    expect(bodies[1].body.service).toBeUndefined();
    expect(new Set(manifest.items.map((canvas) => canvas.id)).size).toBe(3);
  });

  it('parses with @iiif/parser without warnings, its canvases being the pages in order', () => {
    const manifest = entryManifest('scans', scan, context);
    const { warnings, normalized } = parse(manifest);
    expect(warnings).toEqual([]);
    const parsed = normalized.entities.Manifest[manifest.id];
    expect(parsed.behavior).toEqual(['paged']);
    const canvasIds = parsed.items.map((reference) => reference.id);
    expect(canvasIds).toEqual(manifest.items.map((canvas) => canvas.id));
    const painted = canvasIds.map((id) => {
      const page = normalized.entities.AnnotationPage[normalized.entities.Canvas[id].items[0].id];
      const annotation = normalized.entities.Annotation[page.items[0].id];
      return normalized.entities.ContentResource[annotation.body[0].id];
    });
    expect(painted.map((body) => body.id)).toEqual(scan.pages.map((page) => `${SITE}${page.url}`));
  });

  it('describes an archive entry without a year, collections, summary or paged behaviour', () => {
    const manifest = entryManifest('archives', archive, context);
    expect(manifest.id).toBe(`${SITE}/iiif/archives/def456archive/manifest.json`);
    expect(manifest.metadata).toEqual([{ label: { en: ['Designer'] }, value: { none: ['Comme des Garçons'] } }]);
    expect(manifest).not.toHaveProperty('summary');
    expect(manifest).not.toHaveProperty('behavior');
    expect(manifest.items.map((canvas) => canvas.label)).toEqual([{ en: ['Image 1'] }]);
    expect(parse(manifest).warnings).toEqual([]);
  });

  it('keeps media served from a CDN as they are and leaves out images without a size', () => {
    const cdn = { ...image('cdn'), url: 'https://cdn.folio.example/media/cdn.png' };
    const manifest = entryManifest('scans', { ...scan, pages: [cdn, image('unsized', null, 0, 0)] }, context);
    expect(manifest.items).toHaveLength(1);
    expect(manifest.items[0].items[0].items[0].body).toMatchObject({ id: cdn.url, format: 'image/png' });
  });

  it('takes another rights statement when one is given', () => {
    const manifest = entryManifest('scans', scan, {
      ...context,
      rights: {
        rights: 'http://creativecommons.org/licenses/by/4.0/',
        attributionLabel: 'Credit',
        attribution: '{siteName} archive',
      },
    });
    expect(manifest.rights).toBe('http://creativecommons.org/licenses/by/4.0/');
    expect(manifest.requiredStatement).toEqual({
      label: { en: ['Credit'] },
      value: { en: ['Folio archive Rights: CC BY 4.0 (http://creativecommons.org/licenses/by/4.0/).'] },
    });
  });

  it("states the site settings' rights and attribution, canonical, in manifests and collections", () => {
    const edited: IiifContext = {
      siteUrl: SITE,
      settings: {
        siteName: 'Folio',
        description: '',
        iiifRights: 'https://creativecommons.org/licenses/by-nc/4.0',
        iiifAttribution: '  Lent by readers of {siteName}; photographs by the archive.  ',
      },
    };
    const expected = {
      rights: 'http://creativecommons.org/licenses/by-nc/4.0/',
      requiredStatement: {
        label: { en: ['Attribution'] },
        value: { en: ['Lent by readers of Folio; photographs by the archive.'] },
      },
    };
    const manifest = entryManifest('scans', scan, edited);
    const named = `${expected.requiredStatement.value.en[0]} Rights: CC BY-NC 4.0 (${expected.rights}).`;
    const entryExpected = { ...expected, requiredStatement: { ...expected.requiredStatement, value: { en: [named] } } };
    expect(manifest).toMatchObject(entryExpected);
    expect(entryManifest('archives', archive, edited)).toMatchObject(entryExpected);
    expect(designerCollection('comme-des-garçons', { scans: [scan], archives: [archive] }, edited)).toMatchObject(
      expected,
    );
    expect(libraryCollection({ scans: [scan], archives: [archive] }, edited)).toMatchObject(expected);
    expect(parse(manifest).warnings).toEqual([]);
  });

  it('keeps the default rights and attribution when the settings have none or an unknown statement', () => {
    for (const settings of [
      { iiifRights: '', iiifAttribution: '' },
      { iiifRights: 'https://example.com/my-licence', iiifAttribution: '   ' },
      {},
    ]) {
      const manifest = entryManifest('scans', scan, {
        siteUrl: SITE,
        settings: { siteName: 'Folio', description: '', ...settings },
      });
      expect(manifest.rights).toBe(IIIF_DEFAULT_RIGHTS.rights);
      expect(manifest.requiredStatement.value).toEqual({
        en: [
          'Provided by Folio. Rights remain with the publishers; reuse for education and research. Rights: In Copyright – Educational Use Permitted (http://rightsstatements.org/vocab/InC-EDU/1.0/).',
        ],
      });
    }
  });

  it("states an entry's own rights statement in its rights and required statement, the library's elsewhere", () => {
    const own = { ...scan, rights: 'http://creativecommons.org/publicdomain/mark/1.0/' };
    const manifest = entryManifest('scans', own, context);
    expect(manifest.rights).toBe('http://creativecommons.org/publicdomain/mark/1.0/');
    expect(manifest.requiredStatement.value.en[0]).toMatch(
      / Rights: Public Domain Mark 1\.0 \(http:\/\/creativecommons\.org\/publicdomain\/mark\/1\.0\/\)\.$/,
    );
    expect(entryManifest('archives', { ...archive, rights: null }, context).rights).toBe(IIIF_DEFAULT_RIGHTS.rights);
    expect(libraryCollection({ scans: [own], archives: [] }, context).rights).toBe(IIIF_DEFAULT_RIGHTS.rights);
    expect(parse(manifest).warnings).toEqual([]);
  });
});

describe('collections', () => {
  const other: Scan = {
    ...scan,
    documentId: 'other',
    title: 'A Magazine',
    designerOrBrand: 'A.P.C.',
    designerorbrand: { title: 'A.P.C.', slug: 'a.p.c.' },
  };
  const second: Scan = { ...scan, documentId: 'second', title: 'Another Issue' };
  const catalog = { scans: [scan, other, second], archives: [archive] };

  it("lists a designer's scans and then archive entries, each A–Z, by their manifests", () => {
    const collection = designerCollection('comme-des-garçons', catalog, context)!;
    expect(collection.id).toBe(`${SITE}/iiif/designers/comme-des-gar%C3%A7ons/collection.json`);
    expect(collection.label).toEqual({ none: ['Comme des Garçons'] });
    expect(collection.items.map((item) => [item.type, item.id])).toEqual([
      ['Manifest', `${SITE}/iiif/scans/second/manifest.json`],
      ['Manifest', `${SITE}/iiif/scans/abc123scan/manifest.json`],
      ['Manifest', `${SITE}/iiif/archives/def456archive/manifest.json`],
    ]);
    expect(collection.homepage[0].id).toBe(`${SITE}/scans/comme-des-gar%C3%A7ons`);
    expect(parse(collection).warnings).toEqual([]);
    expect(Object.keys(parse(collection).normalized.entities.Manifest)).toHaveLength(3);
  });

  it('lists numbered titles in numeric order', () => {
    const issues = [1, 10, 11, 12, 2].map((n) => ({ ...scan, documentId: `six${n}`, title: `Six Issue ${n}` }));
    const collection = designerCollection('comme-des-garçons', { scans: issues, archives: [] }, context)!;
    expect(collection.items.map((item) => item.label.none[0])).toEqual([1, 2, 10, 11, 12].map((n) => `Six Issue ${n}`));
  });

  it('has no collection for a designer the library does not hold', () => {
    expect(designerCollection('nobody', catalog, context)).toBeUndefined();
  });

  it('lists every designer once in the top collection, A–Z', () => {
    const collection = libraryCollection(catalog, context);
    expect(collection.id).toBe(`${SITE}/iiif/collection.json`);
    expect(collection.label).toEqual({ none: ['Folio'] });
    expect(collection.items.map((item) => [item.type, item.label.none[0]])).toEqual([
      ['Collection', 'A.P.C.'],
      ['Collection', 'Comme des Garçons'],
    ]);
    expect(parse(collection).warnings).toEqual([]);
  });
});

describe('image requests', () => {
  it('names media types by extension', () => {
    expect(imageFormat('/uploads/a.JPEG')).toBe('image/jpeg');
    expect(imageFormat('/uploads/a.webp?v=1')).toBe('image/webp');
    expect(imageFormat('/uploads/a.jpg', 'image/png')).toBe('image/png');
    expect(imageFormat('/uploads/a.png', 'not a type')).toBe('image/png');
  });

  it('accepts the tiles sharp writes and refuses anything else', () => {
    expect(isIiifTileRequest('0,512,512,512', '512,512', '0', 'default.jpg')).toBe(true);
    expect(isIiifTileRequest('full', '325,450', '0', 'default.jpg')).toBe(true);
    expect(isIiifTileRequest('full', 'max', '0', 'default.jpg')).toBe(true);
    for (const [region, size, rotation, file] of [
      ['..', '512,512', '0', 'default.jpg'],
      ['full', '512,512', '90', 'default.jpg'],
      ['full', '512,512', '0', 'default.jpg.exe'],
      ['full', '%2e%2e', '0', 'default.jpg'],
      ['0,0,1,1', '9999999,1', '0', 'default.jpg'],
      ['full', '512,512', '0', '../info.json'],
    ])
      expect(isIiifTileRequest(region, size, rotation, file)).toBe(false);
  });
});
