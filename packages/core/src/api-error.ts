/** A refused request's body in Strapi's error shape, which the site's API client and visitors' tools read. */
export interface ApiErrorBody<Details extends object = Record<string, unknown>> {
  data: null;
  error: { status: number; name: string; message: string; details: Details };
}

/**
 * Builds the body of a refusal made outside Strapi's own error handling (the site's relay and body
 * limits, the CMS's traffic gate and body reading), so that every refusal reads the same to a client.
 */
export function apiError<Details extends object = Record<string, never>>(
  status: number,
  name: string,
  message: string,
  details: Details = {} as Details,
): ApiErrorBody<Details> {
  return { data: null, error: { status, name, message, details } };
}
