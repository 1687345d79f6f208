import type { Core } from '@strapi/strapi';
import { folioSettings } from '../../../../config/folio';
import { jobQueue } from '../../../jobs';
import {
  closeRecognisers,
  PAGE_OCR_JOB,
  pageRecognition,
  type OcrFile,
  type PageOcrPayload,
} from '../../../ocr/recognition';

interface FileEvent {
  result?: OcrFile | null;
  params?: { data?: Record<string, unknown> };
}

/**
 * Text in the scans: every image upload has its text recognised by a background job, read again when
 * the image is replaced, and removed with it (docs/decisions/165-ocr-on-ingest.md).
 */
export default {
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const recognition = pageRecognition(strapi);
    await jobQueue(strapi).prepare();
    // After the write, on the next turn: a transaction the upload ran in has ended by then (SQLite has
    // one connection), and the upload's answer never waits for the queue.
    const later = (work: () => Promise<unknown>) =>
      setImmediate(() => {
        work().catch((error: Error) => strapi.log.error(`[ocr] ${error.message}`));
      });
    strapi.db.lifecycles.subscribe({
      models: ['plugin::upload.file'],
      afterCreate(event: FileEvent) {
        const file = event.result;
        if (file) later(() => recognition.enqueue(file));
      },
      // A replaced image (same hash, new pixels) is read again, over any text it had; other edits (alt
      // text, caption) write no new url and leave its text as it is.
      afterUpdate(event: FileEvent) {
        const file = event.result;
        const replaced = event.params?.data !== undefined && 'url' in event.params.data;
        if (file && replaced) later(() => recognition.enqueue(file, { force: true }));
      },
      afterDelete(event: FileEvent) {
        const file = event.result;
        if (file) later(() => recognition.removeFor(file));
      },
    });
  },

  /** The queue stops first (a page being read is queued again), then the recognisers end. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await jobQueue(strapi).stop();
    await closeRecognisers(strapi);
  },
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
