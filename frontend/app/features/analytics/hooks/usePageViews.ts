import { useEffect, useRef } from 'react';
import { ANALYTICS_EVENTS } from '../analyticsEvents';
import { sendAnalyticsEvent } from '../api/sendAnalyticsEvent';

type PrerenderingDocument = Document & { prerendering?: boolean };

/** Runs `callback` once the page is really shown: a prerendered page waits for its activation. */
export function whenShown(callback: () => void): () => void {
  if (!(document as PrerenderingDocument).prerendering) {
    callback();
    return () => undefined;
  }
  document.addEventListener('prerenderingchange', callback, { once: true });
  return () => document.removeEventListener('prerenderingchange', callback);
}

/** One page view per page shown: the first load and every client-side navigation. */
export function usePageViews(path: string): void {
  const lastCounted = useRef<string | null>(null);
  useEffect(() => {
    // Effects may run twice for one page (React's strict mode); a page is counted once.
    if (lastCounted.current === path) return;
    return whenShown(() => {
      const firstView = lastCounted.current === null;
      lastCounted.current = path;
      sendAnalyticsEvent({
        name: ANALYTICS_EVENTS.pageView,
        path,
        // Where the visitor came from matters for the landing page only; later pages came from this site.
        referrer: firstView && document.referrer ? document.referrer : undefined,
      });
    });
  }, [path]);
}
