// Beyond the spec, '?' and '#' are removed too, because they would end the path part of a URL.
export function slugify(input?: string | null, random: () => number = Math.random): string {
  const text = (input ?? '').trim();
  if (!text) return String(Math.floor(random() * 1000) + 1);
  return text.replace(/[:?#]/g, '').replace(/[\s/]/g, '-').toLowerCase();
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

// "." and ".." are refused because a browser would read them as a step in the path.
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && !/^\.{1,2}$/.test(value) && slugify(value) === value;
}

// Strapi's uid pattern cannot tell capitals beyond A-Z, which isSlug refuses at save; empty passes as the CMS fills it.
export const SLUG_PATTERN = '^(?!\\.{1,2}$)[^\\sA-Z/:?#]*$';

export function slugError(label: string, value: unknown): string | null {
  if (isSlug(value)) return null;
  return `${label} may hold lowercase letters, digits, hyphens and punctuation such as commas, dots and parentheses, but no capitals, spaces, slashes, colons, "?" or "#" (for example "six-issue-1").`;
}

export function entryPath(kind: 'scans' | 'archives', designerSlug: string, entrySlug: string): string {
  return `/${kind}/${designerSlug}/${entrySlug}`;
}

export function collectionPath(kind: 'scans' | 'archives', designerSlug: string): string {
  return `/${kind}/${designerSlug}`;
}

export function articlePath(slug: string): string {
  return `/articles/${slug}`;
}
