// Loaded on first focus (hooks/useDropdownAnswer.ts), so the dropdown is not part of any page's first load.
export { SearchDropdown } from './components/SearchDropdown';
