import type { Image, PageBox } from '@folio/core';

/** A part of a page image in its pixels, as IIIF regions and the reader's `?zoom=` name it. */
export interface PagePixelRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RegionAroundOptions {
  /** Room added on each side of the word, as a share of the page's width and height. */
  pad?: number;
  /** The region is at least this share of the page's width and of its height, so one short word is not a blur. */
  minShare?: number;
  /** Width over height: the region is widened or heightened around the word to this shape. */
  aspect?: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The part of a page around a word's box (fractions of the page), kept inside the image; null without a size. */
export function regionAround(
  box: PageBox,
  size: { width: number; height: number },
  { pad = 0.04, minShare = 0.2, aspect }: RegionAroundOptions = {},
): PagePixelRegion | null {
  const { width: pageWidth, height: pageHeight } = size;
  if (!(pageWidth > 0 && pageHeight > 0)) return null;
  let width = Math.max((box.w + 2 * pad) * pageWidth, minShare * pageWidth);
  let height = Math.max((box.h + 2 * pad) * pageHeight, minShare * pageHeight);
  if (aspect !== undefined && aspect > 0) {
    if (width / height < aspect) width = height * aspect;
    else height = width / aspect;
  }
  width = Math.min(width, pageWidth);
  height = Math.min(height, pageHeight);
  const centreX = (box.x + box.w / 2) * pageWidth;
  const centreY = (box.y + box.h / 2) * pageHeight;
  const x = Math.round(clamp(centreX - width / 2, 0, pageWidth - width));
  const y = Math.round(clamp(centreY - height / 2, 0, pageHeight - height));
  return {
    x,
    y,
    width: Math.min(Math.round(width), pageWidth - x),
    height: Math.min(Math.round(height), pageHeight - y),
  };
}

/** A IIIF Image API service on the site's origin, where the images' tiles are relayed. */
export const imageServiceUrl = (hash: string) => `/iiif/image/${encodeURIComponent(hash)}`;

const imageServiceOf = (image: Pick<Image, 'deepZoom'>) => (image.deepZoom ? imageServiceUrl(image.deepZoom) : null);

/**
 * A small picture of the page around the word: a IIIF region request `height` pixels high when the image has a
 * service, else the page's own smallest rendition.
 */
export function pageCropUrl(image: Image, box: PageBox | undefined, height: number, aspect: number): string {
  const service = imageServiceOf(image);
  const region = service && box ? regionAround(box, image, { aspect }) : null;
  if (service && region) {
    return `${service}/${region.x},${region.y},${region.width},${region.height}/,${height}/0/default.jpg`;
  }
  return image.formats?.thumbnail?.url ?? image.formats?.small?.url ?? image.url;
}
