/** Pyramids are made by a queued job, off the request path (docs/decisions/151-iiif-tiles.md). */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { versionedImageId } from '@folio/core';
import { JOBS_TABLE, jobQueue, type Job, type JobContext, type JobStatus } from '../../../jobs/server';
import { makePyramid } from '../tiles/pyramid';
import { pyramidStorage, type UploadedImage } from '../tiles/storage';

export const IIIF_TILES_JOB = 'iiif-tiles';
export const TILES_TABLE = 'folio_image_tiles';
const FILE_UID = 'plugin::upload.file';

export interface TilesPayload {
  fileId: number;
  force?: boolean;
}

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

interface TilesRow {
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

interface FileRow extends UploadedImage {
  mime: string;
}

/** SVG is refused by the upload settings anyway; libvips would rasterise it at an arbitrary size. */
export const isTileable = (file: { mime?: string | null }) =>
  typeof file.mime === 'string' && file.mime.startsWith('image/') && file.mime !== 'image/svg+xml';

const imageIdOf = (row: TilesRow) => row.image_id ?? row.hash;

export function iiifTiles(strapi: Core.Strapi) {
  const knex = strapi.db.connection as Knex;
  const schemaName = strapi.db.getSchemaName();
  const from = (table: string) => (schemaName ? knex(table).withSchema(schemaName) : knex(table));
  const storage = pyramidStorage(strapi);
  const findFile = async (id: number) => (await strapi.db.query(FILE_UID).findOne({ where: { id } })) as FileRow | null;
  const findRow = async (fileId: number) =>
    (await from(TILES_TABLE).where('file_id', fileId).first()) as TilesRow | undefined;
  const invalidateCatalog = () => strapi.service('api::catalog.catalog').invalidate();

  async function removeFor(file: UploadedImage): Promise<void> {
    const row = await findRow(file.id);
    await from(TILES_TABLE).where('file_id', file.id).delete();
    // Jobs not started have nothing left to do; a running one finds the file gone at its end.
    await from(JOBS_TABLE)
      .where({ type: IIIF_TILES_JOB, subject: String(file.id) })
      .whereIn('status', ['queued', 'done', 'failed'])
      .delete();
    const stored = row ? { ...file, hash: imageIdOf(row), provider: row.provider } : file;
    await storage.remove(stored, row ? (JSON.parse(row.files) as string[]) : []);
    if (row) invalidateCatalog();
  }

  return {
    async enqueue(file: { id: number; mime?: string | null; hash?: string }, { force = false } = {}) {
      if (!isTileable(file)) return null;
      const row = await findRow(file.id);
      if (row && !force && (file.hash === undefined || row.hash === file.hash)) return null;
      const waiting = await from(JOBS_TABLE)
        .where({ type: IIIF_TILES_JOB, subject: String(file.id), status: 'queued' })
        .first();
      if (waiting) return null;
      return jobQueue(strapi).enqueue<TilesPayload>(
        IIIF_TILES_JOB,
        { fileId: file.id, force },
        { subject: String(file.id) },
      );
    },

    async enqueueMissing({ force = false } = {}): Promise<number> {
      const files = (await strapi.db.query(FILE_UID).findMany({
        select: ['id', 'mime', 'hash'],
        where: { mime: { $startsWith: 'image/' } },
        orderBy: { id: 'asc' },
      })) as FileRow[];
      let queued = 0;
      for (const file of files) if ((await this.enqueue(file, { force })) !== null) queued += 1;
      return queued;
    },

    async run(job: Job<TilesPayload>, { signal }: JobContext<unknown>): Promise<void> {
      const file = await findFile(job.payload.fileId);
      if (!file || !isTileable(file)) return;
      const before = await findRow(file.id);
      if (before && before.hash === file.hash && !job.payload.force) return;
      // Local pyramids are built beside their final folder, so storing them is one rename.
      const workRoot =
        (file.provider ?? 'local') === 'local'
          ? path.join(path.dirname(storage.localDir(file.hash)), '.work')
          : os.tmpdir();
      await fsp.mkdir(workRoot, { recursive: true });
      const workDir = await fsp.mkdtemp(path.join(workRoot, `job-${job.id}-`));
      // Taken before the original is read, so a build of newer bytes always has the later time; never the former's.
      const madeAt = Math.max(Date.now(), before ? Number(before.updated_at) + 1 : 0);
      const imageId = versionedImageId(file.hash, madeAt);
      try {
        const original = await storage.original(file, workDir);
        const built = path.join(workDir, imageId);
        const pyramid = await makePyramid(original, built);
        // A stop while libvips worked: the job is queued again and starts over after the restart.
        if (signal.aborted) return;
        const stored = { ...file, hash: imageId };
        await storage.save(stored, built, pyramid.files);
        const row: TilesRow = {
          file_id: file.id,
          hash: file.hash,
          image_id: imageId,
          provider: file.provider ?? 'local',
          width: pyramid.width,
          height: pyramid.height,
          tiles: pyramid.tiles,
          files: JSON.stringify(pyramid.files),
          updated_at: madeAt,
        };
        // Recorded only over an older build: a job that read older bytes and ends after a newer one changes nothing.
        await from(TILES_TABLE)
          .insert(row)
          .onConflict('file_id')
          .merge()
          .where(`${TILES_TABLE}.updated_at`, '<', madeAt);
        const recorded = await findRow(file.id);
        if (recorded && imageIdOf(recorded) !== imageId) {
          await storage.remove(stored, pyramid.files);
          return;
        }
        // The catalog names the new build before the former ones go; no folder is ever written again.
        invalidateCatalog();
        const former = before ? { ...file, hash: imageIdOf(before), provider: before.provider } : null;
        await storage.removeBuildsBefore(stored, madeAt, former && { file: former, files: JSON.parse(before!.files) });
        // Deleted while its pyramid was being made: what was just stored goes too.
        if (!(await findFile(file.id))) await removeFor(file);
      } finally {
        await fsp.rm(workDir, { recursive: true, force: true });
      }
    },

    removeFor,

    async statuses(fileIds: number[]): Promise<FileTileStatus[]> {
      if (fileIds.length === 0) return [];
      const rows = (await from(TILES_TABLE).whereIn('file_id', fileIds)) as TilesRow[];
      const done = new Map(rows.map((row) => [Number(row.file_id), row]));
      const jobs = (await from(JOBS_TABLE)
        .select('subject', 'status', 'error', 'updated_at')
        .where('type', IIIF_TILES_JOB)
        .whereIn('subject', fileIds.map(String))
        .orderBy('id', 'desc')) as {
        subject: string;
        status: JobStatus;
        error: string | null;
        updated_at: string | number;
      }[];
      const latest = new Map<number, (typeof jobs)[number]>();
      for (const job of jobs) if (!latest.has(Number(job.subject))) latest.set(Number(job.subject), job);
      return fileIds.map((fileId) => {
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
            updatedAt: new Date(Number(row.updated_at)).toISOString(),
          };
        }
        if (!job) return { fileId, status: 'none', error: null, hash: null, imageId: null, updatedAt: null };
        return {
          fileId,
          status: job.status,
          error: job.error,
          hash: row?.hash ?? null,
          imageId: row ? imageIdOf(row) : null,
          updatedAt: new Date(Number(job.updated_at)).toISOString(),
        };
      });
    },

    async imageIds(): Promise<Map<string, string>> {
      const rows = (await from(TILES_TABLE).select('hash', 'image_id')) as TilesRow[];
      return new Map(rows.map((row) => [row.hash, imageIdOf(row)]));
    },

    async pyramidOf(fileId: number) {
      const row = await findRow(fileId);
      return row
        ? {
            hash: row.hash,
            imageId: imageIdOf(row),
            width: Number(row.width),
            height: Number(row.height),
            tiles: Number(row.tiles),
            files: JSON.parse(row.files) as string[],
          }
        : null;
    },
  };
}

export type IiifTiles = ReturnType<typeof iiifTiles>;

export default ({ strapi }: { strapi: Core.Strapi }) => iiifTiles(strapi);
