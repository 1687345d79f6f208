/** Public, read-only catalog in the spec's entity shapes; served from memory. */
export default {
  routes: [
    { method: 'GET', path: '/catalog/version', handler: 'catalog.version', config: { auth: false } },
    // A document's draft or published version for the site's preview route: only with a signed preview
    // link's parameters (the version in the path, as the draft guard refuses a `status` query).
    {
      method: 'GET',
      path: '/catalog/preview/:kind/:documentId/:status',
      handler: 'catalog.preview',
      config: { auth: false },
    },
    { method: 'GET', path: '/catalog/:kind', handler: 'catalog.list', config: { auth: false } },
  ],
};
