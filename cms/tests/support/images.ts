import sharp from 'sharp';

/** A small page image whose colour tells `n` apart, as a scanner would send one page of a publication. */
export function pageImage(
  n: number,
  { width = 300, height = 400, format = 'png' }: { width?: number; height?: number; format?: 'png' | 'jpeg' } = {},
) {
  const background = { r: (n * 53) % 256, g: (n * 97) % 256, b: (n * 151) % 256 };
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}
