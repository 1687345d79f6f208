import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { REGION_PARAM } from '../utils/citedRegion';
import { PAGE_PARAM } from '../utils/pageUrl';
import { clampPage, parsePageNumber } from '../utils/spreads';
import { ZOOM_PARAM } from '../utils/zoomRegion';

export interface PageMove {
  /** A jump adds a history entry for Back; a page turn replaces it, or forty pages would take forty Backs. */
  jump: boolean;
  /** The zoom view's region on the new page, written in the same URL change ('full', or null to drop it). */
  zoom?: string | null;
}

/**
 * The open page, kept in the URL (page 1 is the bare URL). The screen turns at once and the URL follows, as a
 * navigation re-renders the route frames later; other URL changes (Back, a link) are followed.
 */
export function useReaderPage(pageCount: number): [number, (page: number, move: PageMove) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key: navigationKey } = useLocation();
  const urlPage = parsePageNumber(searchParams.get(PAGE_PARAM), pageCount);
  const [shownPage, setShownPage] = useState(urlPage);
  const requestedPages = useRef<number[]>([]);

  // On every navigation: 1 → 2 → 1 may reach the URL as one navigation, which must still clear both requests.
  useEffect(() => {
    const requested = requestedPages.current.indexOf(urlPage);
    if (requested !== -1) {
      requestedPages.current.splice(0, requested + 1);
      return;
    }
    requestedPages.current = [];
    setShownPage(urlPage);
  }, [navigationKey, urlPage]);

  const goToPage = useCallback(
    (target: number, { jump, zoom }: PageMove) => {
      const next = clampPage(target, pageCount);
      if (next === shownPage) return;
      setShownPage(next);
      requestedPages.current.push(next);
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 1) params.delete(PAGE_PARAM);
          else params.set(PAGE_PARAM, String(next));
          // A cited region belongs to the page it was cited on.
          params.delete(REGION_PARAM);
          if (zoom === null) params.delete(ZOOM_PARAM);
          else if (zoom !== undefined) params.set(ZOOM_PARAM, zoom);
          return params;
        },
        { replace: !jump, preventScrollReset: true },
      );
    },
    [shownPage, pageCount, setSearchParams],
  );

  return [shownPage, goToPage];
}
