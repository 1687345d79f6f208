export interface ApiErrorBody<Details extends object = Record<string, unknown>> {
  data: null;
  error: { status: number; name: string; message: string; details: Details };
}

// For refusals made outside Strapi's own error handling, so that every refusal reads the same to a client.
export function apiError<Details extends object = Record<string, never>>(
  status: number,
  name: string,
  message: string,
  details: Details = {} as Details,
): ApiErrorBody<Details> {
  return { data: null, error: { status, name, message, details } };
}
