/**
 * The library-wide search over the pages' recognised text (the CMS's /api/page-texts/search): one hit per
 * entry, its best page. The browser asks it through the site's /api relay, so it never downloads page text.
 */

/** The dropdown's page hits come after its own results: a few are enough to show that the words are there. */
export const DROPDOWN_PAGE_HITS = 3;
/** The results page lists more of them. */
export const RESULTS_PAGE_HITS = 10;
/**
 * Hits asked for beyond those shown: entries already found by title or designer are left out, so a few more
 * are asked for than are shown.
 */
const HITS_ASKED_EXTRA = 5;

export interface PageTextHit {
  kind: 'scans' | 'archives';
  documentId: string;
  page: number;
  snippet: string;
}

export const pageTextSearchPath = (words: string, shown: number) =>
  `/api/page-texts/search?${new URLSearchParams({ q: words, limit: String(shown + HITS_ASKED_EXTRA) })}`;
