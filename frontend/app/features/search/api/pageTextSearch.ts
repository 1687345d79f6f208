// Asked through the site's /api relay, so the browser never downloads page text.
export const DROPDOWN_PAGE_HITS = 3;
export const RESULTS_PAGE_HITS = 10;
// Entries already found by title or designer are left out, so a few more are asked for than are shown.
const HITS_ASKED_EXTRA = 5;

export interface PageTextHit {
  kind: 'scans' | 'archives';
  documentId: string;
  page: number;
  snippet: string;
}

export const pageTextSearchPath = (words: string, shown: number) =>
  `/api/page-texts/search?${new URLSearchParams({ q: words, limit: String(shown + HITS_ASKED_EXTRA) })}`;
