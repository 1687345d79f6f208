/** The seed's or an editor's text is read again only when forced (docs/decisions/165-ocr-on-ingest.md). */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { PageTextSource, PageTextStatus } from '@folio/core';
import { folioSettings } from '../../../../../config/folio';
import { isTileable } from '../../../iiif/server/services/tiles';
import { JOBS_TABLE, jobQueue, type Job, type JobContext, type JobStatus } from '../../../jobs/server';
import { readStoredFile, type StoredFileRef } from '../../../../lib/stored-file';
import { recogniserPool, type RecogniserPool } from './engine';
import { pageTextStore, type PageText } from '../store';

export const PAGE_OCR_JOB = 'page-ocr';
const FILE_UID = 'plugin::upload.file';

/** Ingest reads after the tiles a visitor's deep zoom waits for; an editor's re-run goes with them. */
const INGEST_PRIORITY = -1;
const RERUN_PRIORITY = 0;

export interface PageOcrPayload {
  fileId: number;
  /** Reads again a page already read, corrected by an editor, or printed by the seed. */
  force?: boolean;
}

export interface FileTextStatus {
  fileId: number;
  status: PageTextStatus;
  source: PageTextSource | null;
  confidence: number | null;
  error: string | null;
  updatedAt: string | null;
}

export interface OcrFile {
  id: number;
  mime?: string | null;
  hash?: string;
  updatedAt?: string | Date | null;
}

interface FileRow extends StoredFileRef {
  id: number;
  mime: string;
  updatedAt: string | Date | null;
}

/** The version of a file its text was read from: a replaced image keeps its hash, not its updatedAt. */
export const fileVersion = (file: { updatedAt?: string | Date | null }) =>
  file.updatedAt ? new Date(file.updatedAt).toISOString() : null;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** A row the recogniser may replace without being asked: its own, not an editor's or the seed's. */
const isOwn = (row: PageText) => row.source === 'ocr';

const pools = new WeakMap<Core.Strapi, RecogniserPool>();

export function recognisers(strapi: Core.Strapi): RecogniserPool {
  let pool = pools.get(strapi);
  if (!pool) {
    pool = recogniserPool(folioSettings().ocr.workers);
    pools.set(strapi, pool);
  }
  return pool;
}

export async function closeRecognisers(strapi: Core.Strapi): Promise<void> {
  const pool = pools.get(strapi);
  pools.delete(strapi);
  await pool?.terminate();
}

