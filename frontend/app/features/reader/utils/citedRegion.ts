import { IIIF_PRESENTATION_CONTEXT } from '@folio/core';
import { type ImageSize, type PixelRegion, formatZoomRegion, parseZoomRegion } from './zoomRegion';

/** A cited part of a page, in pixels of the page image: the link opens the page zoomed to it, outlined. */
export const REGION_PARAM = 'region';

/** The region clamped to the image; null for a malformed, empty, outside or whole-page (`full`) value. */
export function parseRegionParam(value: string | null | undefined, size: ImageSize): PixelRegion | null {
  const region = parseZoomRegion(value, size);
  return region === null || region === 'full' ? null : region;
}

export const formatRegion = (region: PixelRegion): string => formatZoomRegion(region);

/** The entry's page address with the page and the region, and nothing else of the visitor's URL. */
export function regionLink(pageUrl: string, page: number, region: PixelRegion): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  url.searchParams.set('page', String(page));
  url.searchParams.set(REGION_PARAM, formatRegion(region));
  // URLSearchParams writes the commas as %2C; they are allowed in a query and read better as they are.
  return url.toString().replaceAll('%2C', ',');
}

/** IIIF Image API 3: the region at `width` pixels wide (the height follows), as a JPEG. */
export const regionImageUrl = (serviceId: string, region: PixelRegion, width: number): string =>
  `${serviceId}/${formatRegion(region)}/${Math.max(1, Math.round(width))},/0/default.jpg`;

/**
 * What the crop is saved as: the entry, page, region and width, so two crops are not both the service's
 * `default.jpg`. The entry's slug is the last segment of its address.
 */
export function regionFileName(pageUrl: string, page: number, region: PixelRegion, width: number): string {
  const slug = decodeURIComponent(new URL(pageUrl).pathname.split('/').filter(Boolean).pop() ?? 'page');
  const { x, y, width: regionWidth, height } = region;
  return `${slug}-page-${page}-${x}-${y}-${regionWidth}-${height}-${Math.max(1, Math.round(width))}px.jpg`;
}

export interface ContentStateTarget {
  manifestId: string;
  canvasId: string;
  region: PixelRegion;
}

/** A Content State 1.0 annotation: the canvas's region (`#xywh=`, canvas and image pixels agree) in its manifest. */
export function contentStateAnnotation(id: string, { manifestId, canvasId, region }: ContentStateTarget) {
  return {
    '@context': IIIF_PRESENTATION_CONTEXT,
    id,
    type: 'Annotation',
    motivation: ['contentState'],
    target: {
      id: `${canvasId}#xywh=${formatRegion(region)}`,
      type: 'Canvas',
      partOf: [{ id: manifestId, type: 'Manifest' }],
    },
  };
}

/** Content State 1.0 §6: encodeURIComponent, then base64url without padding, so it survives any re-encoding. */
export function encodeContentState(state: object): string {
  return btoa(encodeURIComponent(JSON.stringify(state)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The reverse of encodeContentState; null for what is not an encoded content state. */
export function decodeContentState(encoded: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  try {
    return JSON.parse(decodeURIComponent(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))));
  } catch {
    return null;
  }
}

/** A viewer that opens a content state from its `iiif-content` parameter (IIIF cookbook recipe 0466). */
export const IIIF_VIEWER_URL = 'https://projectmirador.org/embed/?iiif-content=';
