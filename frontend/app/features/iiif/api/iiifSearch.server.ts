/**
 * IIIF Content Search 2.0 and 1.0 (record 171): the CMS's hits inside an entry as annotations on the manifest's
 * canvases, and the words of its pages for autocomplete. 1.0 is answered for the viewers that read only it.
 */
import {
  apiError,
  autocompleteTermList1,
  autocompleteTermPage,
  contentSearchList1,
  contentSearchPage,
  IIIF_AUTOCOMPLETE_LIMIT,
  IIIF_SEARCH1_CONTENT_TYPE,
  IIIF_SEARCH_CONTENT_TYPE,
  IIIF_SEARCH_IGNORED_PARAMETERS,
  IIIF_SEARCH_MOTIVATION,
  iiifPaths,
  SEARCH_QUERY_MAX_LENGTH,
  type ArchiveEntry,
  type IiifEntryKind,
  type PageSearchHit,
  type Scan,
  type SearchTerm,
} from '@folio/core';
import { content } from '../../../lib/content/content.server';
import { loadContent } from '../../../lib/content/loaders.server';
import { cmsUrl, publicSiteUrl } from '../../../lib/env.server';
import { sharedResponse } from '../../../lib/http/sharedPage.server';

const CMS_TIMEOUT_MS = 5_000;

export type IiifSearchVersion = 1 | 2;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

const refuse = (status: number, name: string, message: string) => json(status, apiError(status, name, message));

/** `/iiif/search/[1/]<kind>/…` and `/iiif/autocomplete/[1/]<kind>/…`: the version and kind the path names. */
export function searchAddress(request: Request): { kind: IiifEntryKind; version: IiifSearchVersion } {
  const [, , , maybeVersion, maybeKind] = new URL(request.url).pathname.toLowerCase().split('/');
  const version = maybeVersion === '1' ? 1 : 2;
  const kind = (version === 1 ? maybeKind : maybeVersion) === 'scans' ? 'scans' : 'archives';
  return { kind, version };
}

async function findEntry(kind: IiifEntryKind, documentId: string): Promise<Scan | ArchiveEntry | undefined> {
  const entries = await loadContent<(Scan | ArchiveEntry)[]>(() =>
    kind === 'scans' ? content.scans() : content.archives(),
  );
  return entries.find((entry) => entry.documentId === documentId);
}

async function fromCms<T>(path: string): Promise<T | Response> {
  try {
    const response = await fetch(`${cmsUrl()}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    if (response.status === 404) return refuse(404, 'NotFoundError', 'Not Found');
    if (response.status === 400) return refuse(400, 'ValidationError', 'The search was refused');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  } catch (error) {
    console.error(`[site] IIIF search: ${error instanceof Error ? error.message : String(error)}`);
    return refuse(502, 'BadGatewayError', 'The content service is unreachable.');
  }
}

const entryPath = (kind: IiifEntryKind, documentId: string, what: 'search' | 'terms', q: string) =>
  `/api/page-texts/${kind}/${encodeURIComponent(documentId)}/${what}?q=${encodeURIComponent(q)}`;

/** One q at most, within the length the CMS reads. */
function readQuery(params: URLSearchParams): string | Response {
  const queries = params.getAll('q');
  if (queries.length > 1) return refuse(400, 'ValidationError', 'Give the words to search for as one q');
  const q = queries[0] ?? '';
  if (q.length > SEARCH_QUERY_MAX_LENGTH) {
    return refuse(400, 'ValidationError', `q is longer than ${SEARCH_QUERY_MAX_LENGTH} characters`);
  }
  return q;
}

/** /iiif/search/[1/]scans/<documentId>?q= and /iiif/search/[1/]archives/<documentId>?q= */
export async function entrySearchResponse(request: Request, documentId: string) {
  const { kind, version } = searchAddress(request);
  const params = new URL(request.url).searchParams;
  const q = readQuery(params);
  if (q instanceof Response) return q;
  const entry = await findEntry(kind, documentId);
  if (!entry) return refuse(404, 'NotFoundError', 'Not Found');

  // Every annotation highlights a searched word: a search for other motivations, or for no words (which the spec
  // reads as no restriction), finds none.
  const motivations = params.get('motivation')?.split(/\s+/).filter(Boolean) ?? [];
  const highlighting = motivations.length === 0 || motivations.includes(IIIF_SEARCH_MOTIVATION);
  const found =
    highlighting && q.trim() !== ''
      ? await fromCms<{ words: string[]; hits: PageSearchHit[] }>(entryPath(kind, documentId, 'search', q))
      : { words: [], hits: [] };
  if (found instanceof Response) return found;

  const siteUrl = publicSiteUrl();
  const service = version === 1 ? iiifPaths.search1 : iiifPaths.search;
  const query = params.toString();
  const id = `${service(siteUrl, kind, documentId)}${query ? `?${query}` : ''}`;
  const ignored = IIIF_SEARCH_IGNORED_PARAMETERS.filter((name) => params.has(name));
  const answer = { id, siteUrl, ignored, words: found.words };
  return version === 1
    ? sharedResponse(
        request,
        JSON.stringify(contentSearchList1(kind, entry, answer, found.hits)),
        IIIF_SEARCH1_CONTENT_TYPE,
      )
    : sharedResponse(
        request,
        JSON.stringify(contentSearchPage(kind, entry, answer, found.hits)),
        IIIF_SEARCH_CONTENT_TYPE,
      );
}

const AUTOCOMPLETE_IGNORED_PARAMETERS = ['motivation', 'date', 'user', 'min'] as const;

/** /iiif/autocomplete/[1/]scans/<documentId>?q= and /iiif/autocomplete/[1/]archives/<documentId>?q= */
export async function entryAutocompleteResponse(request: Request, documentId: string) {
  const { kind, version } = searchAddress(request);
  const params = new URL(request.url).searchParams;
  const q = readQuery(params);
  if (q instanceof Response) return q;
  // The spec requires q here: the beginning of the word to complete.
  if (q.trim() === '') return refuse(400, 'ValidationError', 'Give the beginning of a word as q');
  const entry = await findEntry(kind, documentId);
  if (!entry) return refuse(404, 'NotFoundError', 'Not Found');
  const found = await fromCms<{ terms: SearchTerm[] }>(
    `${entryPath(kind, documentId, 'terms', q)}&limit=${IIIF_AUTOCOMPLETE_LIMIT}`,
  );
  if (found instanceof Response) return found;

  const siteUrl = publicSiteUrl();
  const address = version === 1 ? iiifPaths.autocomplete1 : iiifPaths.autocomplete;
  const search = (version === 1 ? iiifPaths.search1 : iiifPaths.search)(siteUrl, kind, documentId);
  const answer = {
    id: `${address(siteUrl, kind, documentId)}?${params.toString()}`,
    search,
    ignored: AUTOCOMPLETE_IGNORED_PARAMETERS.filter((name) => params.has(name)),
  };
  return version === 1
    ? sharedResponse(request, JSON.stringify(autocompleteTermList1(answer, found.terms)), IIIF_SEARCH1_CONTENT_TYPE)
    : sharedResponse(request, JSON.stringify(autocompleteTermPage(answer, found.terms)), IIIF_SEARCH_CONTENT_TYPE);
}
