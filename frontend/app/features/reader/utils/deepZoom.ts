import type { Image } from '@folio/core';

/** On the site's own origin, where the tiles are relayed. */
export function iiifInfoUrl(hash: string): string {
  return `/iiif/image/${encodeURIComponent(hash)}/info.json`;
}

export function deepZoomOf(image: Image | undefined): string | null {
  return image?.deepZoom || null;
}
