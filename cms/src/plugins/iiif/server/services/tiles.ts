/** Pyramids are made by a queued job, off the request path (docs/decisions/151-iiif-tiles.md). */
import type { Core } from '@strapi/strapi';
import { discoveryService } from '../../../iiif-discovery/server/services/access';
import { jobQueue, type Job, type JobContext } from '../../../jobs/server';
import { buildPyramid } from '../tiles/build';
import { IIIF_TILES_JOB, imageIdOf, pyramidRecords, type TilesRow } from '../tiles/records';
import { pyramidStorage, type UploadedImage } from '../tiles/storage';

export { IIIF_TILES_JOB, TILES_TABLE, type FileTileStatus, type TileStatus } from '../tiles/records';

const FILE_UID = 'plugin::upload.file';

const imageService = (row: TilesRow | undefined) => (row ? { hash: row.hash, imageId: imageIdOf(row) } : null);

export interface TilesPayload {
  fileId: number;
  force?: boolean;
}

interface FileRow extends UploadedImage {
  mime: string;
}

/** SVG is refused by the upload settings anyway; libvips would rasterise it at an arbitrary size. */
export const isTileable = (file: { mime?: string | null }) =>
  typeof file.mime === 'string' && file.mime.startsWith('image/') && file.mime !== 'image/svg+xml';

export function iiifTiles(strapi: Core.Strapi) {
  const storage = pyramidStorage(strapi);
  const records = pyramidRecords(strapi);
  const findFile = async (id: number) => (await strapi.db.query(FILE_UID).findOne({ where: { id } })) as FileRow | null;
  const invalidateCatalog = () => strapi.service('api::catalog.catalog').invalidate();

  async function removeFor(file: UploadedImage): Promise<void> {
    const row = await records.find(file.id);
    await records.remove(file.id);
    const stored = row ? { ...file, hash: imageIdOf(row), provider: row.provider } : file;
    await storage.remove(stored, row ? (JSON.parse(row.files) as string[]) : []);
    if (row) invalidateCatalog();
  }

  return {
    /** Asks for a file's pyramid; nothing when it is not an image, is made already, or is asked for already. */
    async enqueue(file: { id: number; mime?: string | null; hash?: string }, { force = false } = {}) {
      if (!isTileable(file)) return null;
      const row = await records.find(file.id);
      if (row && !force && (file.hash === undefined || row.hash === file.hash)) return null;
      if (await records.isQueued(file.id)) return null;
      return jobQueue(strapi).enqueue<TilesPayload>(
        IIIF_TILES_JOB,
        { fileId: file.id, force },
        { subject: String(file.id) },
      );
    },

    /** Asks for the pyramid of every image without one (every image with `force`); answers how many. */
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
      const before = await records.find(file.id);
      if (before && before.hash === file.hash && !job.payload.force) return;
      await buildPyramid(file, before, job.id, {
        storage,
        records,
        signal,
        published: invalidateCatalog,
        stillThere: async () => (await findFile(file.id)) !== null,
        removeAll: () => removeFor(file),
      });
      // The change stream is told once the catalog names the new build (a build overtaken is not named).
      const [was, now] = [imageService(before), imageService(await records.find(file.id))];
      if (now && now.imageId !== was?.imageId) {
        await discoveryService(strapi, 'changes').imageServiceChanged(file.id, was, now);
      }
    },

    removeFor,
    statuses: records.statuses,
    imageIds: records.imageIds,

    async pyramidOf(fileId: number) {
      const row = await records.find(fileId);
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
