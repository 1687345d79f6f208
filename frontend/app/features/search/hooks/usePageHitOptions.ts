import type { Article, ArchiveEntry, Scan, SearchIndex } from '@folio/core';
import { useMemo } from 'react';
import useSWR from 'swr';
import { DROPDOWN_PAGE_HITS, pageTextSearchPath, type PageTextHit } from '../api/pageTextSearch';
import type { SearchOption } from '../searchOptions';
import { useDebouncedValue } from './useDebouncedValue';
import type { SearchKit } from './useSearchIndex';

/** Typing pauses this long before the pages are searched: one request per word typed, not per key. */
export const PAGE_HITS_DEBOUNCE_MS = 250;
const NO_OPTIONS: SearchOption[] = [];
const NO_HITS: PageTextHit[] = [];

interface PageHitOptionsInput {
  kit: SearchKit | null;
  index: SearchIndex<Scan, ArchiveEntry, Article> | null;
  catalog: { scans: Scan[]; archives: ArchiveEntry[] };
  /** The query as typed (the reader's `?q=` of each link) and its words after text handling. */
  query: string;
  words: string[];
}

/**
 * The dropdown's entries found by words on their pages, after its own results: the CMS searches the page
 * text (the browser never downloads it) once the query has words and typing has paused; entries already
 * found by title or designer are left out, and at most DROPDOWN_PAGE_HITS are shown.
 */
export function usePageHitOptions({ kit, index, catalog, query, words }: PageHitOptionsInput): SearchOption[] {
  const wordsText = words.join(' ');
  const settledWords = useDebouncedValue(wordsText, PAGE_HITS_DEBOUNCE_MS);
  const key = kit && wordsText && settledWords === wordsText ? pageTextSearchPath(wordsText, DROPDOWN_PAGE_HITS) : null;
  const { data } = useSWR<{ data: PageTextHit[] }>(key);
  const hits = (key && data?.data) || NO_HITS;
  return useMemo(() => {
    if (!kit || !index || hits.length === 0) return NO_OPTIONS;
    const found = index.search(query);
    const listed = new Set([...found.scans, ...found.archives].map((entry) => entry.documentId));
    return kit.pageHitOptions(kit.pageHitItems(hits, catalog, listed, query.trim(), DROPDOWN_PAGE_HITS));
    // The catalog's lists are stable until they change (SWR), so the object itself need not be.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, index, hits, query, catalog.scans, catalog.archives]);
}
