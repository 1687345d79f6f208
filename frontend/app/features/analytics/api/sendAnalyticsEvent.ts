// Type only: the schema (and yup) stay on the server.
import type { AnalyticsEvent } from '../analyticsEvent';
import { ANALYTICS_EVENT_PATH } from '../analyticsEvents';

type PrivacyAwareNavigator = Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };

/** Do Not Track (any of its historical spellings) or Global Privacy Control: send nothing at all. */
export function trackingRefused(): boolean {
  const nav = navigator as PrivacyAwareNavigator;
  const signals = [nav.doNotTrack, (window as Window & { doNotTrack?: string }).doNotTrack, nav.msDoNotTrack];
  return signals.some((signal) => signal === '1' || signal === 'yes') || nav.globalPrivacyControl === true;
}

/**
 * Sends one event to the site's own beacon endpoint. No cookie, no identifier: the server forwards
 * the event (or drops it). Automated browsers are not visitors and send nothing. A beacon, not the
 * API client: it still leaves when the page is being closed or left (a download link, the last
 * scroll). An event the browser refuses to queue is dropped, as analytics are best effort.
 */
export function sendAnalyticsEvent(event: AnalyticsEvent): void {
  if (trackingRefused() || navigator.webdriver) return;
  navigator.sendBeacon?.(ANALYTICS_EVENT_PATH, new Blob([JSON.stringify(event)], { type: 'application/json' }));
}
