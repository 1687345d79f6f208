/** The zoomed part of a page as a IIIF region in image pixels (or `full`): the same detail on any screen. */
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

/** The region clamped to the image; null for a malformed, empty, outside or percent region. */
export function parseZoomRegion(value: string | null | undefined, size: ImageSize): ZoomRegion | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === 'full') return 'full';
  const parts = trimmed.split(',');
  if (parts.length !== 4 || !parts.every((part) => INTEGER.test(part))) return null;
  const [x, y, width, height] = parts.map(Number);
  return clampRegion({ x, y, width, height }, size);
}

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
