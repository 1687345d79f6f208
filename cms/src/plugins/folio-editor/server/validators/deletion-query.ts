import { errors } from '@strapi/utils';
import { COLLECTION_TYPES } from '../../../../lib/content-types';

/** A list view's page of entries at most: the admin asks for one entry, or for the ones selected in a list. */
export const MAX_DOCUMENTS_PER_REQUEST = 100;

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `/deletions/:model?documentIds=a,b`: an entry type, and distinct document ids; anything else is a 4xx. */
export function validateDeletionQuery(model: string, query: Record<string, unknown>): string[] {
  if (!(COLLECTION_TYPES as readonly string[]).includes(model)) {
    throw new errors.NotFoundError(`Not a type of entry: ${JSON.stringify(model.slice(0, 80))}`);
  }
  const raw = query.documentIds;
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new errors.ValidationError('Send the entries as documentIds=abc,def');
  }
  const ids = [...new Set(raw.split(',').map((part) => part.trim()))];
  const wrong = ids.find((id) => !DOCUMENT_ID.test(id));
  if (wrong !== undefined) throw new errors.ValidationError(`Not a document id: ${JSON.stringify(wrong.slice(0, 80))}`);
  if (ids.length > MAX_DOCUMENTS_PER_REQUEST) {
    throw new errors.ValidationError(`At most ${MAX_DOCUMENTS_PER_REQUEST} entries per request`);
  }
  return ids;
}
