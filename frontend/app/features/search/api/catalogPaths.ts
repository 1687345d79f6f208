/**
 * The public catalogs the dropdown searches, as SWR keys. The root SWRConfig's fetcher loads a key
 * as a path through the site's /api proxy, so every client-side reader of a catalog shares one
 * cached copy (and one request) under the same key.
 */
export const CATALOG_PATHS = {
  scans: '/api/catalog/scans',
  archives: '/api/catalog/archives',
  articles: '/api/catalog/articles',
} as const;
