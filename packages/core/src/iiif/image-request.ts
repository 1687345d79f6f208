// IIIF Image API 3.0 level 2 requests (https://iiif.io/api/image/3.0/): parsed, resolved against an image, made canonical.
export const IIIF_IMAGE_PROFILE = 'level2';
export const IIIF_IMAGE_QUALITIES = ['default', 'color', 'gray', 'bitonal'] as const;
export const IIIF_IMAGE_FORMATS = ['jpg', 'png', 'webp'] as const;
/** Beyond what level 2 requires (color and gray, jpg and png, its region, size and rotation features). */
export const IIIF_IMAGE_EXTRAS = {
  extraQualities: ['bitonal'],
  extraFormats: ['webp'],
  extraFeatures: ['mirroring', 'sizeUpscaling', 'canonicalLinkHeader', 'profileLinkHeader'],
};
export const IIIF_IMAGE_PROFILE_URI = 'http://iiif.io/api/image/3/level2.json';

export type IiifQuality = (typeof IIIF_IMAGE_QUALITIES)[number];
export type IiifFormat = (typeof IIIF_IMAGE_FORMATS)[number];

export interface IiifImageLimits {
  maxWidth: number;
  maxHeight: number;
  maxArea: number;
}

export interface PixelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

type RegionParam =
  { kind: 'full' } | { kind: 'square' } | { kind: 'px' | 'pct'; x: number; y: number; w: number; h: number };
type SizeParam = { upscale: boolean } & (
  { kind: 'max' } | { kind: 'pct'; n: number } | { kind: 'w' | 'h' | 'wh' | 'confined'; w: number; h: number }
);

export interface IiifImageParams {
  region: RegionParam;
  size: SizeParam;
  mirror: boolean;
  rotation: 0 | 90 | 180 | 270;
  quality: IiifQuality;
  format: IiifFormat;
}

export interface IiifImageRequest {
  region: PixelBox;
  /** Of the image after the size step, before rotation. */
  width: number;
  height: number;
  mirror: boolean;
  rotation: 0 | 90 | 180 | 270;
  quality: IiifQuality;
  format: IiifFormat;
  /** The canonical region/size/rotation/quality.format (section 4.7), the key of a derived image. */
  canonical: string;
}

/** A request the service refuses: always a 400 (a malformed or unsatisfiable request, never the server's fault). */
export class IiifRequestError extends Error {}

const fail = (message: string): never => {
  throw new IiifRequestError(message);
};

const NUMBER = String.raw`(\d{1,10}(?:\.\d{1,10})?)`;
const INTEGER = String.raw`(\d{1,10})`;
const PX_REGION = new RegExp(`^${INTEGER},${INTEGER},${INTEGER},${INTEGER}$`);
const PCT_REGION = new RegExp(`^pct:${NUMBER},${NUMBER},${NUMBER},${NUMBER}$`);
const SIZE = new RegExp(`^(\\^)?(?:(max)|pct:${NUMBER}|(!)?${INTEGER}?,${INTEGER}?)$`);
const ROTATION = new RegExp(`^(!)?${NUMBER}$`);
const FILE = /^([a-z]+)\.([a-z0-9]+)$/;

function parseRegion(region: string): RegionParam {
  if (region === 'full' || region === 'square') return { kind: region };
  const px = PX_REGION.exec(region);
  if (px) return { kind: 'px', x: Number(px[1]), y: Number(px[2]), w: Number(px[3]), h: Number(px[4]) };
  const pct = PCT_REGION.exec(region);
  if (pct) return { kind: 'pct', x: Number(pct[1]), y: Number(pct[2]), w: Number(pct[3]), h: Number(pct[4]) };
  return fail(`Not a region: ${region}`);
}

function parseSize(size: string): SizeParam {
  const match = SIZE.exec(size);
  if (!match) return fail(`Not a size: ${size}`);
  const [, up, max, pct, confined, w, h] = match;
  const upscale = up === '^';
  if (max) return { upscale, kind: 'max' };
  if (pct !== undefined) return { upscale, kind: 'pct', n: Number(pct) };
  if (confined) {
    if (w === undefined || h === undefined) return fail(`!w,h needs both: ${size}`);
    return { upscale, kind: 'confined', w: Number(w), h: Number(h) };
  }
  if (w === undefined && h === undefined) return fail(`Not a size: ${size}`);
  const kind = w === undefined ? 'h' : h === undefined ? 'w' : 'wh';
  return { upscale, kind, w: Number(w ?? 0), h: Number(h ?? 0) };
}

/** Checks the syntax of a request's four segments, without the image; throws IiifRequestError. */
export function parseImageParams(region: string, size: string, rotation: string, file: string): IiifImageParams {
  const rotated = ROTATION.exec(rotation) ?? fail(`Not a rotation: ${rotation}`);
  const degrees = Number(rotated[2]);
  if (degrees > 360) fail(`Rotation is at most 360: ${rotation}`);
  if (degrees % 90 !== 0) fail(`Only rotations by multiples of 90 are supported: ${rotation}`);
  const named = FILE.exec(file) ?? fail(`Not a quality and format: ${file}`);
  const quality = named[1] as IiifQuality;
  const format = named[2] as IiifFormat;
  if (!IIIF_IMAGE_QUALITIES.includes(quality)) fail(`Unknown quality: ${named[1]}`);
  if (!IIIF_IMAGE_FORMATS.includes(format)) fail(`Unsupported format: ${named[2]}`);
  return {
    region: parseRegion(region),
    size: parseSize(size),
    mirror: rotated[1] === '!',
    rotation: (degrees % 360) as 0 | 90 | 180 | 270,
    quality,
    format,
  };
}