export function pageRecognition(strapi: Core.Strapi) {
  const knex = strapi.db.connection as Knex;
  const schemaName = strapi.db.getSchemaName();
  const jobs = () => (schemaName ? knex(JOBS_TABLE).withSchema(schemaName) : knex(JOBS_TABLE));
  const store = pageTextStore(strapi);
  const queue = jobQueue(strapi);
  const findFile = async (id: number) => (await strapi.db.query(FILE_UID).findOne({ where: { id } })) as FileRow | null;

  async function removeFor(file: { id: number }): Promise<void> {
    await store.remove(file.id);
    // Jobs not started have nothing left to do; a running one finds the file gone at its end.
    await jobs()
      .where({ type: PAGE_OCR_JOB, subject: String(file.id) })
      .whereIn('status', ['queued', 'done', 'failed'])
      .delete();
  }

  return {
    /** Null for a version already read, the seed's or an editor's text (unless `force`), or a job already waiting. */
    async enqueue(file: OcrFile, { force = false }: { force?: boolean } = {}): Promise<number | null> {
      if (!isTileable(file)) return null;
      const row = await store.get(file.id);
      if (row && !force) {
        if (!isOwn(row)) return null;
        const version = fileVersion(file);
        if (version === null || row.fileUpdatedAt === version) return null;
      }
      const waiting = await queue.list<PageOcrPayload, unknown>(PAGE_OCR_JOB, String(file.id), 1);
      if (waiting[0]?.status === 'queued') {
        // A re-run asked for while a plain read waits: the waiting job becomes the re-run.
        if (force && !waiting[0].payload.force) {
          await jobs()
            .where({ id: waiting[0].id, status: 'queued' })
            .update({ payload: JSON.stringify({ fileId: file.id, force: true }), priority: RERUN_PRIORITY });
        }
        return null;
      }
      return queue.enqueue<PageOcrPayload>(
        PAGE_OCR_JOB,
        { fileId: file.id, ...(force ? { force } : {}) },
        { subject: String(file.id), priority: force ? RERUN_PRIORITY : INGEST_PRIORITY },
      );
    },

    async enqueueMissing({ force = false }: { force?: boolean } = {}): Promise<number> {
      const files = (await strapi.db.query(FILE_UID).findMany({
        select: ['id', 'mime'],
        where: { mime: { $startsWith: 'image/' } },
        orderBy: { id: 'asc' },
      })) as FileRow[];
      const rows = await store.forFiles(files.map((file) => file.id));
      let queued = 0;
      for (const file of files) {
        const row = rows.get(file.id);
        if (!force && row && row.status === 'done') continue;
        if (!force && row && !isOwn(row)) continue;
        // A failed reading is tried again: asked as a re-run of the recogniser's own row.
        if ((await this.enqueue({ id: file.id, mime: file.mime }, { force: force || row !== undefined })) !== null) {
          queued += 1;
        }
      }
      return queued;
    },

    async run(job: Job<PageOcrPayload>, { signal }: JobContext<unknown>): Promise<void> {
      const file = await findFile(job.payload.fileId);
      if (!file || !isTileable(file)) return;
      const force = job.payload.force === true;
      const before = await store.get(file.id);
      const version = fileVersion(file);
      if (before && !force && (!isOwn(before) || (before.status === 'done' && before.fileUpdatedAt === version))) {
        return;
      }
      // An editor who saves the page's text while it is read has the last word, forced re-run or not.
      const correctedMeanwhile = async () => {
        const now = await store.get(file.id);
        return now !== null && !isOwn(now) && now.updatedAt.getTime() !== before?.updatedAt.getTime();
      };
      try {
        const page = await recognisers(strapi).recognise(await readStoredFile(strapi, file));
        // A stop while the page was read: the job is queued again and reads it after the restart.
        if (signal.aborted) return;
        // Deleted while it was read: nothing is stored for it.
        if (!(await findFile(file.id)) || (await correctedMeanwhile())) return;
        await store.save(file.id, {
          status: 'done',
          source: 'ocr',
          text: page.text,
          words: page.words,
          confidence: page.confidence,
          error: null,
          fileUpdatedAt: version,
        });
        if (!(await findFile(file.id))) await removeFor(file);
      } catch (error) {
        // Stored at once (the queue may retry) so a page is never silently empty; the seed's or an editor's text stays.
        if ((!before || isOwn(before)) && (await findFile(file.id)) && !(await correctedMeanwhile())) {
          await store.save(file.id, {
            status: 'failed',
            source: 'ocr',
            text: '',
            words: [],
            confidence: null,
            error: errorText(error),
            fileUpdatedAt: version,
          });
        }
        throw error;
      }
    },

    removeFor,

    /** Each file's text status: the stored row's, unless a job for it is waiting, running or failed since. */
    async statuses(fileIds: number[]): Promise<FileTextStatus[]> {
      if (fileIds.length === 0) return [];
      const latest = new Map<number, { status: JobStatus; error: string | null; updated_at: string | number }>();
      for (let start = 0; start < fileIds.length; start += 500) {
        const found = (await jobs()
          .select('subject', 'status', 'error', 'updated_at')
          .where('type', PAGE_OCR_JOB)
          .whereIn('subject', fileIds.slice(start, start + 500).map(String))
          .orderBy('id', 'desc')) as { subject: string; status: JobStatus; error: string | null; updated_at: string }[];
        for (const job of found) if (!latest.has(Number(job.subject))) latest.set(Number(job.subject), job);
      }
      // Read after the jobs: a job seen done stored its row before it finished.
      const rows = await store.forFiles(fileIds);
      return fileIds.map((fileId) => {
        const row = rows.get(fileId);
        const job = latest.get(fileId);
        const fromRow = (status: PageTextStatus, error: string | null, updatedAt: string): FileTextStatus => ({
          fileId,
          status,
          source: row?.source ?? null,
          confidence: row?.confidence ?? null,
          error,
          updatedAt,
        });
        // A job newer than the row (a re-run under way, or one that failed) shows over the text still served.
        if (row && (!job || job.status === 'done' || Number(job.updated_at) <= row.updatedAt.getTime())) {
          return fromRow(row.status, row.error, row.updatedAt.toISOString());
        }
        // No job, or one that ended with nothing to store (its image gone): nothing read.
        if (!job || job.status === 'done') {
          return { fileId, status: 'none', source: null, confidence: null, error: null, updatedAt: null };
        }
        return fromRow(job.status, job.error, new Date(Number(job.updated_at)).toISOString());
      });
    },
  };
}

export type PageRecognition = ReturnType<typeof pageRecognition>;
