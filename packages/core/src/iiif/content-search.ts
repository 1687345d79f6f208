// Canvases are named exactly as the manifest names them (`pageCanvases`), so any viewer that opened it draws the hits.
import type { ArchiveEntry, Scan } from '../entities.js';
import type { PageBox } from '../page-text/index.js';
import { normaliseSearchText } from '../search/normalise.js';
import { pageCanvases } from './manifests.js';
import { IIIF_SEARCH1_CONTEXT, type IiifEntryKind } from './paths.js';

export const IIIF_SEARCH_CONTEXT = 'http://iiif.io/api/search/2/context.json';

export const IIIF_SEARCH_CONTENT_TYPE = `application/ld+json;profile="${IIIF_SEARCH_CONTEXT}"`;

export const IIIF_SEARCH1_CONTENT_TYPE = `application/ld+json;profile="${IIIF_SEARCH1_CONTEXT}"`;

const PRESENTATION2_CONTEXT = 'http://iiif.io/api/presentation/2/context.json';

/** How many terms an autocomplete answer lists at most. */
export const IIIF_AUTOCOMPLETE_LIMIT = 20;

export const IIIF_SEARCH_IGNORED_PARAMETERS = ['date', 'user'] as const;

export const IIIF_SEARCH_MOTIVATION = 'highlighting';

export interface PageSearchHit {
  page: number;
  snippet: string;
  boxes: PageBox[];
}

export interface SearchAnnotation {
  id: string;
  type: 'Annotation';
  motivation: typeof IIIF_SEARCH_MOTIVATION;
  body: { type: 'TextualBody'; value: string; format: 'text/plain' };
  target: string;
}

export interface SearchAnnotationPage {
  '@context': typeof IIIF_SEARCH_CONTEXT;
  id: string;
  type: 'AnnotationPage';
  ignored?: string[];
  items: SearchAnnotation[];
}

export function canvasRegion(box: PageBox, width: number, height: number): string {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const x = clamp(Math.round(box.x * width), width - 1);
  const y = clamp(Math.round(box.y * height), height - 1);
  const w = clamp(Math.max(1, Math.round(box.w * width)), width - x);
  const h = clamp(Math.max(1, Math.round(box.h * height)), height - y);
  return `xywh=${x},${y},${w},${h}`;
}

export interface ContentSearchRequest {
  id: string;
  siteUrl: string;
  ignored?: string[];
  /** The query's handled words, which find the matched word in a snippet for Search 1.0's hits. */
  words?: readonly string[];
}

interface Highlight {
  hit: PageSearchHit;
  marks: { id: string; target: string }[];
}

// Hits on a page without a canvas (an image without a size) are left out, as the manifest has nothing to draw them on.
function highlights(
  kind: IiifEntryKind,
  entry: Scan | ArchiveEntry,
  request: ContentSearchRequest,
  hits: readonly PageSearchHit[],
): Highlight[] {
  const canvases = new Map(pageCanvases(kind, entry, request.siteUrl).map((canvas) => [canvas.page, canvas]));
  const [service, query = ''] = request.id.split('?');
  const found: Highlight[] = [];
  for (const hit of hits) {
    const canvas = canvases.get(hit.page);
    if (!canvas) continue;
    const marks = hit.boxes.map((box, index) => ({
      id: `${service}/annotation/${hit.page}-${index + 1}${query ? `?${query}` : ''}`,
      target: `${canvas.id}#${canvasRegion(box, canvas.width, canvas.height)}`,
    }));
    found.push({ hit, marks });
  }
  return found;
}

export function contentSearchPage(
  kind: IiifEntryKind,
  entry: Scan | ArchiveEntry,
  request: ContentSearchRequest,
  hits: readonly PageSearchHit[],
): SearchAnnotationPage {
  const items = highlights(kind, entry, request, hits).flatMap(({ hit, marks }) =>
    marks.map(({ id, target }): SearchAnnotation => ({
      id,
      type: 'Annotation',
      motivation: IIIF_SEARCH_MOTIVATION,
      body: { type: 'TextualBody', value: hit.snippet, format: 'text/plain' },
      target,
    })),
  );
  return {
    '@context': IIIF_SEARCH_CONTEXT,
    id: request.id,
    type: 'AnnotationPage',
    ...(request.ignored?.length ? { ignored: request.ignored } : {}),
    items,
  };
}

