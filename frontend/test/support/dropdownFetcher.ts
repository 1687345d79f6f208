/**
 * SWR's fetcher for the navbar box's unit tests: answers GET /search/suggest as the site server does (the
 * same answer builder over the given catalog, page-text hits per query key), and nothing else.
 */
import type { PageTextHit } from '../../app/features/search/api/pageTextSearch';
import { SEARCH_SUGGEST_PATH } from '../../app/features/search/api/searchSuggest';
import { dropdownAnswer, type DropdownCatalog } from '../../app/features/search/dropdownAnswer';

export function dropdownFetcher(catalog: DropdownCatalog, pageHits: Record<string, PageTextHit[]> = {}) {
  return jest.fn((path: string) => {
    const url = new URL(path, 'http://site.test');
    if (url.pathname !== SEARCH_SUGGEST_PATH) return Promise.reject(new Error(`no answer for ${path}`));
    const key = url.searchParams.get('key') ?? '';
    return Promise.resolve(dropdownAnswer(catalog, key, pageHits[key] ?? []));
  });
}
