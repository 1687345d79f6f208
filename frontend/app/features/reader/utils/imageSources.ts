import type { Image, ImageFormat } from '@folio/core';

/** The smallest rendition for the thumbnail strip, falling back to larger ones when the CMS made none. */
export function thumbnailSource(image: Image): ImageFormat {
  return (
    image.formats?.thumbnail ?? image.formats?.small ?? { url: image.url, width: image.width, height: image.height }
  );
}

/** Width over height; portrait scans are below 1. */
export function aspectRatio(image: Pick<Image, 'width' | 'height'>): number {
  return image.width > 0 && image.height > 0 ? image.width / image.height : 1;
}
