/**
 * @jest-environment node
 *
 * The IIIF Content Search route (docs/decisions/171): the CMS's hits inside an entry answered as an
 * AnnotationPage on the manifest's own canvases, read back with @iiif/parser, and as a Search 1.0 AnnotationList;
 * an empty page for a miss or no q; the autocomplete services' terms; 400 for a repeated or oversized q, 404 for an
 * entry not in the catalog.
 */
import { normalize } from '@iiif/parser';
import { upgrade } from '@iiif/parser/upgrader';
import { entryManifest, IIIF_SEARCH_CONTEXT, type Scan } from '@folio/core';
import * as fixtures from '../../test/fixtures/catalog';
import { loader as autocompleteLoader } from './iiif-autocomplete';
import { loader } from './iiif-search';
import type { Route } from './+types/iiif-search';

const SITE = 'https://folio.example';
const CMS = 'http://cms.test';
const scan: Scan = fixtures.scans[0];

jest.mock('../lib/content/content.server', () => ({
  content: {
    scans: async () => (await import('../../test/fixtures/catalog')).scans,
    archives: async () => (await import('../../test/fixtures/catalog')).archives,
  },
}));
jest.mock('../lib/env.server', () => ({
  cmsUrl: () => 'http://cms.test',
  publicSiteUrl: () => 'https://folio.example',
}));

