import type { Image } from '@folio/core';
import { responsiveImageAttributes, type ImagePriority } from '../../../lib/media/responsiveImage';

interface ResponsiveImageProps {
  image: Image;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  alt?: string;
  priority?: ImagePriority;
  className?: string;
}

export function ResponsiveImage({ image, sizes, alt, priority = 'lazy', className }: ResponsiveImageProps) {
  const { src, srcSet, width, height } = responsiveImageAttributes(image);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt ?? image.alternativeText ?? ''}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      decoding={priority === 'high' ? 'sync' : 'async'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      style={{ display: 'block', width: '100%', height: 'auto' }}
    />
  );
}
