// Type only: the schema (and yup) stay on the server.
import type { AnalyticsEvent } from '../analyticsEvent';
import { ANALYTICS_EVENT_PATH } from '../analyticsEvents';

type PrivacyAwareNavigator = Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };

export function trackingRefused(): boolean {
  const nav = navigator as PrivacyAwareNavigator;
  const signals = [nav.doNotTrack, (window as Window & { doNotTrack?: string }).doNotTrack, nav.msDoNotTrack];
  return signals.some((signal) => signal === '1' || signal === 'yes') || nav.globalPrivacyControl === true;
}

// A beacon, not the API client, because it still leaves when the page is being closed (a download link, the last
// scroll).
export function sendAnalyticsEvent(event: AnalyticsEvent): void {
  if (trackingRefused() || navigator.webdriver) return;
  navigator.sendBeacon?.(ANALYTICS_EVENT_PATH, new Blob([JSON.stringify(event)], { type: 'application/json' }));
}
