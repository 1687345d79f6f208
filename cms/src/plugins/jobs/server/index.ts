import type { Core } from '@strapi/strapi';
import type { JobQueue } from './queue';
import services from './services';

export * from './queue';

/** The CMS's one job queue, which every capability with slow work registers its types on. */
export const jobQueue = (strapi: Core.Strapi): JobQueue => strapi.plugin('jobs').service('queue') as JobQueue;

export default {
  /** A running job is handed back for the next start. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await jobQueue(strapi).stop();
  },

  services,
};
