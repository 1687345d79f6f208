// Kept apart from the schema (analyticsEvent.ts) so the page's own code never bundles yup.
export const ANALYTICS_EVENT_PATH = '/api/event';

export const ANALYTICS_EVENTS = {
  pageView: 'pageview',
  scrollDepth: 'Scroll 90%',
  fileDownload: 'File Download',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
