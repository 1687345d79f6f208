/** IIIF Content Search 2.0: the CMS's hits inside an entry as annotations on the manifest's canvases (record 171). */
import {
  apiError,
  contentSearchPage,
  IIIF_SEARCH_CONTENT_TYPE,
  IIIF_SEARCH_IGNORED_PARAMETERS,
  IIIF_SEARCH_MOTIVATION,
  iiifPaths,
  SEARCH_QUERY_MAX_LENGTH,
  type ArchiveEntry,
  type IiifEntryKind,
  type PageSearchHit,
  type Scan,
} from '@folio/core';
import { content } from '../../../lib/content/content.server';
import { loadContent } from '../../../lib/content/loaders.server';
import { cmsUrl, publicSiteUrl } from '../../../lib/env.server';
import { sharedResponse } from '../../../lib/http/sharedPage.server';

const CMS_TIMEOUT_MS = 5_000;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

const refuse = (status: number, name: string, message: string) => json(status, apiError(status, name, message));

async function findEntry(kind: IiifEntryKind, documentId: string): Promise<Scan | ArchiveEntry | undefined> {
  const entries = await loadContent<(Scan | ArchiveEntry)[]>(() =>
    kind === 'scans' ? content.scans() : content.archives(),
  );
  return entries.find((entry) => entry.documentId === documentId);
}

async function hitsFromCms(kind: IiifEntryKind, documentId: string, q: string): Promise<PageSearchHit[] | Response> {
  const path = `/api/page-texts/${kind}/${encodeURIComponent(documentId)}/search?q=${encodeURIComponent(q)}`;
  try {
    const response = await fetch(`${cmsUrl()}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    if (response.status === 404) return refuse(404, 'NotFoundError', 'Not Found');
    if (response.status === 400) return refuse(400, 'ValidationError', 'The search was refused');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return ((await response.json()) as { data: { hits: PageSearchHit[] } }).data.hits;
  } catch (error) {
    console.error(`[site] IIIF search: ${error instanceof Error ? error.message : String(error)}`);
    return refuse(502, 'BadGatewayError', 'The content service is unreachable.');
  }
}

/** /iiif/search/scans/<documentId>?q= and /iiif/search/archives/<documentId>?q= */
export async function entrySearchResponse(request: Request, kind: IiifEntryKind, documentId: string) {
  const params = new URL(request.url).searchParams;
  const queries = params.getAll('q');
  const q = queries[0] ?? '';
  if (queries.length !== 1 || q.trim() === '')
    return refuse(400, 'ValidationError', 'Give the words to search for as q');
  if (q.length > SEARCH_QUERY_MAX_LENGTH) {
    return refuse(400, 'ValidationError', `q is longer than ${SEARCH_QUERY_MAX_LENGTH} characters`);
  }
  const entry = await findEntry(kind, documentId);
  if (!entry) return refuse(404, 'NotFoundError', 'Not Found');

  // Every annotation highlights: a search for other motivations finds none.
  const motivations = params.get('motivation')?.split(/\s+/).filter(Boolean) ?? [];
  const highlighting = motivations.length === 0 || motivations.includes(IIIF_SEARCH_MOTIVATION);
  const hits = highlighting ? await hitsFromCms(kind, documentId, q) : [];
  if (hits instanceof Response) return hits;

  const siteUrl = publicSiteUrl();
  const id = `${iiifPaths.search(siteUrl, kind, documentId)}?${params.toString()}`;
  const ignored = IIIF_SEARCH_IGNORED_PARAMETERS.filter((name) => params.has(name));
  const body = JSON.stringify(contentSearchPage(kind, entry, { id, siteUrl, ignored }, hits));
  return sharedResponse(request, body, IIIF_SEARCH_CONTENT_TYPE);
}
