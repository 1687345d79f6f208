import type { EntrySearch } from '../api/pageTexts';
import { PAGE_PARAM, SEARCH_PARAM, searchString } from './pageUrl';
import { ZOOM_PARAM } from './zoomRegion';

export const hitPages = (result: EntrySearch | null): number[] =>
  [...new Set((result?.hits ?? []).map((hit) => hit.page))].sort((a, b) => a - b);

// `onScreen` is the page in the URL or both pages of a spread: previous and next go past the whole spread.

export const nextHitPage = (pages: number[], onScreen: number[]): number | null =>
  pages.find((page) => page > Math.max(...onScreen)) ?? null;

export const previousHitPage = (pages: number[], onScreen: number[]): number | null =>
  [...pages].reverse().find((page) => page < Math.min(...onScreen)) ?? null;

export const currentHitIndex = (pages: number[], onScreen: number[]): number =>
  pages.findIndex((page) => onScreen.includes(page));

/** The reader's query string at `page` with the search `q`; a zoomed region belongs to its page, so it goes. */
export function readerSearch(current: URLSearchParams, { page, q }: { page?: number; q?: string }): string {
  const params = new URLSearchParams(current);
  params.delete(ZOOM_PARAM);
  if (page !== undefined) {
    if (page === 1) params.delete(PAGE_PARAM);
    else params.set(PAGE_PARAM, String(page));
  }
  if (q !== undefined) {
    if (q) params.set(SEARCH_PARAM, q);
    else params.delete(SEARCH_PARAM);
  }
  return searchString(params);
}
