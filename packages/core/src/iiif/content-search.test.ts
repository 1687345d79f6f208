import { normalize } from '@iiif/parser';
import { upgrade } from '@iiif/parser/upgrader';
import type { Image, Scan } from '../entities';
import { pageTextTerms } from '../page-text';
import {
  autocompleteTermList1,
  autocompleteTermPage,
  canvasRegion,
  contentSearchList1,
  contentSearchPage,
  IIIF_SEARCH_CONTEXT,
  snippetMatch,
} from './content-search';
import { entryManifest } from './manifests';

const SITE = 'https://folio.example';
const image = (name: string, width = 2000, height = 3000): Image => ({
  url: `/uploads/${name}.jpg`,
  width,
  height,
  alternativeText: null,
  formats: {},
  deepZoom: null,
});
const scan: Scan = {
  id: '7',
  documentId: 'abc123scan',
  title: 'Six Issue 10',
  yearPublished: 1991,
  designerOrBrand: 'Comme des Garçons',
  designerorbrand: { title: 'Comme des Garçons', slug: 'comme-des-garcons' },
  collectionsFeatured: '',
  coverImgSrc: '/uploads/p1.jpg',
  cover: image('p1'),
  updatedAt: '2025-01-10T10:00:00.000Z',
  path: '/scans/comme-des-garcons/six-issue-10',
  description: '',
  // Page 2 has no size: it has no canvas, and page 3 is drawn on canvas 2.
  pages: [image('p1'), image('p2', 0, 0), image('p3', 1000, 500)],
};
const settings = { siteName: 'Folio', description: '' };
const service = `${SITE}/iiif/search/scans/abc123scan`;

describe('contentSearchPage', () => {
  const hits = [
    { page: 1, snippet: 'Comme des Garçons', boxes: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.05 }] },
    { page: 2, snippet: 'no canvas', boxes: [{ x: 0, y: 0, w: 1, h: 1 }] },
    {
      page: 3,
      snippet: '…Garçons again',
      boxes: [
        { x: 0.5, y: 0.5, w: 0.1, h: 0.1 },
        { x: 0.99, y: 0.99, w: 0.5, h: 0.5 },
      ],
    },
  ];
  const answer = contentSearchPage('scans', scan, { id: `${service}?q=garcons`, siteUrl: SITE }, hits);

  it('highlights each word’s box on the manifest’s own canvas, in canvas pixels', () => {
    const manifest = entryManifest('scans', scan, { siteUrl: SITE, settings });
    expect(manifest.service[0]).toMatchObject({ id: service, type: 'SearchService2' });
    const [canvas1, canvas2] = manifest.items;
    expect(answer['@context']).toBe(IIIF_SEARCH_CONTEXT);
    expect(answer.type).toBe('AnnotationPage');
    expect(answer.id).toBe(`${service}?q=garcons`);
    expect(answer.items.map((item) => item.target)).toEqual([
      `${canvas1.id}#xywh=200,600,600,150`,
      `${canvas2.id}#xywh=500,250,100,50`,
      // A box running off the page is cut at its edge.
      `${canvas2.id}#xywh=990,495,10,5`,
    ]);
    expect(answer.items.every((item) => item.motivation === 'highlighting' && item.type === 'Annotation')).toBe(true);
    expect(answer.items[0].body).toEqual({ type: 'TextualBody', value: 'Comme des Garçons', format: 'text/plain' });
    expect(new Set(answer.items.map((item) => item.id)).size).toBe(3);
    expect(answer).not.toHaveProperty('ignored');
  });

  it('is an empty page for a miss, and lists the parameters it ignored', () => {
    const miss = contentSearchPage(
      'scans',
      scan,
      { id: `${service}?q=xyzzy&user=x`, siteUrl: SITE, ignored: ['user'] },
      [],
    );
    expect(miss).toEqual({
      '@context': IIIF_SEARCH_CONTEXT,
      id: `${service}?q=xyzzy&user=x`,
      type: 'AnnotationPage',
      ignored: ['user'],
      items: [],
    });
  });

  it('reads as a Presentation 3 AnnotationPage with @iiif/parser, each target a region of a canvas', () => {
    const { entities, resource } = normalize(structuredClone(answer) as never) as unknown as {
      resource: { id: string; type: string };
      entities: {
        AnnotationPage: Record<string, { items: { id: string; type: string }[] }>;
        Annotation: Record<
          string,
          {
            motivation: string[];
            target: { type: string; source: { id: string; type: string }; selector: { type: string; value: string } };
          }
        >;
      };
    };
    expect(resource).toMatchObject({ id: answer.id, type: 'AnnotationPage' });
    const annotations = entities.AnnotationPage[answer.id].items.map((item) => entities.Annotation[item.id]);
    expect(annotations).toHaveLength(3);
    expect(annotations[0].motivation).toEqual(['highlighting']);
    expect(annotations[0].target).toMatchObject({
      type: 'SpecificResource',
      source: { id: `${SITE}/iiif/scans/abc123scan/canvas/1`, type: 'Canvas' },
      selector: { type: 'FragmentSelector', value: 'xywh=200,600,600,150' },
    });
  });
});

