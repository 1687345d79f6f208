import type { Image } from '@folio/core';

/** The page's IIIF Image API service on the site's own origin, where its tiles are relayed (issue #24). */
export function iiifInfoUrl(hash: string): string {
  return `/iiif/image/${encodeURIComponent(hash)}/info.json`;
}

/** The image id of the page's tile pyramid, when its tiles are built. */
export function deepZoomOf(image: Image | undefined): string | null {
  return image?.deepZoom || null;
}
