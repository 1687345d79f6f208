// These rules hold for drafts too, so nothing invalid waits in a draft for Publish to refuse it.
// Declared here because this package loads no DOM or Node types.
declare const URL: new (input: string) => { protocol: string; hostname: string };

export const YEAR_PUBLISHED_MIN = 1800;
export const YEAR_PUBLISHED_MAX = 2100;

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

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

export function webAddressError(label: string, value: unknown): string | null {
  if (isEmpty(value)) return null;
  if (typeof value === 'string' && isWebAddress(value.trim())) return null;
  return `${label} must be a web address starting with http:// or https:// (for example https://example.com).`;
}

export function yearPublishedError(label: string, value: unknown): string | null {
  if (isEmpty(value)) return null;
  const year = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof year === 'number' && Number.isInteger(year) && year >= YEAR_PUBLISHED_MIN && year <= YEAR_PUBLISHED_MAX) {
    return null;
  }
  return `${label} must be a whole year from ${YEAR_PUBLISHED_MIN} to ${YEAR_PUBLISHED_MAX}, or empty when unknown.`;
}

// A cover stands for the entry in lists and shares, so visitors who cannot see it need its alternative text.
export function coverAltTextError(label: string, alternativeText: string | null | undefined): string | null {
  if (typeof alternativeText === 'string' && alternativeText.trim() !== '') return null;
  return `${label}: the chosen image has no alternative text. Open it in the Media Library, describe what it shows under "Alternative text", save it, then save this entry again.`;
}
