/** Public, read-only catalog in the spec's entity shapes; served from memory. */
export default {
  routes: [
    { method: 'GET', path: '/catalog/version', handler: 'catalog.version', config: { auth: false } },
    // Drafts for the site's preview route; guarded by the shared preview secret, not by a user role.
    { method: 'GET', path: '/catalog/preview/:kind/:documentId', handler: 'catalog.preview', config: { auth: false } },
    { method: 'GET', path: '/catalog/:kind', handler: 'catalog.list', config: { auth: false } },
  ],
};
