import type { Core } from '@strapi/strapi';
import { jobQueue } from '../../plugins/jobs/server';
import { isSeeding } from '../../seed/seeding';
import { SCAN_PDF_JOB, type ScanPdfPayload, type ScanPdfProgress } from './services/download';

const SCAN = 'api::scan.scan';
const service = (strapi: Core.Strapi) => strapi.service('api::download.download');

/** Made at publish, so a scan's first download does not wait for it (docs/decisions/163-scan-downloads.md). */
export const scanPdfJobs = {
  register(strapi: Core.Strapi): void {
    strapi.documents.use(async (context, next) => {
      const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
      const result = await next();
      if (context.uid !== SCAN || !documentId) return result;
      // After the write, on the next turn: the publish's transaction has ended and its answer never waits.
      const later = (work: () => Promise<unknown>) =>
        setImmediate(() => {
          work().catch((error: Error) => strapi.log.error(`[downloads] ${documentId}: ${error.message}`));
        });
      // The demo's PDFs are made at their first download, not all at a first start.
      if (context.action === 'publish' && !isSeeding()) later(() => service(strapi).enqueuePdf(documentId));
      if (context.action === 'unpublish' || context.action === 'delete') {
        later(() => service(strapi).removePdfs(documentId));
      }
      return result;
    });
  },

  /** The queue is started by the CMS's plugins. */
  bootstrap(strapi: Core.Strapi): void {
    jobQueue(strapi).register<ScanPdfPayload, ScanPdfProgress>(SCAN_PDF_JOB, (job, context) =>
      service(strapi).runPdfJob(job, context),
    );
  },
};