describe('contentSearchList1', () => {
  const hits = [
    { page: 1, snippet: '…the Comme des Garçons coat…', boxes: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.05 }] },
    { page: 3, snippet: 'Garçons again', boxes: [] },
  ];
  const id = `${SITE}/iiif/search/1/scans/abc123scan?q=garcons&user=x`;
  const list = contentSearchList1('scans', scan, { id, siteUrl: SITE, ignored: ['user'], words: ['garcons'] }, hits);

  it('answers the same boxes as Search 1.0 annotations with hits that split the snippet at the match', () => {
    const manifest = entryManifest('scans', scan, { siteUrl: SITE, settings });
    expect(list['@context']).toEqual([
      'http://iiif.io/api/presentation/2/context.json',
      'http://iiif.io/api/search/1/context.json',
    ]);
    expect(list).toMatchObject({ '@id': id, '@type': 'sc:AnnotationList' });
    expect(list.within).toEqual({ '@type': 'sc:Layer', total: 1, ignored: ['user'] });
    expect(list.resources).toEqual([
      {
        '@id': `${SITE}/iiif/search/1/scans/abc123scan/annotation/1-1?q=garcons&user=x`,
        '@type': 'oa:Annotation',
        motivation: 'sc:painting',
        resource: { '@type': 'cnt:ContentAsText', chars: '…the Comme des Garçons coat…' },
        on: `${manifest.items[0].id}#xywh=200,600,600,150`,
      },
    ]);
    // A page whose corrected text matched with no box of its own has nothing to point at.
    expect(list.hits).toEqual([
      {
        '@type': 'search:Hit',
        annotations: [list.resources[0]['@id']],
        before: '…the Comme des ',
        match: 'Garçons',
        after: ' coat…',
      },
    ]);
  });

  it("reads as a Presentation 2 annotation list with @iiif/parser's upgrader", () => {
    const upgraded = upgrade(structuredClone(list) as never) as unknown as {
      type: string;
      items: { motivation: string[] | string; target: string | { id?: string; source?: { id: string } } }[];
    };
    expect(upgraded.type).toBe('AnnotationPage');
    expect(upgraded.items).toHaveLength(1);
    expect(JSON.stringify(upgraded.items[0].target)).toContain(`${SITE}/iiif/scans/abc123scan/canvas/1`);
  });

  it('finds no match in a snippet without the word', () => {
    expect(snippetMatch(['velvet'], 'Comme des Garçons')).toEqual({});
  });
});

describe('autocomplete', () => {
  const texts = ['Paris. Harris tweed, Paris', 'PARIS Parisian parka', 'Comme des Garçons; garcons'];
  const search = `${SITE}/iiif/search/scans/abc123scan`;

  it("lists the texts' words that begin with the prefix, most frequent first, as printed", () => {
    expect(pageTextTerms(texts, 'par', 10)).toEqual([
      { match: 'Paris', count: 3 },
      { match: 'Parisian', count: 1 },
      { match: 'parka', count: 1 },
    ]);
    expect(pageTextTerms(texts, 'GARÇ', 10)).toEqual([{ match: 'Garçons', count: 2 }]);
    expect(pageTextTerms(texts, 'par', 1)).toHaveLength(1);
    expect(pageTextTerms(texts, '…', 10)).toEqual([]);
  });

  it('answers a 2.0 TermPage and a 1.0 TermList, each term linked to its search', () => {
    const terms = pageTextTerms(texts, 'garc', 10);
    expect(autocompleteTermPage({ id: `${SITE}/iiif/autocomplete/scans/abc123scan?q=garc`, search }, terms)).toEqual({
      '@context': IIIF_SEARCH_CONTEXT,
      id: `${SITE}/iiif/autocomplete/scans/abc123scan?q=garc`,
      type: 'TermPage',
      items: [{ value: 'Garçons', total: 2 }],
    });
    expect(
      autocompleteTermList1({ id: `${SITE}/iiif/autocomplete/1/x?q=garc&min=2`, search, ignored: ['min'] }, terms),
    ).toEqual({
      '@context': 'http://iiif.io/api/search/1/context.json',
      '@id': `${SITE}/iiif/autocomplete/1/x?q=garc&min=2`,
      '@type': 'search:TermList',
      ignored: ['min'],
      terms: [{ match: 'Garçons', url: `${search}?q=Gar%C3%A7ons`, count: 2 }],
    });
  });
});

it('canvasRegion keeps at least one pixel on the canvas', () => {
  expect(canvasRegion({ x: 0.5, y: 0.5, w: 0, h: 0 }, 100, 100)).toBe('xywh=50,50,1,1');
  expect(canvasRegion({ x: -0.1, y: 1.2, w: 0.2, h: 0.1 }, 100, 100)).toBe('xywh=0,99,20,1');
});
