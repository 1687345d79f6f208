import type { Image } from '@folio/core';
import { imageServiceUrl } from '../../../lib/media/pageRegion';

export function iiifInfoUrl(hash: string): string {
  return `${imageServiceUrl(hash)}/info.json`;
}

export function deepZoomOf(image: Image | undefined): string | null {
  return image?.deepZoom || null;
}
