// Searched on the server (docs/decisions/185), so the browser no longer downloads the catalogs to search them.
import type { SearchCategory } from '../searchCategories';
import type { SearchOption } from '../searchOptions';

export const SEARCH_SUGGEST_PATH = '/search/suggest';

// Keyed by the handled words, so every spelling of the same words shares one answer.
export const searchSuggestPath = (words: readonly string[]) =>
  `${SEARCH_SUGGEST_PATH}?${new URLSearchParams({ key: words.join(' ') })}`;

export interface DropdownAnswer {
  words: string[];
  totals: Record<SearchCategory, number>;
  options: SearchOption[];
  suggestion: string | null;
}
