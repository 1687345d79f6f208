/**
 * PNG and JPEG uploads keep their original and get WebP renditions (src/extensions/upload): uploads
 * through the real upload service of a booted Strapi, with the local provider.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { startStrapi, stopStrapi } from './support/strapi';

let strapi: Core.Strapi;
let dir: string;

beforeAll(async () => {
  strapi = await startStrapi();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-renditions-'));
});

afterAll(async () => {
  await stopStrapi(strapi);
  fs.rmSync(dir, { recursive: true, force: true });
});

interface StoredFormat {
  url: string;
  ext: string;
  mime: string;
  width: number;
  height: number;
  sizeInBytes: number;
}
interface StoredFile extends StoredFormat {
  hash: string;
  formats: Record<string, StoredFormat>;
}

/** A cover-like drawing: flat colours, a circle, a line of text. */
const drawing = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#3d6b54"/><circle cx="${width * 0.7}" cy="${height * 0.6}" r="${width / 4}" fill="#c0563f"/>` +
      `<text x="40" y="120" font-size="48" fill="#fff">Catalogue 1994</text></svg>`,
  );

async function upload(name: string, image: ReturnType<typeof sharp>, mimetype: string): Promise<StoredFile> {
  const filepath = path.join(dir, name);
  await image.toFile(filepath);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name } },
      files: { filepath, originalFilename: name, mimetype, size: fs.statSync(filepath).size },
    });
  return file as StoredFile;
}

const servedFile = (url: string) => path.join(strapi.dirs.static.public, url);

it('gives a scanned page renditions wide enough for a phone at 2x (large) and at 3x (xlarge), never the original', async () => {
  const file = await upload('page.jpg', sharp(drawing(1754, 2480)).jpeg({ quality: 90 }), 'image/jpeg');
  try {
    expect(file.formats.large).toMatchObject({ width: 849, height: 1200 });
    expect(file.formats.xlarge).toMatchObject({ ext: '.webp', width: 1485, height: 2100 });
    const written = await sharp(servedFile(file.formats.xlarge.url)).metadata();
    expect(written).toMatchObject({ format: 'webp', width: 1485, height: 2100 });
    expect(file.formats.xlarge.sizeInBytes).toBeLessThan(fs.statSync(servedFile(file.url)).size);
  } finally {
    await strapi.plugin('upload').service('upload').remove(file);
  }
});

it.each([
  ['cover.png', 'image/png', () => sharp(drawing(720, 990)).png(), '.png'],
  ['photo.jpg', 'image/jpeg', () => sharp(drawing(1240, 1754)).jpeg({ quality: 90 }), '.jpg'],
])('stores %s as uploaded and its renditions as smaller WebP files', async (name, mimetype, image, ext) => {
  const file = await upload(name, image(), mimetype);
  try {
    expect(file.url).toBe(`/uploads/${file.hash}${ext}`);
    expect(file.mime).toBe(mimetype);
    const formats = Object.entries(file.formats);
    expect(formats.map(([key]) => key)).toEqual(expect.arrayContaining(['thumbnail', 'small', 'medium']));
    for (const [key, format] of formats) {
      expect(format).toMatchObject({ ext: '.webp', mime: 'image/webp', url: `/uploads/${key}_${file.hash}.webp` });
      const written = await sharp(servedFile(format.url)).metadata();
      expect(written).toMatchObject({ format: 'webp', width: format.width, height: format.height });
      expect(fs.statSync(servedFile(format.url)).size).toBe(format.sizeInBytes);
      // Smaller than the same rendition in the upload's own format.
      const resized = await sharp(servedFile(file.url))
        .resize({ width: format.width, height: format.height })
        .toFormat(ext === '.png' ? 'png' : 'jpeg')
        .toBuffer();
      expect(format.sizeInBytes).toBeLessThan(resized.length);
    }
  } finally {
    await strapi.plugin('upload').service('upload').remove(file);
  }
});

it.each([
  ['page.webp', 'image/webp', () => sharp(drawing(1240, 1754)).webp(), '.webp'],
  ['loop.gif', 'image/gif', () => sharp(drawing(800, 600)).gif(), '.gif'],
])('leaves the renditions of %s as Strapi makes them', async (name, mimetype, image, ext) => {
  const file = await upload(name, image(), mimetype);
  try {
    const extensions = Object.values(file.formats).map((format) => format.ext);
    expect(extensions.length).toBeGreaterThan(0);
    expect(new Set(extensions)).toEqual(new Set([ext]));
  } finally {
    await strapi.plugin('upload').service('upload').remove(file);
  }
});
