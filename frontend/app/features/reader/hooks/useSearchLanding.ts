import { type RefObject, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Image, PageBox } from '@folio/core';
import { regionAround } from '../../../lib/media/pageRegion';
import { SEARCH_PARAM } from '../utils/pageUrl';
import { ZOOM_PARAM, type PixelRegion } from '../utils/zoomRegion';

/** Room around the found word in the zoom view, and the least of the page it shows, so the word reads in its line. */
const WORD_PAD = 0.05;
const WORD_MIN_SHARE = 0.25;

export interface SearchLanding {
  q: string;
  page: number;
}

/** The zoom view around the first found word of a page: null without a box or the page's size. */
export const wordZoomRegion = (image: Image | undefined, boxes: PageBox[] | undefined): PixelRegion | null =>
  image && boxes?.length ? regionAround(boxes[0], image, { pad: WORD_PAD, minShare: WORD_MIN_SHARE }) : null;

/**
 * Arriving at the reader with a search (`?page=10&q=word`, a link from the results page), the reader is scrolled
 * into view and, once the page's hits are known, the zoom view opens on the first found word. Only on arrival: a
 * search typed in the reader, or a zoom already in the URL, is left as it is. Returns the arrival while it applies.
 */
export function useSearchLanding({
  rootRef,
  page,
  image,
  boxes,
  openZoom,
}: {
  rootRef: RefObject<HTMLElement | null>;
  page: number;
  image: Image | undefined;
  boxes: PageBox[] | undefined;
  openZoom: (page: number, region: PixelRegion) => void;
}): SearchLanding | null {
  const [params] = useSearchParams();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [arrival] = useState(() => {
    const q = (params.get(SEARCH_PARAM) ?? '').trim();
    return q ? { q, page, zoomed: params.has(ZOOM_PARAM) } : null;
  });
  const [landed, setLanded] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!arrival || !root) return;
    root.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
    // The reader's keys act from here; the zoom view, when it opens, takes focus itself.
    root.focus({ preventScroll: true });
    // On arrival only, whatever the media query says later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrival, rootRef]);

  const region = arrival && !arrival.zoomed && !landed && page === arrival.page ? wordZoomRegion(image, boxes) : null;
  useEffect(() => {
    if (!region || !arrival) return;
    setLanded(true);
    openZoom(arrival.page, region);
  }, [region, arrival, openZoom]);

  return arrival && page === arrival.page ? arrival : null;
}
