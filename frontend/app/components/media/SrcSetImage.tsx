import type { ImagePriority, ResponsiveImageAttributes } from '../../lib/media/responsiveImage';

interface SrcSetImageProps {
  /** `src`, `srcSet` and intrinsic size, as responsiveImageAttributes works them out. */
  attributes: ResponsiveImageAttributes;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  alt: string;
  priority?: ImagePriority;
  className?: string;
}

/** An image drawn at its intrinsic aspect ratio (no layout shift), fetched and decoded by its priority. */
export function SrcSetImage({ attributes, sizes, alt, priority = 'lazy', className }: SrcSetImageProps) {
  const { src, srcSet, width, height } = attributes;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      decoding={priority === 'high' ? 'sync' : 'async'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      style={{ display: 'block', width: '100%', height: 'auto' }}
    />
  );
}
