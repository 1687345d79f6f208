/**
 * The zoomed part of a page in the URL (`?page=12&zoom=410,1220,800,600`), written as a IIIF Image API
 * region: `x,y,w,h` in the image's own pixels, or `full` for the whole page (the zoom view open, not zoomed in).
 * A link to a detail therefore names the same pixels whatever the screen it is opened on.
 */
export const ZOOM_PARAM = 'zoom';

export interface PixelRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type ZoomRegion = 'full' | PixelRegion;

export interface ImageSize {
  width: number;
  height: number;
}

const INTEGER = /^\d{1,9}$/;

/**
 * The region a `zoom` value names on an image of `size`, clamped to the image; null for anything else
 * (a missing or malformed value, an empty area, a region wholly outside the image, percent regions).
 */
export function parseZoomRegion(value: string | null | undefined, size: ImageSize): ZoomRegion | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === 'full') return 'full';
  const parts = trimmed.split(',');
  if (parts.length !== 4 || !parts.every((part) => INTEGER.test(part))) return null;
  const [x, y, width, height] = parts.map(Number);
  return clampRegion({ x, y, width, height }, size);
}

/** The part of `region` that lies on the image, in whole pixels; null when nothing does. */
export function clampRegion(region: PixelRegion, size: ImageSize): PixelRegion | null {
  const values = [region.x, region.y, region.width, region.height, size.width, size.height];
  if (!values.every(Number.isFinite) || size.width <= 0 || size.height <= 0) return null;
  const left = Math.max(0, Math.round(region.x));
  const top = Math.max(0, Math.round(region.y));
  const right = Math.min(size.width, Math.round(region.x + region.width));
  const bottom = Math.min(size.height, Math.round(region.y + region.height));
  if (right - left < 1 || bottom - top < 1) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export function formatZoomRegion(region: ZoomRegion): string {
  return region === 'full' ? 'full' : [region.x, region.y, region.width, region.height].join(',');
}
