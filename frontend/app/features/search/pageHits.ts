/** Entries found by words on their pages, after (and apart from) those found by title or designer. */
import type { ArchiveEntry, Image, Scan } from '@folio/core';
import type { PageTextHit } from './api/pageTextSearch';

export interface PageHitItem {
  key: string;
  kind: 'scans' | 'archives';
  title: string;
  designerOrBrand: string;
  page: number;
  snippet: string;
  /** The entry's reader at the page, with the words highlighted: `/scans/…/…?page=12&q=…`. */
  path: string;
  thumbnailUrl: string | null;
}

export interface PageHitCatalog {
  scans: readonly Scan[];
  archives: readonly ArchiveEntry[];
}

const thumbnailOf = (cover: Image | null) => cover?.formats?.thumbnail?.url ?? cover?.url ?? null;

/** The reader's address at a page with a search in it (page 1 is the bare address, as the reader writes it). */
export function readerPath(path: string, page: number, query: string): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  params.set('q', query);
  return `${path}?${params}`;
}

/**
 * The hits as links to their entries, in the CMS's order: hits of entries the catalog does not hold (not
 * published) and of entries already listed (`listed`: documentIds found by title or designer) are left out.
 */
export function pageHitItems(
  hits: readonly PageTextHit[],
  catalog: PageHitCatalog,
  listed: ReadonlySet<string>,
  query: string,
  most: number,
): PageHitItem[] {
  const items: PageHitItem[] = [];
  for (const hit of hits) {
    if (items.length >= most) break;
    if (listed.has(hit.documentId)) continue;
    const entries: readonly (Scan | ArchiveEntry)[] = hit.kind === 'archives' ? catalog.archives : catalog.scans;
    const entry = entries.find((candidate) => candidate.documentId === hit.documentId);
    if (!entry || items.some((item) => item.key === `${hit.kind}-${entry.documentId}`)) continue;
    items.push({
      key: `${hit.kind}-${entry.documentId}`,
      kind: hit.kind,
      title: entry.title,
      designerOrBrand: entry.designerOrBrand,
      page: hit.page,
      snippet: hit.snippet,
      path: readerPath(entry.path, hit.page, query),
      thumbnailUrl: thumbnailOf(entry.cover),
    });
  }
  return items;
}

/** "page 12" (scans) or "image 3" (an archive's gallery). */
export const whereLabel = (item: Pick<PageHitItem, 'kind' | 'page'>) =>
  `${item.kind === 'archives' ? 'image' : 'page'} ${item.page}`;

/** The heading of the page hits, in the dropdown and on the results page. */
export const PAGE_HITS_LABEL = 'Found on their pages';
