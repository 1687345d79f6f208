import type { Image } from '@folio/core';

/** Scan pages as the catalog serves them (A4 portrait, Strapi's four renditions), for the reader's tests. */
export function makePages(count: number, name = 'page'): Image[] {
  const rendition = (prefix: string, page: number, width: number, height: number) => ({
    url: `/uploads/${prefix}${name}_${page}.webp`,
    width,
    height,
  });
  return Array.from({ length: count }, (_, index) => {
    const page = index + 1;
    return {
      url: `/uploads/${name}_${page}.webp`,
      width: 1240,
      height: 1754,
      alternativeText: `Scanned page ${page}`,
      formats: {
        thumbnail: rendition('thumbnail_', page, 110, 156),
        small: rendition('small_', page, 354, 500),
        medium: rendition('medium_', page, 530, 750),
        large: rendition('large_', page, 707, 1000),
      },
    };
  });
}
