/** Derived images of the level-2 service, made with sharp (docs/decisions/200-iiif-image-level-2.md). */
import sharp, { type Sharp } from 'sharp';
import type { IiifImageRequest } from '@folio/core';
import { MAX_INPUT_PIXELS } from '../tiles/pyramid';

/** As the pyramid's tiles. */
const QUALITY = 82;
/** libjpeg decodes at 1/2, 1/4 or 1/8 of the size for the price of the smaller image. */
const MAX_SHRINK_ON_LOAD = 8;

export const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

const open = (input: string | Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
    .autoOrient()
    // As the pyramid's tiles: transparent areas are shown on white.
    .flatten({ background: '#ffffff' });

/**
 * The image whole is first decoded shrunk by the largest power of two the request allows, so a thumbnail of a
 * 48 MP page decodes 1/64 of its pixels; the region is then cut and scaled to the exact size.
 */
async function scaledRegion(
  input: string | Buffer,
  image: { width: number; height: number },
  request: IiifImageRequest,
) {
  const { region, width, height } = request;
  const shrink = Math.min(region.w / width, region.h / height);
  let factor = 1;
  while (factor * 2 <= Math.min(shrink, MAX_SHRINK_ON_LOAD)) factor *= 2;
  let source: Sharp = open(input);
  let box = region;
  if (factor > 1) {
    const small = { width: Math.ceil(image.width / factor), height: Math.ceil(image.height / factor) };
    const { data, info } = await source
      .resize(small.width, small.height, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    source = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const x = Math.min(Math.floor(region.x / factor), info.width - 1);
    const y = Math.min(Math.floor(region.y / factor), info.height - 1);
    box = {
      x,
      y,
      w: Math.max(1, Math.min(Math.round(region.w / factor), info.width - x)),
      h: Math.max(1, Math.min(Math.round(region.h / factor), info.height - y)),
    };
  }
  return source
    .extract({ left: box.x, top: box.y, width: box.w, height: box.h })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Cut, scaled, mirrored, turned, toned and encoded as the request says; `image` is the original's oriented size. */
export async function renderImage(
  input: string | Buffer,
  image: { width: number; height: number },
  request: IiifImageRequest,
): Promise<Buffer> {
  const { data, info } = await scaledRegion(input, image, request);
  let out = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  // Mirrored about the vertical axis before the turn, as section 4.3 says; sharp flops before rotating.
  if (request.mirror) out = out.flop();
  if (request.rotation) out = out.rotate(request.rotation);
  if (request.quality === 'gray') out = out.toColourspace('b-w');
  if (request.quality === 'bitonal') out = out.threshold(128).toColourspace('b-w');
  if (request.format === 'png') return out.png().toBuffer();
  if (request.format === 'webp') return out.webp({ quality: QUALITY }).toBuffer();
  return out.jpeg({ quality: QUALITY }).toBuffer();
}
