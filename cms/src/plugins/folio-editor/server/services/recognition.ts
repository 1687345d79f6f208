import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { PageTextSource, PageTextStatus } from '@folio/core';
import { JOBS_TABLE, jobQueue, type JobStatus } from '../../../../jobs';
import { pageTextStore } from '../../../../ocr/store';

/** The recogniser's job type (src/ocr/recognition.ts). */
export const PAGE_OCR_JOB = 'page-ocr';

export interface RecognitionStatus {
  fileId: number;
  status: PageTextStatus;
  source: PageTextSource | null;
  confidence: number | null;
  error: string | null;
  updatedAt: string | Date | null;
}

/** What the pages grid needs of the recogniser (src/ocr/recognition.ts): a page's state, a new reading. */
export interface PageRecognition {
  enqueue(file: { id: number; mime?: string | null }, options: { force: boolean }): Promise<unknown>;
  statuses(fileIds: number[]): Promise<RecognitionStatus[]>;
}

/**
 * The same from the store and the jobs table, for a CMS without the recogniser's module: a page's state
 * is its stored text's, unless a later job of the page is waiting or running.
 */
function fromStoreAndJobs(strapi: Core.Strapi): PageRecognition {
  const knex = strapi.db.connection as Knex;
  const schemaName = strapi.db.getSchemaName();
  const jobs = () => (schemaName ? knex(JOBS_TABLE).withSchema(schemaName) : knex(JOBS_TABLE));
  return {
    async enqueue(file, { force }) {
      return jobQueue(strapi).enqueue(PAGE_OCR_JOB, { fileId: file.id, force }, { subject: String(file.id) });
    },
    async statuses(fileIds) {
      const stored = await pageTextStore(strapi).forFiles(fileIds);
      const rows = (await jobs()
        .select('subject', 'status', 'error', 'updated_at')
        .where('type', PAGE_OCR_JOB)
        .whereIn('subject', fileIds.map(String))
        .orderBy('id', 'desc')) as { subject: string; status: JobStatus; error: string | null; updated_at: string }[];
      const latest = new Map<number, (typeof rows)[number]>();
      for (const row of rows) if (!latest.has(Number(row.subject))) latest.set(Number(row.subject), row);
      return fileIds.map((fileId) => {
        const text = stored.get(fileId);
        const job = latest.get(fileId);
        const pending = job && (job.status === 'queued' || job.status === 'running');
        if (text && !pending) {
          const { status, source, confidence, error, updatedAt } = text;
          return { fileId, status, source, confidence, error, updatedAt };
        }
        return {
          fileId,
          status: job?.status ?? 'none',
          source: text?.source ?? null,
          confidence: text?.confidence ?? null,
          error: job?.status === 'failed' ? job.error : null,
          updatedAt: job ? new Date(Number(job.updated_at)) : null,
        };
      });
    },
  };
}

/** The recogniser of this CMS (its module, or the store and jobs table when it is not there). */
export function recognitionOf(strapi: Core.Strapi): PageRecognition {
  try {
    const { pageRecognition } = require('../../../../ocr/recognition') as {
      pageRecognition: (strapi: Core.Strapi) => PageRecognition;
    };
    return pageRecognition(strapi);
  } catch (error) {
    if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND') throw error;
    return fromStoreAndJobs(strapi);
  }
}
