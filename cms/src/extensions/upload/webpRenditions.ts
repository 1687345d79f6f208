/** Renditions are what a visitor's phone downloads and what paints the LCP (docs/decisions/061-webp-renditions.md). */
import fs from 'node:fs';
import path from 'node:path';
import { file as fileUtils } from '@strapi/utils';
import sharp from 'sharp';

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
