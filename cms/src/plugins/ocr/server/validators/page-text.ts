import { SEARCH_QUERY_MAX_LENGTH, searchWords, type PageTextKind } from '@folio/core';
import { errors } from '@strapi/utils';

const DOCUMENT_ID = /^[a-z0-9]{24}$/;
const PAGE = /^[1-9][0-9]{0,3}$/;
const LIMIT = /^[1-9][0-9]?$/;
export const LIBRARY_LIMIT_MAX = 50;
export const LIBRARY_LIMIT_DEFAULT = 10;

export const isPageTextKind = (value: unknown): value is PageTextKind => value === 'scans' || value === 'archives';

export function validateDocumentId(value: unknown): string {
  if (typeof value !== 'string' || !DOCUMENT_ID.test(value)) throw new errors.ValidationError('Unknown entry');
  return value;
}

export function validatePage(value: unknown): number {
  if (typeof value !== 'string' || !PAGE.test(value)) {
    throw new errors.ValidationError('A page is a number from 1 to the entry’s last page');
  }
  return Number(value);
}

/** A query of only symbols has no words and finds nothing. */
export function validateQuery(value: unknown): { query: string; words: string[] } {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new errors.ValidationError('Give the words to search for as q');
  }
  if (value.length > SEARCH_QUERY_MAX_LENGTH) {
    throw new errors.ValidationError(`q is longer than ${SEARCH_QUERY_MAX_LENGTH} characters`);
  }
  return { query: value, words: searchWords(value) };
}

export function validateLimit(value: unknown): number {
  if (value === undefined) return LIBRARY_LIMIT_DEFAULT;
  if (typeof value !== 'string' || !LIMIT.test(value) || Number(value) > LIBRARY_LIMIT_MAX) {
    throw new errors.ValidationError(`limit is a number from 1 to ${LIBRARY_LIMIT_MAX}`);
  }
  return Number(value);
}
