export {
  SearchIndex,
  searchIndexFor,
  type SearchableArticle,
  type SearchableEntry,
  type SearchCatalog,
  type SearchOptions,
  type SearchResults,
} from './engine.js';
export { normaliseSearchText, searchWords, SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MAX_WORDS } from './normalise.js';
export {
  forgivenEdits,
  resultCount,
  searchSuggesterFor,
  searchWithSuggestion,
  SearchSuggester,
  SUGGEST_BELOW_RESULTS,
  type SearchAnswer,
} from './suggest.js';
