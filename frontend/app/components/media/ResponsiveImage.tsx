import type { Image } from '@folio/core';
import { responsiveImageAttributes, type ImagePriority } from '../../lib/media/responsiveImage';
import { SrcSetImage } from './SrcSetImage';

interface ResponsiveImageProps {
  image: Image;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Defaults to the image's own alternative text. */
  alt?: string;
  priority?: ImagePriority;
  className?: string;
}

/** An image from the CMS, with a srcset of every rendition Strapi made. */
export function ResponsiveImage({ image, sizes, alt, priority, className }: ResponsiveImageProps) {
  return (
    <SrcSetImage
      attributes={responsiveImageAttributes(image)}
      sizes={sizes}
      alt={alt ?? image.alternativeText ?? ''}
      priority={priority}
      className={className}
    />
  );
}
