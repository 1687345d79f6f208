import type { EntrySearch } from '../api/pageTexts';
import { PAGE_PARAM, SEARCH_PARAM, searchString } from './pageUrl';
import { ZOOM_PARAM } from './zoomRegion';

/** The pages with hits, in reading order, each once. */
export const hitPages = (result: EntrySearch | null): number[] =>
  [...new Set((result?.hits ?? []).map((hit) => hit.page))].sort((a, b) => a - b);

/*
 * `onScreen` is the page in the URL, or both pages of a spread: a hit on either is the one on screen,
 * and previous and next go past the whole spread.
 */

/** The first hit after the pages on screen, or null at the last one. */
export const nextHitPage = (pages: number[], onScreen: number[]): number | null =>
  pages.find((page) => page > Math.max(...onScreen)) ?? null;

/** The last hit before the pages on screen, or null at the first one. */
export const previousHitPage = (pages: number[], onScreen: number[]): number | null =>
  [...pages].reverse().find((page) => page < Math.min(...onScreen)) ?? null;

/** Which hit is on screen (the first of a spread's two), or -1. */
export const currentHitIndex = (pages: number[], onScreen: number[]): number =>
  pages.findIndex((page) => onScreen.includes(page));

/**
 * The query string of the reader at `page` with the search `q` (none: no search), other parameters kept.
 * A zoomed region belongs to the page it was on, so it goes.
 */
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
