import { errors } from '@strapi/utils';
import { MAX_PAGE_TEXT_LENGTH } from '../../../folio-editor/shared/page-text';

export function validateFileId(raw: unknown): number {
  const id = Number(raw);
  if (typeof raw !== 'string' || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) {
    throw new errors.ValidationError(`Not a file id: ${JSON.stringify(String(raw).slice(0, 40))}`);
  }
  return id;
}

/** Half of a UTF-16 pair without its other half: no database stores it as text. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** PostgreSQL refuses NUL characters in text. */
export function validatePageTextBody(body: unknown): string {
  const text = (body as { text?: unknown } | null)?.text;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || typeof text !== 'string') {
    throw new errors.ValidationError('Send the page’s text as { "text": "…" }');
  }
  const extra = Object.keys(body).filter((key) => key !== 'text');
  if (extra.length > 0) throw new errors.ValidationError(`Only "text" can be sent, not "${extra[0].slice(0, 40)}"`);
  const normalised = text.replace(/\r\n?/g, '\n');
  if (normalised.length > MAX_PAGE_TEXT_LENGTH) {
    throw new errors.ValidationError(
      `The text is ${normalised.length.toLocaleString('en')} characters long; a page’s text can be at most ${MAX_PAGE_TEXT_LENGTH.toLocaleString('en')}`,
    );
  }
  if (normalised.includes('\u0000') || LONE_SURROGATE.test(normalised)) {
    throw new errors.ValidationError('The text contains a character that cannot be stored; remove it and save again');
  }
  return normalised;
}
