/** The three result lists, in the order the dropdown and the results page show them. */
export const SEARCH_CATEGORIES = ['articles', 'scans', 'archives'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export const SEARCH_CATEGORY_LABELS: Record<SearchCategory, string> = {
  articles: 'Articles',
  scans: 'Scans',
  archives: 'Archives',
};

export const isSearchCategory = (value: string | null): value is SearchCategory =>
  (SEARCH_CATEGORIES as readonly (string | null)[]).includes(value);

/** Link to the results page; `category` narrows it to one list, shown in full. */
export function searchResultsPath(key: string, { category, page }: { category?: SearchCategory; page?: number } = {}) {
  const params = new URLSearchParams({ key });
  if (category) params.set('category', category);
  if (page && page > 1) params.set('page', String(page));
  return `/searchResults?${params}`;
}

/** "1 scan", "5 scans". */
export function countLabel(count: number, category: SearchCategory): string {
  const plural = SEARCH_CATEGORY_LABELS[category].toLowerCase();
  return `${count} ${count === 1 ? plural.slice(0, -1) : plural}`;
}
