/** Whoever may open the media library may see how its masters stand and ask for a check. */
const guarded = {
  policies: [
    'admin::isAuthenticatedAdmin',
    { name: 'admin::hasPermissions', config: { actions: ['plugin::upload.read'] } },
  ],
};

/** Under /masters. */
export default {
  admin: {
    type: 'admin',
    routes: [
      { method: 'GET', path: '/fixity', handler: 'fixity.status', config: guarded },
      { method: 'POST', path: '/fixity', handler: 'fixity.request', config: guarded },
      { method: 'GET', path: '/files', handler: 'fixity.files', config: guarded },
    ],
  },
};
