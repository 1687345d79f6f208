/**
 * What the browser needs to send events: the endpoint and the event names. Kept apart from the
 * schema (analyticsEvent.ts) so the page's own code never bundles yup: only the server validates.
 */

/** The own-host path the browser sends events to; the site server forwards them (server/analyticsBeacon.ts). */
export const ANALYTICS_EVENT_PATH = '/api/event';

/** Event names as a Plausible-compatible endpoint expects them ("pageview" is its built-in one). */
export const ANALYTICS_EVENTS = {
  pageView: 'pageview',
  scrollDepth: 'Scroll 90%',
  fileDownload: 'File Download',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
