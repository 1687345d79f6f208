// Only these sections have pages that move, so the others need no look-up.
const MOVABLE_SECTIONS = /^\/(scans|archives|articles)\//;

export const mayHaveMoved = (rawPath: string): boolean => MOVABLE_SECTIONS.test(rawPath);

// As the CMS writes paths: decoded, lowercase, without a trailing slash.
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

export function currentPathFor(rawPath: string, redirects: Readonly<Record<string, string>>): string | null {
  if (!mayHaveMoved(rawPath)) return null;
  const path = normalisePath(rawPath);
  if (!path) return null;
  return Object.hasOwn(redirects, path) ? redirects[path] : null;
}

export const locationOf = (path: string, search: string): string => `${encodeURI(path)}${search}`;
