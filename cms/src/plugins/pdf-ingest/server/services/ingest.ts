import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { folioSettings } from '../../../../../config/folio';
import { jobQueue, type Job, type JobContext } from '../../../jobs/server';
import { readStoredFile } from '../../../../lib/stored-file';
import type { CheckedPdf } from '../validators/pdf-upload';
import { openPdf } from './rasterizer';

/** Pages go through the upload plugin, so they get the usual renditions (docs/decisions/135-pdf-ingest.md). */

export const PDF_INGEST_JOB = 'pdf-ingest';
const SCAN_UID = 'api::scan.scan';

export interface PdfIngestPayload {
  scanDocumentId: string;
  /** Removed once the job is over. */
  pdfFileId: number;
  pdfName: string;
  pageCount: number;
}

export interface FailedPage {
  page: number;
  reason: string;
}

export interface PdfIngestProgress {
  total: number;
  /** Pages dealt with, added or failed; the next page to render is `done + 1`. */
  done: number;
  added: number;
  failed: FailedPage[];
  firstPosition: number | null;
  /** A page stored but not yet on the scan when progress was last saved: a resumed job adds it first. */
  pending: { page: number; fileId: number } | null;
}

export interface PdfIngestStatus {
  id: number;
  scanDocumentId: string;
  fileName: string;
  status: Job['status'];
  total: number;
  done: number;
  added: number;
  failed: FailedPage[];
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

interface StoredFile {
  id: number;
  url: string;
  provider: string;
}

interface ScanDraft {
  documentId: string;
  title?: string | null;
  slug?: string | null;
  pages?: { id: number }[] | null;
}

const padded = (position: number) => String(position).padStart(3, '0');

export const pageFileName = (slug: string, position: number) => `${slug}-page-${padded(position)}.jpg`;

export const pageAlternativeText = (title: string, position: number) => `${title}, page ${position}`;

const initialProgress = (total: number): PdfIngestProgress => ({
  total,
  done: 0,
  added: 0,
  failed: [],
  firstPosition: null,
  pending: null,
});

const describe = (job: Job<PdfIngestPayload, PdfIngestProgress>): PdfIngestStatus => {
  const progress = job.progress ?? initialProgress(job.payload.pageCount);
  return {
    id: job.id,
    scanDocumentId: job.payload.scanDocumentId,
    fileName: job.payload.pdfName,
    status: job.status,
    total: progress.total,
    done: progress.done,
    added: progress.added,
    failed: progress.failed,
    error: job.status === 'failed' ? job.error : null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const uploads = () => strapi.plugin('upload').service('upload');
  const scans = () => strapi.documents(SCAN_UID);

  const findScan = async (documentId: string): Promise<ScanDraft | null> =>
    (await scans().findOne({
      documentId,
      fields: ['title', 'slug'],
      populate: { pages: { fields: ['id'] } },
    })) as ScanDraft | null;

  async function store(filepath: string, name: string, mimetype: string, size: number, fileInfo: object) {
    const [stored] = (await uploads().upload({
      data: { fileInfo: { name, caption: null, ...fileInfo } },
      files: { filepath, originalFilename: name, mimetype, size },
    })) as StoredFile[];
    return stored;
  }

  async function readStored(fileId: number): Promise<Uint8Array> {
    const file = (await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId } })) as StoredFile | null;
    if (!file) throw new Error('The uploaded PDF is no longer in the media library');
    return readStoredFile(strapi, file);
  }

  async function removeStored(fileId: number): Promise<void> {
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId } });
    if (file) await uploads().remove(file);
  }

  async function appendPage(documentId: string, fileId: number): Promise<void> {
    const scan = await findScan(documentId);
    if (!scan) throw new Error('The scan was deleted');
    const pages = (scan.pages ?? []).map((page) => page.id);
    if (pages.includes(fileId)) return;
    await scans().update({ documentId, data: { pages: [...pages, fileId] } as never });
  }

  async function storePage(image: Buffer, name: string, alternativeText: string): Promise<StoredFile> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'folio-pdf-page-'));
    try {
      const filepath = path.join(dir, name);
      await writeFile(filepath, image);
      return await store(filepath, name, 'image/jpeg', image.length, { alternativeText });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Each page is on the scan before the next is rendered. */
  async function run(
    job: Job<PdfIngestPayload, PdfIngestProgress>,
    { report, signal }: JobContext<PdfIngestProgress>,
  ): Promise<void> {
    const { scanDocumentId, pdfFileId, pageCount } = job.payload;
    const scan = await findScan(scanDocumentId);
    if (!scan) throw new Error('The scan was deleted before its pages could be added');
    let progress = job.progress ?? initialProgress(pageCount);
    if (progress.firstPosition === null) {
      progress = { ...progress, firstPosition: (scan.pages ?? []).length + 1 };
      await report(progress);
    }
    if (progress.pending) {
      await appendPage(scanDocumentId, progress.pending.fileId);
      progress = { ...progress, done: progress.done + 1, added: progress.added + 1, pending: null };
      await report(progress);
    }
    const { longestSide } = folioSettings().pdfIngest;
    const title = scan.title || 'Scan';
    const slug = scan.slug || 'scan';
    const pdf = await openPdf(await readStored(pdfFileId));
    try {
      while (progress.done < progress.total && !signal.aborted) {
        const page = progress.done + 1;
        const position = (progress.firstPosition as number) + progress.done;
        let image: Buffer;
        try {
          image = (await pdf.renderJpeg(page - 1, longestSide)).data;
        } catch (error) {
          strapi.log.warn(
            `PDF ingest job ${job.id}: page ${page} of ${job.payload.pdfName} failed: ${reasonOf(error)}`,
          );
          progress = {
            ...progress,
            done: progress.done + 1,
            failed: [...progress.failed, { page, reason: reasonOf(error) }],
          };
          await report(progress);
          continue;
        }
        const stored = await storePage(image, pageFileName(slug, position), pageAlternativeText(title, position));
        progress = { ...progress, pending: { page, fileId: stored.id } };
        await report(progress);
        await appendPage(scanDocumentId, stored.id);
        progress = { ...progress, done: page, added: progress.added + 1, pending: null };
        await report(progress);
      }
    } finally {
      pdf.close();
    }
    if (!signal.aborted) await removeStored(pdfFileId);
  }

  return {
    run,

    async accept(scanDocumentId: string, pdf: CheckedPdf): Promise<PdfIngestStatus> {
      if (!(await findScan(scanDocumentId))) throw new errors.NotFoundError('No such scan');
      const stored = await store(pdf.file.filepath, pdf.name, 'application/pdf', pdf.file.size, {});
      const payload: PdfIngestPayload = {
        scanDocumentId,
        pdfFileId: stored.id,
        pdfName: pdf.name,
        pageCount: pdf.pageCount,
      };
      const queue = jobQueue(strapi);
      let id: number;
      try {
        id = await queue.enqueue(PDF_INGEST_JOB, payload, {
          subject: scanDocumentId,
          progress: initialProgress(pdf.pageCount),
        });
      } catch (error) {
        await removeStored(stored.id);
        throw error;
      }
      return describe(
        (await queue.find<PdfIngestPayload, PdfIngestProgress>(id)) as Job<PdfIngestPayload, PdfIngestProgress>,
      );
    },

    async status(id: number): Promise<PdfIngestStatus | null> {
      const job = await jobQueue(strapi).find<PdfIngestPayload, PdfIngestProgress>(id);
      return job && job.type === PDF_INGEST_JOB ? describe(job) : null;
    },

    async forScan(scanDocumentId: string): Promise<PdfIngestStatus[]> {
      const jobs = await jobQueue(strapi).list<PdfIngestPayload, PdfIngestProgress>(PDF_INGEST_JOB, scanDocumentId);
      return jobs.map(describe);
    },
  };
};
