// Asked through the site's /api relay, so the browser never downloads page text.
import type { PageBox } from '@folio/core';

export const DROPDOWN_PAGE_HITS = 3;
export const RESULTS_PAGE_HITS = 10;
/** Matching pages asked for per entry on the results page; the reader's own search lists the rest. */
export const RESULTS_PAGES_PER_ENTRY = 12;
// Entries already found by title or designer are left out, so a few more are asked for than are shown.
const HITS_ASKED_EXTRA = 5;

/** One matching page; the CMS lists an entry's pages together, in page order. */
export interface PageTextHit {
  kind: 'scans' | 'archives';
  documentId: string;
  page: number;
  snippet: string;
  /** The matching words on the page, as fractions of its width and height. */
  boxes?: PageBox[];
  /** How many of the entry's pages match, of which the answer lists the first few. */
  pagesFound?: number;
}

export const pageTextSearchPath = (words: string, shown: number, pagesPerEntry = 1) =>
  `/api/page-texts/search?${new URLSearchParams({
    q: words,
    limit: String(shown + HITS_ASKED_EXTRA),
    ...(pagesPerEntry > 1 ? { pages: String(pagesPerEntry) } : {}),
  })}`;