function resolveRegion(region: RegionParam, width: number, height: number): PixelBox {
  if (region.kind === 'full') return { x: 0, y: 0, w: width, h: height };
  if (region.kind === 'square') {
    const side = Math.min(width, height);
    return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), w: side, h: side };
  }
  const scaleX = region.kind === 'pct' ? width / 100 : 1;
  const scaleY = region.kind === 'pct' ? height / 100 : 1;
  const x = Math.round(region.x * scaleX);
  const y = Math.round(region.y * scaleY);
  if (x >= width || y >= height) fail('The region is outside the image.');
  // A region reaching past the image is cut to it (section 4.1).
  const w = Math.min(Math.round(region.w * scaleX), width - x);
  const h = Math.min(Math.round(region.h * scaleY), height - y);
  if (w <= 0 || h <= 0) fail('The region is empty.');
  return { x, y, w, h };
}

/** The largest size of the region's aspect within the limits. */
function largest(region: PixelBox, limits: IiifImageLimits): [number, number] {
  const scale = Math.min(
    limits.maxWidth / region.w,
    limits.maxHeight / region.h,
    Math.sqrt(limits.maxArea / (region.w * region.h)),
  );
  return [Math.max(1, Math.floor(region.w * scale)), Math.max(1, Math.floor(region.h * scale))];
}

function resolveSize(size: SizeParam, region: PixelBox, limits: IiifImageLimits): [number, number] {
  const { w: rw, h: rh } = region;
  let dims: [number, number];
  if (size.kind === 'max') {
    const [lw, lh] = largest(region, limits);
    dims = size.upscale || lw < rw || lh < rh ? [lw, lh] : [rw, rh];
  } else if (size.kind === 'pct') {
    dims = [Math.round((rw * size.n) / 100), Math.round((rh * size.n) / 100)];
  } else if (size.kind === 'w') {
    dims = [size.w, Math.max(1, Math.round((size.w * rh) / rw))];
  } else if (size.kind === 'h') {
    dims = [Math.max(1, Math.round((size.h * rw) / rh)), size.h];
  } else if (size.kind === 'wh') {
    dims = [size.w, size.h];
  } else {
    if (size.w === 0 || size.h === 0) fail('The size is empty.');
    // A box larger than the region asks for upscaling: refused without ^, as the IIIF validator expects.
    const scale = Math.min(size.w / rw, size.h / rh);
    dims = [Math.max(1, Math.floor(rw * scale)), Math.max(1, Math.floor(rh * scale))];
  }
  const [w, h] = dims;
  if (w <= 0 || h <= 0) fail('The size is empty.');
  if (!size.upscale && (w > rw || h > rh)) fail('A size larger than its region needs the ^ prefix.');
  if (w > limits.maxWidth || h > limits.maxHeight || w * h > limits.maxArea)
    fail(`The size is over this service's limits (${limits.maxWidth} × ${limits.maxHeight}, ${limits.maxArea} px).`);
  return dims;
}

/** Resolves a parsed request against an image of `width` × `height` px; throws IiifRequestError. */
export function resolveImageRequest(
  params: IiifImageParams,
  image: { width: number; height: number },
  limits: IiifImageLimits,
): IiifImageRequest {
  const region = resolveRegion(params.region, image.width, image.height);
  const [width, height] = resolveSize(params.size, region, limits);
  const whole = region.x === 0 && region.y === 0 && region.w === image.width && region.h === image.height;
  const upscaled = width > region.w || height > region.h;
  const canonical = [
    whole ? 'full' : `${region.x},${region.y},${region.w},${region.h}`,
    `${upscaled ? '^' : ''}${width},${height}`,
    `${params.mirror ? '!' : ''}${params.rotation}`,
    `${params.quality}.${params.format}`,
  ].join('/');
  return {
    region,
    width,
    height,
    mirror: params.mirror,
    rotation: params.rotation,
    quality: params.quality,
    format: params.format,
    canonical,
  };
}

/** The sizes a viewer may ask for whole (info.json's `sizes`): the image halved until it fits `smallest`. */
export function imageSizes(width: number, height: number, limits: IiifImageLimits, smallest = 64) {
  const sizes: { width: number; height: number }[] = [];
  for (let factor = 1; Math.max(width, height) / factor >= smallest || factor === 1; factor *= 2) {
    const w = Math.ceil(width / factor);
    const h = Math.ceil(height / factor);
    if (w <= limits.maxWidth && h <= limits.maxHeight && w * h <= limits.maxArea) sizes.push({ width: w, height: h });
    if (factor > 1 << 20) break;
  }
  return sizes.reverse();
}

/** A level-2 image service's description (section 5), its tiles those of the static pyramid. */
export function imageServiceInfo(
  id: string,
  image: { width: number; height: number },
  limits: IiifImageLimits,
  tiles: { width: number; scaleFactors: number[] }[],
) {
  return {
    '@context': 'http://iiif.io/api/image/3/context.json',
    id,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: IIIF_IMAGE_PROFILE,
    width: image.width,
    height: image.height,
    maxWidth: limits.maxWidth,
    maxHeight: limits.maxHeight,
    maxArea: limits.maxArea,
    sizes: imageSizes(image.width, image.height, limits),
    tiles,
    ...IIIF_IMAGE_EXTRAS,
  };
}
