/**
 * Renditions (the thumbnail and the responsive formats) of PNG and JPEG uploads are stored as WebP.
 *
 * Strapi's upload plugin keeps an upload's format for its renditions, and editors upload PNG and JPEG.
 * The site draws every list cover and scanned page from these renditions through a srcset, so their
 * bytes are what a visitor's phone downloads, and the largest of them paints the scans list's LCP
 * (docs/decisions/061-webp-renditions.md). The original stays as uploaded (it is the file
 * the editor chose, and the spec's `coverImgSrc`). A rendition that WebP would not make smaller, and
 * any other format (GIF animations, WebP, AVIF), is kept as Strapi made it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { file as fileUtils } from '@strapi/utils';
import sharp from 'sharp';

/** The fields of a file the upload plugin's image service hands around (see its resizeFileTo). */
export interface RenditionFile {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  filepath: string;
  width?: number;
  height?: number;
  size: number;
  sizeInBytes?: number;
  getStream: () => NodeJS.ReadableStream;
  [other: string]: unknown;
}

const CONVERTED_MIME_TYPES = new Set(['image/png', 'image/jpeg']);
/** Sharp's default WebP quality is 80; illustrations and photographs both hold up at it. */
const WEBP_OPTIONS = { quality: 80, effort: 4 };

const withExtension = (name: string, ext: string) => `${path.basename(name, path.extname(name))}${ext}`;

/** The rendition as WebP, or as it was when it is not PNG or JPEG or WebP does not make it smaller. */
export async function asWebp<File extends RenditionFile>(file: File): Promise<File> {
  if (!CONVERTED_MIME_TYPES.has(file.mime)) return file;
  const webpPath = `${file.filepath}.webp`;
  const { size } = await sharp(file.filepath).webp(WEBP_OPTIONS).toFile(webpPath);
  const originalSize = file.sizeInBytes ?? fs.statSync(file.filepath).size;
  if (size >= originalSize) {
    fs.rmSync(webpPath, { force: true });
    return file;
  }
  return {
    ...file,
    name: withExtension(file.name, '.webp'),
    ext: '.webp',
    mime: 'image/webp',
    filepath: webpPath,
    size: fileUtils.bytesToKbytes(size),
    sizeInBytes: size,
    getStream: () => fs.createReadStream(webpPath),
  };
}

/** What the upload plugin's `image-manipulation` service offers that is wrapped here. */
export interface ImageManipulation {
  generateThumbnail: (file: RenditionFile) => Promise<RenditionFile | null | undefined>;
  generateResponsiveFormats: (file: RenditionFile) => Promise<({ key: string; file: RenditionFile } | null)[]>;
  [other: string]: unknown;
}

export const withWebpRenditions = (manipulation: ImageManipulation): ImageManipulation => ({
  ...manipulation,
  async generateThumbnail(file) {
    const thumbnail = await manipulation.generateThumbnail(file);
    return thumbnail && asWebp(thumbnail);
  },
  async generateResponsiveFormats(file) {
    const formats = await manipulation.generateResponsiveFormats(file);
    return Promise.all(formats.map(async (format) => format && { ...format, file: await asWebp(format.file) }));
  },
});
