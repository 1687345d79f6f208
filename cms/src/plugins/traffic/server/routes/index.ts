/** The site shell's capacity check; the traffic gate middleware decides before this route runs. */
export default {
  'content-api': {
    type: 'content-api',
    // The site calls /api/rate-limit, not a path under the plugin's name.
    prefix: '',
    routes: [{ method: 'GET', path: '/rate-limit', handler: 'rate-limit.check', config: { auth: false } }],
  },
};
