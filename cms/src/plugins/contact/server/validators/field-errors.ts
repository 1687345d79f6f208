import { errors } from '@strapi/utils';

/**
 * A 400 in Strapi's usual validation shape: `details.errors` lists `{ path, message, name }` per field,
 * the message is the single error's or a count, so clients written for Strapi read it as they would any other.
 */
export function fieldValidationError(fieldErrors: Record<string, string>): errors.ValidationError {
  const list = Object.entries(fieldErrors).map(([field, message]) => ({
    path: [field],
    message,
    name: 'ValidationError',
  }));
  const message = list.length === 1 ? list[0].message : `${list.length} errors occurred`;
  return new errors.ValidationError(message, { errors: list });
}
