import type { Core } from '@strapi/strapi';
import { folioSettings } from '../../../../config/folio';
import { jobQueue } from '../../jobs/server';
import {
  closeRecognisers,
  PAGE_OCR_JOB,
  pageRecognition,
  type OcrFile,
  type PageOcrPayload,
} from './recognition/recognition';
import { onUploadedFiles } from '../../../lib/uploaded-files';
import controllers from './controllers';
import routes from './routes';
import services from './services';

/**
 * Text in the scans: every image upload has its text recognised by a background job, read again when the
 * image is replaced, removed with it (record 165), corrected by editors (record 168) and searched (record 170).
 */
export default {
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await strapi
      .service('admin::permission')
      .actionProvider.registerMany([
        { section: 'plugins', displayName: 'Read and correct the text of pages', uid: 'page-text', pluginName: 'ocr' },
      ]);
    const recognition = pageRecognition(strapi);
    onUploadedFiles<OcrFile>(strapi, {
      tag: 'ocr',
      created: (file) => recognition.enqueue(file),
      // Read again over any text it had, an editor's too: that text belongs to the old pixels.
      replaced: (file) => recognition.enqueue(file, { force: true }),
      deleted: (file) => recognition.removeFor(file),
    });
  },

  /** The queue stops first (a page being read is queued again), then the recognisers end. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await jobQueue(strapi).stop();
    await closeRecognisers(strapi);
  },

  controllers,
  routes,
  services,
};

/**
 * Starts reading pages, OCR_WORKERS at once. Called at the end of the CMS's own bootstrap, after the
 * demo seed (whose pages carry their printed text already). OCR_WORKER=false leaves the jobs queued.
 */
export function startOcrWorker(strapi: Core.Strapi): void {
  if (!folioSettings().ocr.worker) return;
  const queue = jobQueue(strapi);
  const recognition = pageRecognition(strapi);
  queue.register<PageOcrPayload, unknown>(PAGE_OCR_JOB, (job, context) => recognition.run(job, context), {
    concurrency: folioSettings().ocr.workers,
  });
  queue.start();
}
