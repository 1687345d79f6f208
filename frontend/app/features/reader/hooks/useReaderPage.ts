import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PAGE_PARAM } from '../utils/pageUrl';
import { clampPage, parsePageNumber } from '../utils/spreads';
import { ZOOM_PARAM } from '../utils/zoomRegion';

export interface PageMove {
  /**
   * A jump (typed page, thumbnail, first/last) adds a history entry so Back returns to where the reader was;
   * turning to the next or previous page replaces it, so reading forty pages does not take forty Backs to leave.
   */
  jump: boolean;
  /** The zoom view's region on the new page, written in the same URL change ('full', or null to drop it). */
  zoom?: string | null;
}

/**
 * The open page, kept in the URL (`?page=12`; page 1 is the bare URL).
 *
 * The page on screen changes at once and the URL follows: a router navigation re-renders the whole route
 * in a transition, several frames later, and a page turn should not wait for that. Pages the URL reaches
 * because this reader asked for them are already on screen; any other URL change (Back, Forward, a link)
 * is followed.
 */
export function useReaderPage(pageCount: number): [number, (page: number, move: PageMove) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key: navigationKey } = useLocation();
  const urlPage = parsePageNumber(searchParams.get(PAGE_PARAM), pageCount);
  const [shownPage, setShownPage] = useState(urlPage);
  const requestedPages = useRef<number[]>([]);

  // Runs on every navigation, not only when the number changes: 1 → 2 → 1 in quick succession may reach
  // the URL as a single navigation back to 1, which must still clear both requests.
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
