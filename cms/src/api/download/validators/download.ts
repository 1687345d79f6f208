import { errors } from '@strapi/utils';

/** Strapi's document IDs: 24 lowercase letters and digits. */
const DOCUMENT_ID = /^[a-z0-9]{24}$/;
/** A page number as the reader shows it: 1 to 9999, without leading zeros or signs. */
const PAGE = /^[1-9][0-9]{0,3}$/;

export function validateDocumentId(value: unknown): string {
  if (typeof value !== 'string' || !DOCUMENT_ID.test(value)) throw new errors.ValidationError('Unknown scan');
  return value;
}

export function validatePage(value: unknown): number {
  if (typeof value !== 'string' || !PAGE.test(value)) {
    throw new errors.ValidationError('A page is a number from 1 to the scan’s last page');
  }
  return Number(value);
}
