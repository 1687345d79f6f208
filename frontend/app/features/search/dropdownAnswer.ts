/** What the dropdown shows for a query, built from the catalogs (on the site server, see api/searchSuggest.server.ts). */
import {
  searchIndexFor,
  searchWithSuggestion,
  SEARCH_RESULTS_PER_CATEGORY,
  type Article,
  type ArchiveEntry,
  type Scan,
} from '@folio/core';
import { DROPDOWN_PAGE_HITS, type PageTextHit } from './api/pageTextSearch';
import type { DropdownAnswer } from './api/searchSuggest';
import { pageHitItems } from './pageHits';
import { pageHitOptions, searchOptions } from './searchOptions';

export interface DropdownCatalog {
  scans: Scan[];
  archives: ArchiveEntry[];
  articles: Article[];
}

export function dropdownAnswer(catalog: DropdownCatalog, key: string, hits: readonly PageTextHit[]): DropdownAnswer {
  const answer = searchWithSuggestion(catalog, key, { limit: SEARCH_RESULTS_PER_CATEGORY });
  let pageOptions: DropdownAnswer['options'] = [];
  if (hits.length > 0) {
    // Entries found by title or designer are left out of the page hits: all of them, not only those shown.
    const found = searchIndexFor(catalog).search(key);
    const listed = new Set([...found.scans, ...found.archives].map((entry) => entry.documentId));
    pageOptions = pageHitOptions(pageHitItems(hits, catalog, listed, key.trim(), DROPDOWN_PAGE_HITS));
  }
  return {
    words: answer.words,
    totals: answer.totals,
    options: [...searchOptions(answer), ...pageOptions],
    suggestion: answer.suggestion,
  };
}
