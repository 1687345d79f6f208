import { createRequire } from 'node:module';
import path from 'node:path';

type Sharp = typeof import('../../cms/node_modules/sharp').default;
/** The CMS's sharp: the journeys decode what the site answers with the library that made the pages. */
export const sharp = createRequire(path.resolve(__dirname, '..', '..', 'cms', 'package.json'))('sharp') as Sharp;

export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Mean absolute difference per channel (0 to 255) of two images, both shrunk to `width` × `height` RGB. */
export async function meanDifference(
  a: Buffer | string,
  b: Buffer | string,
  { width, height }: { width: number; height: number },
): Promise<number> {
  const pixels = (input: Buffer | string) =>
    sharp(input).removeAlpha().resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const [first, second] = await Promise.all([pixels(a), pixels(b)]);
  let sum = 0;
  for (let index = 0; index < first.length; index += 1) sum += Math.abs(first[index] - second[index]);
  return sum / first.length;
}

/** `box` of the image as a PNG: lossless, so only the answer compared with it went through JPEG. */
export const cut = (image: Buffer, { x, y, width, height }: PixelBox) =>
  sharp(image).extract({ left: x, top: y, width, height }).png().toBuffer();
