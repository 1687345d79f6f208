/** See docs/decisions/170. */
export default {
  type: 'content-api',
  // The public paths stay /api/page-texts/…, not under the plugin's name.
  prefix: '',
  routes: [
    // Before the entry routes, so "search" is never read as a kind.
    { method: 'GET', path: '/page-texts/search', handler: 'pageText.library', config: { auth: false } },
    {
      method: 'GET',
      path: '/page-texts/:kind/:documentId/search',
      handler: 'pageText.searchEntry',
      config: { auth: false },
    },
    {
      method: 'GET',
      path: '/page-texts/:kind/:documentId/terms',
      handler: 'pageText.terms',
      config: { auth: false },
    },
    {
      method: 'GET',
      path: '/page-texts/:kind/:documentId/pages/:page',
      handler: 'pageText.page',
      config: { auth: false },
    },
  ],
};
