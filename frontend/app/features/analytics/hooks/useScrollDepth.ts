import { useEffect } from 'react';
import { ANALYTICS_EVENTS } from '../analyticsEvents';
import { sendAnalyticsEvent } from '../api/sendAnalyticsEvent';

/** Share of the page that must have been on screen. */
const SCROLL_DEPTH = 0.9;

/** Sends "Scroll 90%" once per page, when the visitor has scrolled to 90% of its height. */
export function useScrollDepth(path: string): void {
  useEffect(() => {
    const onScroll = () => {
      const seen = window.scrollY + window.innerHeight;
      if (seen < document.documentElement.scrollHeight * SCROLL_DEPTH) return;
      window.removeEventListener('scroll', onScroll);
      sendAnalyticsEvent({ name: ANALYTICS_EVENTS.scrollDepth, path });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [path]);
}
