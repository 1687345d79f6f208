/** The level-2 image service: derived images made from the originals on request (docs/decisions/200-iiif-image-level-2.md). */
import type { Core } from '@strapi/strapi';
import {
  IIIF_IMAGE_HASH,
  imageServiceInfo,
  parseImageParams,
  resolveImageRequest,
  type IiifImageLimits,
} from '@folio/core';
import { folioSettings } from '../../../../../config/folio';
import { localStoredPath, readStoredFile } from '../../../../lib/stored-file';
import { byteCache, workGate } from '../images/bounds';
import { IMAGE_TYPES, renderImage } from '../images/render';
import { TILE_SIZE } from '../tiles/pyramid';
import { imageIdOf, pyramidRecords } from '../tiles/records';
import type { UploadedImage } from '../tiles/storage';

const FILE_UID = 'plugin::upload.file';

/** As sharp's iiif3 layout makes them: halved until the image fits one tile. */
export function pyramidScaleFactors(width: number, height: number): number[] {
  const factors = [1];
  while (Math.ceil(Math.max(width, height) / factors[factors.length - 1]) > TILE_SIZE)
    factors.push(factors[factors.length - 1] * 2);
  return factors;
}

export function iiifImages(strapi: Core.Strapi) {
  const settings = folioSettings().iiifImages;
  const limits: IiifImageLimits = {
    maxWidth: settings.maxWidth,
    maxHeight: settings.maxHeight,
    maxArea: settings.maxArea,
  };
  const records = pyramidRecords(strapi);
  const cache = byteCache(settings.cacheBytes);
  const gate = workGate(settings.concurrency, settings.queued);

  /** Only images with a pyramid are served: its record holds the oriented size, and its id the build. */
  async function imageOf(id: string) {
    if (!IIIF_IMAGE_HASH.test(id)) return null;
    const row = await records.byImageId(id);
    if (!row) return null;
    const file = (await strapi.db.query(FILE_UID).findOne({ where: { id: row.file_id } })) as UploadedImage | null;
    if (!file) return null;
    return { build: imageIdOf(row), width: Number(row.width), height: Number(row.height), file };
  }

  const originalOf = async (file: UploadedImage): Promise<string | Buffer> =>
    (file.provider ?? 'local') === 'local' ? localStoredPath(strapi, file) : readStoredFile(strapi, file);

  return {
    limits,
    load: () => gate.load,
    cachedBytes: () => cache.bytes,

    async info(id: string, serviceId: string) {
      const image = await imageOf(id);
      if (!image) return null;
      const tiles = [{ width: TILE_SIZE, scaleFactors: pyramidScaleFactors(image.width, image.height) }];
      return imageServiceInfo(serviceId, image, limits, tiles);
    },

    /** Null for an unknown image; throws IiifRequestError (a 400) or ServiceBusyError (a 503). */
    async render(id: string, region: string, size: string, rotation: string, file: string) {
      const params = parseImageParams(region, size, rotation, file);
      const image = await imageOf(id);
      if (!image) return null;
      const request = resolveImageRequest(params, image, limits);
      const key = `${image.build}/${request.canonical}`;
      const type = IMAGE_TYPES[request.format];
      const cached = cache.get(key);
      if (cached) return { body: cached, type, canonical: request.canonical };
      const body = await gate.run(key, async () => {
        const made = await renderImage(await originalOf(image.file), image, request);
        cache.set(key, made);
        return made;
      });
      return { body, type, canonical: request.canonical };
    },
  };
}

export type IiifImages = ReturnType<typeof iiifImages>;

export default ({ strapi }: { strapi: Core.Strapi }) => iiifImages(strapi);
