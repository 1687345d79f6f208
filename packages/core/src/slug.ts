/**
 * The spec's slug helper: spaces and slashes become hyphens, colons are removed,
 * the result is lowercased; commas and parentheses are kept. With no input it returns a random
 * number from 1 to 1000. Beyond the spec, '?' and '#' are removed too, because they would end
 * the path part of a URL.
 */
export function slugify(input?: string | null, random: () => number = Math.random): string {
  const text = (input ?? '').trim();
  if (!text) return String(Math.floor(random() * 1000) + 1);
  return text.replace(/[:?#]/g, '').replace(/[\s/]/g, '-').toLowerCase();
}

/** Capitalises the first letter and leaves the rest as it is, as the slug rules ask. */
export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * A slug follows the rule when the rule leaves it as it is (no capitals, spaces, slashes, colons, '?' or
 * '#'), and it is not "." or "..", which a browser would read as a step in the path.
 */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && !/^\.{1,2}$/.test(value) && slugify(value) === value;
}

/**
 * The same rule as a pattern, for Strapi's uid fields (the admin checks it as editors type): it cannot
 * tell capitals beyond A-Z, which the check at save (isSlug) refuses. Empty passes: the CMS fills it in.
 */
export const SLUG_PATTERN = '^(?!\\.{1,2}$)[^\\sA-Z/:?#]*$';

/** Why a slug cannot be saved, or null when it can. */
export function slugError(label: string, value: unknown): string | null {
  if (isSlug(value)) return null;
  return `${label} may hold lowercase letters, digits, hyphens and punctuation such as commas, dots and parentheses, but no capitals, spaces, slashes, colons, "?" or "#" (for example "six-issue-1").`;
}

/** Path of a scan or archive entry, following the spec's routes, from the designer's and the entry's slugs. */
export function entryPath(kind: 'scans' | 'archives', designerSlug: string, entrySlug: string): string {
  return `/${kind}/${designerSlug}/${entrySlug}`;
}

/** Path of a designer's or brand's collection page, from their slug. */
export function collectionPath(kind: 'scans' | 'archives', designerSlug: string): string {
  return `/${kind}/${designerSlug}`;
}

/** Path of an article. */
export function articlePath(slug: string): string {
  return `/articles/${slug}`;
}
