import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { searchString } from '../utils/pageUrl';
import { REGION_PARAM } from '../utils/citedRegion';
import { ZOOM_PARAM } from '../utils/zoomRegion';

/**
 * The `zoom` parameter, replaced without a history entry so panning takes no hundred Backs to leave. The setter
 * reads the latest parameters: the viewer calls it from its own handlers, which would write a stale URL.
 */
export function useZoomUrl(): [string | null, (value: string | null) => void] {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const latest = useRef({ searchParams, navigate });
  useLayoutEffect(() => {
    latest.current = { searchParams, navigate };
  });

  const setZoomParam = useCallback((value: string | null) => {
    const { searchParams: current, navigate: go } = latest.current;
    if (current.get(ZOOM_PARAM) === value && (value !== null || !current.has(REGION_PARAM))) return;
    const next = new URLSearchParams(current);
    // Leaving the zoom view leaves a cited region too, in the same URL change.
    if (value === null) [ZOOM_PARAM, REGION_PARAM].forEach((name) => next.delete(name));
    else next.set(ZOOM_PARAM, value);
    void go({ search: searchString(next) }, { replace: true, preventScrollReset: true });
  }, []);

  return [searchParams.get(ZOOM_PARAM), setZoomParam];
}
