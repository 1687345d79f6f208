/**
 * What the navbar search box needs only once the visitor reaches for it: the dropdown. Loaded on first
 * focus (hooks/useDropdownAnswer.ts), so it is not part of any page's first load; the search itself runs
 * on the site server (api/searchSuggest.ts).
 */
export { SearchDropdown } from './components/SearchDropdown';
