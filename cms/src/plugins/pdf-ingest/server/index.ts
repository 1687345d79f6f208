import type { Core } from '@strapi/strapi';
import { jobQueue } from '../../jobs/server';
import controllers from './controllers';
import routes from './routes';
import services from './services';
import { pdfIngestService } from './services/access';
import { PDF_INGEST_JOB } from './services/ingest';

/**
 * PDF ingest: an editor uploads a scanned publication's PDF from the scan's edit view and its pages are
 * added to the scan, in order, by a background job (docs/decisions/135-pdf-ingest.md).
 */
export default {
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await strapi
      .service('admin::permission')
      .actionProvider.registerMany([
        { section: 'plugins', displayName: 'Add pages from a PDF', uid: 'ingest', pluginName: 'pdf-ingest' },
      ]);
    const queue = jobQueue(strapi);
    queue.register(PDF_INGEST_JOB, pdfIngestService(strapi, 'ingest').run);
    queue.start();
  },

  /** A page being rendered is finished first; the job is queued again for the next start. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await jobQueue(strapi).stop();
  },

  controllers,
  routes,
  services,
};
