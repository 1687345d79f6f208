import { SEARCH_QUERY_MAX_LENGTH, searchWords, type PageTextKind } from '@folio/core';
import { errors } from '@strapi/utils';

const DOCUMENT_ID = /^[a-z0-9]{24}$/;
const PAGE = /^[1-9][0-9]{0,3}$/;
const LIMIT = /^[1-9][0-9]?$/;
export const LIBRARY_LIMIT_MAX = 50;
export const LIBRARY_LIMIT_DEFAULT = 10;
/** Pages listed per entry: enough for a results page's group, few enough that the words of every hit are read. */
export const LIBRARY_PAGES_MAX = 20;

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

function validateCount(value: unknown, name: string, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !LIMIT.test(value) || Number(value) > max) {
    throw new errors.ValidationError(`${name} is a number from 1 to ${max}`);
  }
  return Number(value);
}

export const validateLimit = (value: unknown) =>
  validateCount(value, 'limit', LIBRARY_LIMIT_MAX, LIBRARY_LIMIT_DEFAULT);

/** Matching pages listed per entry, 1 (its first) unless asked. */
export const validatePagesPerEntry = (value: unknown) => validateCount(value, 'pages', LIBRARY_PAGES_MAX, 1);
