import { CONTENT_MAX_WIDTH_PX } from '@folio/core';
import type { ReaderLayout } from './spreads';

/** A page never draws wider than half the content column: one side of a spread, or a comfortable single page. */
export const PAGE_MAX_WIDTH_PX = CONTENT_MAX_WIDTH_PX / 2;

/** `sizes` for a page image, by how the page is laid out. */
export function pageSizes(layout: ReaderLayout): string {
  return layout === 'spread'
    ? `(max-width: ${CONTENT_MAX_WIDTH_PX}px) 50vw, ${PAGE_MAX_WIDTH_PX}px`
    : `(max-width: ${PAGE_MAX_WIDTH_PX}px) 100vw, ${PAGE_MAX_WIDTH_PX}px`;
}
