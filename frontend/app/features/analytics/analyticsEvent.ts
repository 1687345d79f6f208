/** The events' schema, for the server (server/analyticsBeacon.ts); the browser sends with analyticsEvents.ts alone. */
import { object, string, type InferType } from 'yup';
import { ANALYTICS_EVENTS, type AnalyticsEventName } from './analyticsEvents';

export { ANALYTICS_EVENT_PATH, ANALYTICS_EVENTS, type AnalyticsEventName } from './analyticsEvents';

const MAX_URL_LENGTH = 2_000;

/**
 * What the browser may send: the page as a path (the server makes it absolute with the site's own
 * URL, so nobody can count pages of another site), where the visitor came from, and for a download
 * the file's URL. The same schema validates on the server.
 */
export const analyticsEventSchema = object({
  name: string()
    .required()
    .oneOf(Object.values(ANALYTICS_EVENTS) as AnalyticsEventName[]),
  path: string()
    .required()
    .max(MAX_URL_LENGTH)
    .matches(/^\/(?!\/)/, 'path must be a path on this site'),
  referrer: string().max(MAX_URL_LENGTH).optional(),
  fileUrl: string()
    .max(MAX_URL_LENGTH)
    .when('name', { is: ANALYTICS_EVENTS.fileDownload, then: (schema) => schema.required() }),
})
  .noUnknown()
  .strict();

export type AnalyticsEvent = InferType<typeof analyticsEventSchema>;