export interface SearchHit1 {
  '@type': 'search:Hit';
  annotations: string[];
  match?: string;
  before?: string;
  after?: string;
}

export interface SearchAnnotationList1 {
  '@context': [typeof PRESENTATION2_CONTEXT, typeof IIIF_SEARCH1_CONTEXT];
  '@id': string;
  '@type': 'sc:AnnotationList';
  within: { '@type': 'sc:Layer'; total: number; ignored?: string[] };
  resources: {
    '@id': string;
    '@type': 'oa:Annotation';
    motivation: 'sc:painting';
    resource: { '@type': 'cnt:ContentAsText'; chars: string };
    on: string;
  }[];
  hits: SearchHit1[];
}

/** The snippet split around its first word that holds a query word, as Search 1.0's hits give it. */
export function snippetMatch(
  words: readonly string[],
  snippet: string,
): Pick<SearchHit1, 'match' | 'before' | 'after'> {
  for (const found of snippet.matchAll(/\S+/g)) {
    const handled = normaliseSearchText(found[0]);
    if (handled && words.some((word) => handled.includes(word))) {
      const end = found.index + found[0].length;
      return { before: snippet.slice(0, found.index), match: found[0], after: snippet.slice(end) };
    }
  }
  return {};
}

/** Content Search 1.0, for viewers that read only it (Universal Viewer, Mirador): the same hits as 2.0's. */
export function contentSearchList1(
  kind: IiifEntryKind,
  entry: Scan | ArchiveEntry,
  request: ContentSearchRequest,
  hits: readonly PageSearchHit[],
): SearchAnnotationList1 {
  const found = highlights(kind, entry, request, hits);
  const resources = found.flatMap(({ hit, marks }) =>
    marks.map(({ id, target }) => ({
      '@id': id,
      '@type': 'oa:Annotation' as const,
      motivation: 'sc:painting' as const,
      resource: { '@type': 'cnt:ContentAsText' as const, chars: hit.snippet },
      on: target,
    })),
  );
  return {
    '@context': [PRESENTATION2_CONTEXT, IIIF_SEARCH1_CONTEXT],
    '@id': request.id,
    '@type': 'sc:AnnotationList',
    within: {
      '@type': 'sc:Layer',
      total: resources.length,
      ...(request.ignored?.length ? { ignored: request.ignored } : {}),
    },
    resources,
    hits: found
      .filter(({ marks }) => marks.length > 0)
      .map(({ hit, marks }) => ({
        '@type': 'search:Hit',
        annotations: marks.map((mark) => mark.id),
        ...snippetMatch(request.words ?? [], hit.snippet),
      })),
  };
}

export interface SearchTerm {
  match: string;
  count: number;
}

export interface AutocompleteRequest {
  id: string;
  /** The search service each term's search is asked of. */
  search: string;
  ignored?: string[];
}

const termSearch = (search: string, term: string) => `${search}?q=${encodeURIComponent(term)}`;

export function autocompleteTermPage(request: AutocompleteRequest, terms: readonly SearchTerm[]) {
  return {
    '@context': IIIF_SEARCH_CONTEXT,
    id: request.id,
    type: 'TermPage' as const,
    ...(request.ignored?.length ? { ignored: request.ignored } : {}),
    items: terms.map((term) => ({ value: term.match, total: term.count })),
  };
}

export function autocompleteTermList1(request: AutocompleteRequest, terms: readonly SearchTerm[]) {
  return {
    '@context': IIIF_SEARCH1_CONTEXT,
    '@id': request.id,
    '@type': 'search:TermList' as const,
    ...(request.ignored?.length ? { ignored: request.ignored } : {}),
    terms: terms.map((term) => ({ match: term.match, url: termSearch(request.search, term.match), count: term.count })),
  };
}
