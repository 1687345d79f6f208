/**
 * The dropdown's endpoint on the site server (docs/decisions/185): GET /search/suggest?key=… answers what the
 * dropdown shows, searched on the server with the same engine as the results page, so the browser no longer
 * downloads the catalogs to search them.
 */
import type { SearchCategory } from '../searchCategories';
import type { SearchOption } from '../searchOptions';

export const SEARCH_SUGGEST_PATH = '/search/suggest';

/** The dropdown asks with the query's handled words, so every spelling of the same words shares one answer. */
export const searchSuggestPath = (words: readonly string[]) =>
  `${SEARCH_SUGGEST_PATH}?${new URLSearchParams({ key: words.join(' ') })}`;

export interface DropdownAnswer {
  /** The query's words after text handling. */
  words: string[];
  /** How many matched in each category, before the dropdown's limit. */
  totals: Record<SearchCategory, number>;
  /** Up to SEARCH_RESULTS_PER_CATEGORY per category in the spec's order, then entries found on their pages. */
  options: SearchOption[];
  /** "Did you mean …", when the search found little and the correction finds more; else null. */
  suggestion: string | null;
}
