import { useEffect } from 'react';
import type { Image } from '@folio/core';
import { responsiveImageAttributes } from '../../../lib/media/responsiveImage';

/**
 * Fetches the rendition an `<img>` with these `sizes` would pick. Detached images, not `<link rel="preload">`,
 * which the browser warns about when a reader stays on one page. Memoise `images`, or they are fetched each render.
 */
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
