import { useEffect } from 'react';
import type { Image } from '@folio/core';
import { responsiveImageAttributes } from '../../../lib/media/responsiveImage';

/**
 * Fetches images ahead of showing them, picking the same rendition an `<img>` with these `sizes` would,
 * so the next page turn finds its page in the browser's cache. Detached images rather than
 * `<link rel="preload">`: the browser warns about preloads not used within seconds of the load event,
 * and a reader may stay on one page far longer than that.
 */
/** `images` should keep its identity between renders (memoise it), or it is fetched again from the cache each time. */
export function usePreloadedImages(images: Image[], sizes: string): void {
  useEffect(() => {
    for (const image of images) {
      const { src, srcSet } = responsiveImageAttributes(image);
      const loader = document.createElement('img');
      loader.decoding = 'async';
      if (srcSet) {
        loader.sizes = sizes;
        loader.srcset = srcSet;
      }
      loader.src = src;
    }
  }, [images, sizes]);
}
