import type { Image, ImageFormat } from '@folio/core';

/** high: the page's largest above-the-fold image, fetched first; eager: the rest of the fold; lazy: below it. */
export type ImagePriority = 'high' | 'eager' | 'lazy';

/** Priority of the image at `index` in a list whose first `aboveTheFold` images show on first paint. */
export const imagePriority = (index: number, aboveTheFold: number): ImagePriority =>
  index >= aboveTheFold ? 'lazy' : index === 0 ? 'high' : 'eager';

export interface ResponsiveImageAttributes {
  src: string;
  srcSet: string | undefined;
  width: number;
  height: number;
}

/** A card's cover: drawn decorative (the card's title names the link), so without its alternative text. */
export type CardCover = ResponsiveImageAttributes;

export const cardCover = (cover: Image | null): CardCover | null => (cover ? responsiveImageAttributes(cover) : null);

/**
 * `src`, a width-described `srcSet` from every rendition Strapi made plus the original, and the
 * intrinsic size (so the browser reserves the space: no layout shift).
 */
export function responsiveImageAttributes(image: Image): ResponsiveImageAttributes {
  const renditions: ImageFormat[] = [...Object.values(image.formats ?? {}), image].filter(
    (rendition) => Boolean(rendition.url) && rendition.width > 0,
  );
  const urlByWidth = new Map<number, string>();
  for (const rendition of renditions)
    if (!urlByWidth.has(rendition.width)) urlByWidth.set(rendition.width, rendition.url);
  const srcSet = [...urlByWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
  const fallback = image.formats?.small ?? image.formats?.medium ?? image;
  return { src: fallback.url, srcSet: srcSet || undefined, width: image.width, height: image.height };
}
