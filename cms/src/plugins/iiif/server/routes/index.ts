/**
 * Admin routes (under /iiif). Any signed-in editor may read the tile status of files: the media
 * library already shows them every file, and the status says nothing more about it.
 */
export default {
  admin: {
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/status',
        handler: 'status.find',
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  },
};
