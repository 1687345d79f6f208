/**
 * Rules an entry must meet whenever it is saved, a draft included, so nothing invalid waits in a draft
 * for Publish to refuse it. The CMS enforces them; the messages name the field as the admin labels it.
 */

/** The WHATWG URL both Node and browsers have; this package loads no DOM or Node types. */
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** A publication year the library accepts (scans and archive entries). */
export const YEAR_PUBLISHED_MIN = 1800;
export const YEAR_PUBLISHED_MAX = 2100;

/** Empty means "not given"; optional fields may stay so. */
const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/** An absolute http(s) address, as a visitor's browser can open it from a link. */
export function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: { protocol: string; hostname: string };
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** Why a link field's value cannot be saved, or null when it can. */
export function webAddressError(label: string, value: unknown): string | null {
  if (isEmpty(value)) return null;
  if (typeof value === 'string' && isWebAddress(value.trim())) return null;
  return `${label} must be a web address starting with http:// or https:// (for example https://example.com).`;
}

/** Why a year cannot be saved, or null when it can (empty means unknown). */
export function yearPublishedError(label: string, value: unknown): string | null {
  if (isEmpty(value)) return null;
  const year = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof year === 'number' && Number.isInteger(year) && year >= YEAR_PUBLISHED_MIN && year <= YEAR_PUBLISHED_MAX) {
    return null;
  }
  return `${label} must be a whole year from ${YEAR_PUBLISHED_MIN} to ${YEAR_PUBLISHED_MAX}, or empty when unknown.`;
}

/**
 * Why the image chosen for a cover cannot be saved, or null when it can: a cover stands for the entry in
 * lists and shares, so visitors who cannot see it need its alternative text.
 */
export function coverAltTextError(label: string, alternativeText: string | null | undefined): string | null {
  if (typeof alternativeText === 'string' && alternativeText.trim() !== '') return null;
  return `${label}: the chosen image has no alternative text. Open it in the Media Library, describe what it shows under "Alternative text", save it, then save this entry again.`;
}
