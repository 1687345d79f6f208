import { errors } from '@strapi/utils';

/** At most this many files per request: a scan's pages grid asks for one scan's pages at a time. */
export const MAX_FILES_PER_REQUEST = 500;

/** `?ids=3,4,5`: distinct positive file ids, in the order given; anything else is a 400 naming what to send. */
export function validateStatusQuery(query: Record<string, unknown>): number[] {
  const raw = query.ids;
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new errors.ValidationError('Send the file ids as ids=1,2,3');
  }
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const id = Number(part.trim());
    if (!/^\d+$/.test(part.trim()) || !Number.isSafeInteger(id) || id <= 0) {
      throw new errors.ValidationError(`Not a file id: ${JSON.stringify(part.slice(0, 40))}`);
    }
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > MAX_FILES_PER_REQUEST) {
    throw new errors.ValidationError(`At most ${MAX_FILES_PER_REQUEST} file ids per request`);
  }
  return ids;
}
