/**
 * What the navbar search box needs only once the visitor reaches for it: the engine, the dropdown's
 * options and the dropdown itself. Loaded with the catalogs on first focus (hooks/useSearchIndex.ts),
 * so it is not part of any page's first load.
 */
export { searchIndexFor } from '@folio/core';
export { SearchDropdown } from './components/SearchDropdown';
export { pageHitOptions, searchOptions } from './searchOptions';
export { pageHitItems } from './pageHits';
