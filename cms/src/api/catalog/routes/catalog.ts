/** Public, read-only catalog in the spec's entity shapes; served from memory. */
export default {
  routes: [
    { method: 'GET', path: '/catalog/version', handler: 'catalog.version', config: { auth: false } },
    { method: 'GET', path: '/catalog/:kind', handler: 'catalog.list', config: { auth: false } },
  ],
};
