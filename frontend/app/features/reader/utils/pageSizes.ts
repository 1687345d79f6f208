import { CONTENT_MAX_WIDTH_PX } from '@folio/core';
import { MAIN_MIN_GUTTER_PX } from '../../../components/layout/AppShell';
import type { ReaderLayout } from './spreads';

/** Half the content column: one side of a spread, or a comfortable single page. */
export const PAGE_MAX_WIDTH_PX = CONTENT_MAX_WIDTH_PX / 2;

/** The column's width less its padding, not the viewport's: a 2× phone then picks the large rendition, not the scan. */
export function pageSizes(layout: ReaderLayout): string {
  const gutters = 2 * MAIN_MIN_GUTTER_PX;
  return layout === 'spread'
    ? `(max-width: ${CONTENT_MAX_WIDTH_PX + gutters}px) calc(50vw - ${gutters / 2}px), ${PAGE_MAX_WIDTH_PX}px`
    : `(max-width: ${PAGE_MAX_WIDTH_PX + gutters}px) calc(100vw - ${gutters}px), ${PAGE_MAX_WIDTH_PX}px`;
}
