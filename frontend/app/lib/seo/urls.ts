/** Absolute URL of a site path or of an already absolute address (media on a CDN). */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  // Catalog paths hold raw characters ('ç'); encodeURI leaves already-encoded ones alone only if
  // decoded first, so normalise both forms to the same result.
  const path = encodeURI(safeDecode(pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`));
  return `${siteUrl}${path}`;
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