const cmsAnswers = new Map<string, { status: number; body: unknown }>();
const asked: string[] = [];
const realFetch = global.fetch;
beforeAll(() => {
  global.fetch = (async (input: string | URL) => {
    const url = String(input);
    asked.push(url);
    const answer = cmsAnswers.get(url) ?? { status: 404, body: { data: null } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});
beforeEach(() => {
  cmsAnswers.clear();
  asked.length = 0;
});

const cmsSearch = (q: string, hits: unknown[], documentId = scan.documentId) =>
  cmsAnswers.set(`${CMS}/api/page-texts/scans/${documentId}/search?q=${encodeURIComponent(q)}`, {
    status: 200,
    body: { data: { query: q, words: [q], hits } },
  });

const search = (query: string, documentId = scan.documentId, kind = 'scans', headers: Record<string, string> = {}) =>
  loader({
    request: new Request(`${SITE}/iiif/search/${kind}/${documentId}?${query}`, { headers }),
    params: { documentId },
  } as unknown as Route.LoaderArgs);

const cmsTerms = (q: string, terms: unknown[], documentId = scan.documentId) =>
  cmsAnswers.set(`${CMS}/api/page-texts/scans/${documentId}/terms?q=${encodeURIComponent(q)}&limit=20`, {
    status: 200,
    body: { data: { query: q, terms } },
  });

const autocomplete = (query: string, path = `scans/${scan.documentId}`) =>
  autocompleteLoader({
    request: new Request(`${SITE}/iiif/autocomplete/${path}?${query}`),
    params: { documentId: path.split('/').pop() },
  } as unknown as Parameters<typeof autocompleteLoader>[0]);

interface Parsed {
  AnnotationPage: Record<string, { items: { id: string }[] }>;
  Annotation: Record<
    string,
    { motivation: string[]; target: { source: { id: string; type: string }; selector: { value: string } } }
  >;
}

it('answers the hits as highlighting annotations on the manifest’s canvases, valid for @iiif/parser', async () => {
  cmsSearch('garcons', [
    { page: 2, snippet: '…Comme des Garçons coat…', boxes: [{ x: 0.25, y: 0.5, w: 0.5, h: 0.1 }] },
  ]);
  const response = await search('q=garcons');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(`application/ld+json;profile="${IIIF_SEARCH_CONTEXT}"`);
  expect(response.headers.get('cache-control')).toBe(
    'public, max-age=0, s-maxage=1, stale-while-revalidate=60, stale-if-error=86400',
  );
  expect(response.headers.get('x-accel-expires')).toMatch(/^@\d+$/);
  const page = await response.json();
  expect(page).toMatchObject({
    '@context': IIIF_SEARCH_CONTEXT,
    id: `${SITE}/iiif/search/scans/${scan.documentId}?q=garcons`,
    type: 'AnnotationPage',
  });

  const manifest = entryManifest('scans', scan, { siteUrl: SITE, settings: { siteName: 'Folio', description: '' } });
  expect(manifest.service[0]).toMatchObject({
    id: `${SITE}/iiif/search/scans/${scan.documentId}`,
    type: 'SearchService2',
  });
  const canvas = manifest.items[1];
  const { entities } = normalize(page) as unknown as { entities: Parsed };
  const annotations = entities.AnnotationPage[page.id].items.map((item) => entities.Annotation[item.id]);
  expect(annotations).toHaveLength(1);
  expect(annotations[0].motivation).toEqual(['highlighting']);
  expect(annotations[0].target.source).toEqual({ id: canvas.id, type: 'Canvas' });
  const [x, y, w, h] = annotations[0].target.selector.value.replace('xywh=', '').split(',').map(Number);
  expect([x, y, w, h]).toEqual([
    Math.round(canvas.width * 0.25),
    Math.round(canvas.height * 0.5),
    Math.round(canvas.width * 0.5),
    Math.round(canvas.height * 0.1),
  ]);

  const etag = response.headers.get('etag')!;
  expect((await search('q=garcons', scan.documentId, 'scans', { 'If-None-Match': etag })).status).toBe(304);
});

it('answers an empty page for a miss, and names the parameters it ignored', async () => {
  cmsSearch('xyzzy', []);
  const page = await (await search('q=xyzzy&user=someone')).json();
  expect(page.items).toEqual([]);
  expect(page.ignored).toEqual(['user']);
  // Only highlighting annotations exist: another motivation finds nothing, without asking the CMS.
  const other = await (await search('q=xyzzy&motivation=painting')).json();
  expect(other.items).toEqual([]);
  expect(asked).toHaveLength(1);
});

it('answers Search 1.0 at the manifest’s 1.0 service: the same boxes as an AnnotationList with its hits', async () => {
  cmsSearch('garcons', [
    { page: 2, snippet: '…Comme des Garçons coat…', boxes: [{ x: 0.25, y: 0.5, w: 0.5, h: 0.1 }] },
  ]);
  const manifest = entryManifest('scans', scan, { siteUrl: SITE, settings: { siteName: 'Folio', description: '' } });
  const service = manifest.service[1];
  expect(service.profile).toBe('http://iiif.io/api/search/1/search');
  const response = await loader({
    request: new Request(`${service['@id']}?q=garcons&date=2020`),
    params: { documentId: scan.documentId },
  } as unknown as Route.LoaderArgs);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(
    'application/ld+json;profile="http://iiif.io/api/search/1/context.json"',
  );
  const list = await response.json();
  expect(list).toMatchObject({
    '@id': `${service['@id']}?q=garcons&date=2020`,
    '@type': 'sc:AnnotationList',
    within: { '@type': 'sc:Layer', total: 1, ignored: ['date'] },
  });
  const canvas = manifest.items[1];
  expect(list.resources[0].on).toBe(
    `${canvas.id}#xywh=${Math.round(canvas.width * 0.25)},${Math.round(canvas.height * 0.5)},${Math.round(canvas.width * 0.5)},${Math.round(canvas.height * 0.1)}`,
  );
  expect(list.hits).toEqual([
    {
      '@type': 'search:Hit',
      annotations: [list.resources[0]['@id']],
      before: '…Comme des ',
      match: 'Garçons',
      after: ' coat…',
    },
  ]);
  const upgraded = upgrade(list) as unknown as { type: string; items: unknown[] };
  expect(upgraded.type).toBe('AnnotationPage');
  expect(upgraded.items).toHaveLength(1);
});

it('answers a search without q, which restricts nothing, with an empty page and asks the CMS nothing', async () => {
  for (const query of ['', 'q=', 'q=%20', 'motivation=highlighting']) {
    const response = await search(query);
    expect([query, response.status]).toEqual([query, 200]);
    const page = await response.json();
    expect(page).toMatchObject({ '@context': IIIF_SEARCH_CONTEXT, type: 'AnnotationPage', items: [] });
  }
  expect((await (await search('')).json()).id).toBe(`${SITE}/iiif/search/scans/${scan.documentId}`);
  expect(asked).toEqual([]);
});

it('completes a word from the entry’s pages, in 2.0 and 1.0, each term linked to its search', async () => {
  cmsTerms('gar', [{ match: 'Garçons', count: 3 }]);
  const manifest = entryManifest('scans', scan, { siteUrl: SITE, settings: { siteName: 'Folio', description: '' } });
  const [search2, search1] = manifest.service;
  expect(search2.service[0].id).toBe(`${SITE}/iiif/autocomplete/scans/${scan.documentId}`);
  const page = await (await autocomplete('q=gar&min=2')).json();
  expect(page).toEqual({
    '@context': IIIF_SEARCH_CONTEXT,
    id: `${search2.service[0].id}?q=gar&min=2`,
    type: 'TermPage',
    ignored: ['min'],
    items: [{ value: 'Garçons', total: 3 }],
  });
  expect(search1.service['@id']).toBe(`${SITE}/iiif/autocomplete/1/scans/${scan.documentId}`);
  const list = await (await autocomplete('q=gar', `1/scans/${scan.documentId}`)).json();
  expect(list).toEqual({
    '@context': 'http://iiif.io/api/search/1/context.json',
    '@id': `${search1.service['@id']}?q=gar`,
    '@type': 'search:TermList',
    terms: [{ match: 'Garçons', url: `${search1['@id']}?q=Gar%C3%A7ons`, count: 3 }],
  });
  for (const query of ['', 'q=', 'q=a&q=b', `q=${'a'.repeat(201)}`]) {
    const response = await autocomplete(query);
    expect([query, response.status]).toEqual([query, 400]);
  }
  expect((await autocomplete('q=a', 'scans/nosuchentry')).status).toBe(404);
});

it('refuses a repeated or oversized q with a 400, and an entry not in the catalog with a 404', async () => {
  for (const query of [`q=${'a'.repeat(201)}`, 'q=a&q=b']) {
    const response = await search(query);
    expect([query, response.status]).toEqual([query, 400]);
    expect((await response.json()).error.name).toBe('ValidationError');
  }
  expect((await search('q=a', 'nosuchentry')).status).toBe(404);
  // A scan's documentId is no archive entry's.
  expect((await search('q=a', scan.documentId, 'archives')).status).toBe(404);
  expect(asked).toEqual([]);
});

it('answers 502 when the CMS cannot be read', async () => {
  cmsAnswers.set(`${CMS}/api/page-texts/scans/${scan.documentId}/search?q=boom`, { status: 500, body: {} });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect((await search('q=boom')).status).toBe(502);
  error.mockRestore();
});
