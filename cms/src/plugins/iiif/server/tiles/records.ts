import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { JOBS_TABLE, type JobStatus } from '../../../jobs/server';

export const TILES_TABLE = 'folio_image_tiles';
export const IIIF_TILES_JOB = 'iiif-tiles';

/** `none`: never asked for (not an image, say). */
export type TileStatus = JobStatus | 'none';

export interface FileTileStatus {
  fileId: number;
  status: TileStatus;
  error: string | null;
  hash: string | null;
  imageId: string | null;
  updatedAt: string | null;
}

export interface TilesRow {
  file_id: number | string;
  hash: string;
  /** Null for a pyramid made before pyramids had versions: its folder is then its hash. */
  image_id: string | null;
  provider: string;
  width: number | string;
  height: number | string;
  tiles: number | string;
  files: string;
  updated_at: number | string;
}

interface JobState {
  subject: string;
  status: JobStatus;
  error: string | null;
  updated_at: string | number;
}

export const imageIdOf = (row: TilesRow) => row.image_id ?? row.hash;

const iso = (time: number | string) => new Date(Number(time)).toISOString();

/** The made pyramids (one row per upload in folio_image_tiles) and the states of the jobs making them. */
export function pyramidRecords(strapi: Core.Strapi) {
  const knex = strapi.db.connection as Knex;
  const schemaName = strapi.db.getSchemaName();
  const from = (table: string) => (schemaName ? knex(table).withSchema(schemaName) : knex(table));

  return {
    find: async (fileId: number) => (await from(TILES_TABLE).where('file_id', fileId).first()) as TilesRow | undefined,

    /** A build by its image id, or the current build of an upload by its bare hash. */
    byImageId: async (imageId: string) =>
      (await from(TILES_TABLE).where('image_id', imageId).orWhere('hash', imageId).first()) as TilesRow | undefined,

    /** Records a build only over an older one: a job that read older bytes and ends after a newer one changes nothing. */
    async recordNewer(row: TilesRow): Promise<void> {
      await from(TILES_TABLE)
        .insert(row)
        .onConflict('file_id')
        .merge()
        .where(`${TILES_TABLE}.updated_at`, '<', row.updated_at);
    },

    /** Forgets a file's pyramid and the jobs not started for it (a running one finds the file gone at its end). */
    async remove(fileId: number): Promise<void> {
      await from(TILES_TABLE).where('file_id', fileId).delete();
      await from(JOBS_TABLE)
        .where({ type: IIIF_TILES_JOB, subject: String(fileId) })
        .whereIn('status', ['queued', 'done', 'failed'])
        .delete();
    },

    isQueued: async (fileId: number) =>
      Boolean(
        await from(JOBS_TABLE)
          .where({ type: IIIF_TILES_JOB, subject: String(fileId), status: 'queued' })
          .first(),
      ),

    async statuses(fileIds: number[]): Promise<FileTileStatus[]> {
      if (fileIds.length === 0) return [];
      const rows = (await from(TILES_TABLE).whereIn('file_id', fileIds)) as TilesRow[];
      const done = new Map(rows.map((row) => [Number(row.file_id), row]));
      const jobs = (await from(JOBS_TABLE)
        .select('subject', 'status', 'error', 'updated_at')
        .where('type', IIIF_TILES_JOB)
        .whereIn('subject', fileIds.map(String))
        .orderBy('id', 'desc')) as JobState[];
      const latest = new Map<number, JobState>();
      for (const job of jobs) if (!latest.has(Number(job.subject))) latest.set(Number(job.subject), job);
      return fileIds.map((fileId): FileTileStatus => {
        const row = done.get(fileId);
        const job = latest.get(fileId);
        // A rebuild under way (--force, a replaced file) shows as such, over the pyramid still served.
        if (row && (!job || job.status === 'done')) {
          return {
            fileId,
            status: 'done',
            error: null,
            hash: row.hash,
            imageId: imageIdOf(row),
            updatedAt: iso(row.updated_at),
          };
        }
        if (!job) return { fileId, status: 'none', error: null, hash: null, imageId: null, updatedAt: null };
        return {
          fileId,
          status: job.status,
          error: job.error,
          hash: row?.hash ?? null,
          imageId: row ? imageIdOf(row) : null,
          updatedAt: iso(job.updated_at),
        };
      });
    },

    /** Every made pyramid's image service id by its upload's hash: the catalog's `deepZoom` values. */
    async imageIds(): Promise<Map<string, string>> {
      const rows = (await from(TILES_TABLE).select('hash', 'image_id')) as TilesRow[];
      return new Map(rows.map((row) => [row.hash, imageIdOf(row)]));
    },
  };
}

export type PyramidRecords = ReturnType<typeof pyramidRecords>;
