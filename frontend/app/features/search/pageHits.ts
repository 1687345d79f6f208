/** Entries found by words on their pages, after (and apart from) those found by title or designer. */
import type { ArchiveEntry, Image, Scan } from '@folio/core';
import { pageCropUrl } from '../../lib/media/pageRegion';
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

/** One entry's matching pages, in page order: those the CMS listed, of `pagesFound` in all. */
export interface PageHitGroup {
  key: string;
  kind: 'scans' | 'archives';
  title: string;
  designerOrBrand: string;
  pages: PageHitItem[];
  pagesFound: number;
}

export interface PageHitCatalog {
  scans: readonly Scan[];
  archives: readonly ArchiveEntry[];
}

/** The thumbnails' shape (width over height), as the results list and the dropdown draw them. */
export const PAGE_THUMBNAIL = { width: 64, height: 88 } as const;
// Twice the drawn height, for screens of two pixels per CSS pixel.
const THUMBNAIL_PIXELS = PAGE_THUMBNAIL.height * 2;

const coverThumbnail = (cover: Image | null) => cover?.formats?.thumbnail?.url ?? cover?.url ?? null;

/** The page around the first matching word; the cover when the page is unknown. */
function thumbnailOf(entry: Scan | ArchiveEntry, hit: PageTextHit): string | null {
  const images = 'pages' in entry ? entry.pages : entry.images;
  const image = images?.[hit.page - 1];
  if (!image) return coverThumbnail(entry.cover);
  return pageCropUrl(image, hit.boxes?.[0], THUMBNAIL_PIXELS, PAGE_THUMBNAIL.width / PAGE_THUMBNAIL.height);
}

/** The reader's address at a page with a search in it (page 1 is the bare address, as the reader writes it). */
export function readerPath(path: string, page: number, query: string): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  params.set('q', query);
  return `${path}?${params}`;
}

/**
 * The hits grouped by entry, entries in the CMS's order and each one's pages in page order: hits of entries the
 * catalog does not hold (not published) and of entries already listed (`listed`: documentIds found by title or
 * designer) are left out, and at most `most` entries kept.
 */
export function pageHitGroups(
  hits: readonly PageTextHit[],
  catalog: PageHitCatalog,
  listed: ReadonlySet<string>,
  query: string,
  most: number,
): PageHitGroup[] {
  const groups = new Map<string, { group: PageHitGroup; entry: Scan | ArchiveEntry }>();
  for (const hit of hits) {
    if (listed.has(hit.documentId)) continue;
    const key = `${hit.kind}-${hit.documentId}`;
    let found = groups.get(key);
    if (!found) {
      if (groups.size >= most) continue;
      const entries: readonly (Scan | ArchiveEntry)[] = hit.kind === 'archives' ? catalog.archives : catalog.scans;
      const entry = entries.find((candidate) => candidate.documentId === hit.documentId);
      if (!entry) continue;
      const { title, designerOrBrand } = entry;
      found = { entry, group: { key, kind: hit.kind, title, designerOrBrand, pages: [], pagesFound: 0 } };
      groups.set(key, found);
    }
    const { group, entry } = found;
    group.pagesFound = Math.max(group.pagesFound, hit.pagesFound ?? 1);
    if (group.pages.some((item) => item.page === hit.page)) continue;
    group.pages.push({
      key: `${key}-${hit.page}`,
      kind: hit.kind,
      title: group.title,
      designerOrBrand: group.designerOrBrand,
      page: hit.page,
      snippet: hit.snippet,
      path: readerPath(entry.path, hit.page, query),
      thumbnailUrl: thumbnailOf(entry, hit),
    });
  }
  return [...groups.values()].map(({ group }) => ({
    ...group,
    pages: group.pages.sort((a, b) => a.page - b.page),
    pagesFound: Math.max(group.pagesFound, group.pages.length),
  }));
}

/** One link per entry, at its first matching page (the dropdown's short list). */
export const pageHitItems = (...args: Parameters<typeof pageHitGroups>): PageHitItem[] =>
  pageHitGroups(...args).map((group) => group.pages[0]);

/** "page 12" (scans) or "image 3" (an archive's gallery). */
export const whereLabel = (item: Pick<PageHitItem, 'kind' | 'page'>) =>
  `${item.kind === 'archives' ? 'image' : 'page'} ${item.page}`;

/** Pages of an entry shown at first on the results page; the others are behind "n more pages". */
export const PAGES_SHOWN = 3;

/** "3 matching pages", "1 more image". */
export const morePagesLabel = (kind: PageHitItem['kind'], count: number, adjective: 'more' | 'matching') =>
  `${count} ${adjective} ${kind === 'archives' ? 'image' : 'page'}${count === 1 ? '' : 's'}`;

/** The heading of the page hits, in the dropdown and on the results page. */
export const PAGE_HITS_LABEL = 'Found on their pages';
