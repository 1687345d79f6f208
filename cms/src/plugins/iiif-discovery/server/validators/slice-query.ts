import { ACTIVITY_PAGE_SIZE } from '@folio/core';
import { errors } from '@strapi/utils';

/** The site asks for one page at a time; a little more leaves room for a harvest of two pages at once. */
export const MAX_ACTIVITIES_PER_REQUEST = 5 * ACTIVITY_PAGE_SIZE;

const MAX_START = 1_000_000_000;

function count(query: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const raw = query[name];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw) || Number(raw) > max) {
    throw new errors.ValidationError(`${name} must be a whole number from 0 to ${max}`);
  }
  return Number(raw);
}

/** `?start=200&limit=100`: where in the stream to begin and how many changes to answer. */
export function validateSliceQuery(query: Record<string, unknown>): { start: number; limit: number } {
  return {
    start: count(query, 'start', 0, MAX_START),
    limit: count(query, 'limit', ACTIVITY_PAGE_SIZE, MAX_ACTIVITIES_PER_REQUEST),
  };
}
