const open = { auth: false as const };

/**
 * Admin routes (under /iiif): any signed-in editor may read the tile status of files (the media library already
 * shows them every file). Public routes (under /api/iiif/image): the IIIF Image API 3 service the site relays.
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
  'content-api': {
    type: 'content-api',
    routes: [
      { method: 'GET', path: '/image/:id', handler: 'image.base', config: open },
      { method: 'GET', path: '/image/:id/info.json', handler: 'image.info', config: open },
      { method: 'GET', path: '/image/:id/:region/:size/:rotation/:file', handler: 'image.image', config: open },
    ],
  },
};
