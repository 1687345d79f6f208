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

/** See records 165, 168 and 170. */
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

/** Called at the end of the CMS's bootstrap, after the seed, whose pages carry their printed text already. */
export function startOcrWorker(strapi: Core.Strapi): void {
  if (!folioSettings().ocr.worker) return;
  const queue = jobQueue(strapi);
  const recognition = pageRecognition(strapi);
  queue.register<PageOcrPayload, unknown>(PAGE_OCR_JOB, (job, context) => recognition.run(job, context), {
    concurrency: folioSettings().ocr.workers,
  });
  queue.start();
}
