/** Admin routes (under /folio-editor): the content manager's own delete permission is checked in the controller. */
export default {
  admin: {
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/deletions/:model',
        handler: 'deletion.preview',
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  },
};
