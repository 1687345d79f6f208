/** Public and read-only: the site serves the stream to aggregators from it. */
export default {
  'content-api': {
    type: 'content-api',
    prefix: '',
    routes: [{ method: 'GET', path: '/iiif-activities', handler: 'activities.find', config: { auth: false } }],
  },
};
