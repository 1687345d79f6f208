import { object, string, type InferType } from 'yup';
import { ANALYTICS_EVENTS, type AnalyticsEventName } from './analyticsEvents';

export { ANALYTICS_EVENT_PATH, ANALYTICS_EVENTS, type AnalyticsEventName } from './analyticsEvents';

const MAX_URL_LENGTH = 2_000;

// The page goes as a path, made absolute on the server with the site's own URL, so nobody can count another site.
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
