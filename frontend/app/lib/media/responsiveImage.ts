import type { Image, ImageFormat } from '@folio/core';

export type ImagePriority = 'high' | 'eager' | 'lazy';

export const imagePriority = (index: number, aboveTheFold: number): ImagePriority =>
  index >= aboveTheFold ? 'lazy' : index === 0 ? 'high' : 'eager';

export interface ResponsiveImageAttributes {
  src: string;
  srcSet: string | undefined;
  width: number;
  height: number;
}

// Drawn decorative (the card's title names the link), so without its alternative text.
export type CardCover = ResponsiveImageAttributes;

export const cardCover = (cover: Image | null): CardCover | null => (cover ? responsiveImageAttributes(cover) : null);

// The intrinsic size lets the browser reserve the space, so nothing shifts.
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
