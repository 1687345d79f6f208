import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Scans and archives share their list, designer and entry modules; the URL's first segment picks the kind. */
export default [
  index('routes/home.tsx'),
  route('contributors', 'routes/contributors.tsx'),
  route('articles', 'routes/articles.tsx'),
  route('articles/:slug', 'routes/article.tsx'),
  route('scans', 'routes/catalog-list.tsx', { id: 'scans' }),
  route('archives', 'routes/catalog-list.tsx', { id: 'archives' }),
  route('scans/:designer', 'routes/catalog-designer.tsx', { id: 'scans-designer' }),
  route('archives/:designer', 'routes/catalog-designer.tsx', { id: 'archives-designer' }),
  route('scans/:designer/:title', 'routes/catalog-entry.tsx', { id: 'scan' }),
  route('archives/:designer/:title', 'routes/catalog-entry.tsx', { id: 'archive-entry' }),
  route('searchResults', 'routes/search-results.tsx'),
  route('compare', 'routes/compare.tsx'),
  route('search/suggest', 'routes/search-suggest.ts'),
  route('preview', 'routes/preview.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('rss.xml', 'routes/rss.ts'),
  route('designers/:designer/rss.xml', 'routes/designer-rss.ts'),
  // IIIF Presentation documents (the image service is relayed by features/iiif/server/imageRelay.server.ts).
  route('iiif/scans/:documentId/manifest.json', 'routes/iiif-manifest.ts', { id: 'iiif-scan-manifest' }),
  route('iiif/archives/:documentId/manifest.json', 'routes/iiif-manifest.ts', { id: 'iiif-archive-manifest' }),
  route('iiif/search/scans/:documentId', 'routes/iiif-search.ts', { id: 'iiif-scan-search' }),
  route('iiif/search/archives/:documentId', 'routes/iiif-search.ts', { id: 'iiif-archive-search' }),
  route('iiif/search/1/scans/:documentId', 'routes/iiif-search.ts', { id: 'iiif-scan-search-1' }),
  route('iiif/search/1/archives/:documentId', 'routes/iiif-search.ts', { id: 'iiif-archive-search-1' }),
  route('iiif/autocomplete/scans/:documentId', 'routes/iiif-autocomplete.ts', { id: 'iiif-scan-autocomplete' }),
  route('iiif/autocomplete/archives/:documentId', 'routes/iiif-autocomplete.ts', { id: 'iiif-archive-autocomplete' }),
  route('iiif/autocomplete/1/scans/:documentId', 'routes/iiif-autocomplete.ts', { id: 'iiif-scan-autocomplete-1' }),
  route('iiif/autocomplete/1/archives/:documentId', 'routes/iiif-autocomplete.ts', {
    id: 'iiif-archive-autocomplete-1',
  }),
  route('iiif/designers/:designer/collection.json', 'routes/iiif-designer-collection.ts'),
  route('iiif/collection.json', 'routes/iiif-collection.ts'),
  // IIIF Change Discovery: all-changes.json and its pages, page-0.json on.
  route('iiif/activity/:file', 'routes/iiif-activity.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
