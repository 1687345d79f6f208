/**
 * Former addresses of pages that moved (a new slug, title or designer), as the CMS keeps them: each
 * maps to the page's current path. Only these sections have pages that move.
 */
const MOVABLE_SECTIONS = /^\/(scans|archives|articles)\//;

/** Whether a request path is in a section whose pages can move (the others need no look-up). */
export const mayHaveMoved = (rawPath: string): boolean => MOVABLE_SECTIONS.test(rawPath);

/** The request path as the CMS writes paths: decoded, lowercase, without a trailing slash. */
export function normalisePath(rawPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  path = path.toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The current path for a former one, or null when the path never moved (or is not a page's). */
export function currentPathFor(rawPath: string, redirects: Readonly<Record<string, string>>): string | null {
  if (!mayHaveMoved(rawPath)) return null;
  const path = normalisePath(rawPath);
  if (!path) return null;
  return Object.hasOwn(redirects, path) ? redirects[path] : null;
}

/** A path for a Location header: characters outside a URL (accents, spaces) percent-encoded. */
export const locationOf = (path: string, search: string): string => `${encodeURI(path)}${search}`;
