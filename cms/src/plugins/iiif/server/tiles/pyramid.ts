/** Level-0 pyramids: static files a viewer reads as they are (docs/decisions/151-iiif-tiles.md). */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { folioSettings } from '../../../../../config/folio';

/** Keeps a 6,000 px page to a few hundred requests at full size. */
export const TILE_SIZE = 512;
/** Scans are read for lettering and weave, where 82 shows no blocking. */
const TILE_QUALITY = 82;
export const MAX_INPUT_PIXELS = 200_000_000;
/** What builds before the site's address was written carry; the site rewrites the id when it serves info.json. */
export const PLACEHOLDER_ID = 'https://iiif.invalid/iiif';

/** The site's image service: the stored info.json, read directly from the store, names a service that resolves. */
export const imageServiceBase = () => `${folioSettings().publicSiteUrl}/iiif/image`;

export interface Pyramid {
  width: number;
  height: number;
  /** Relative to its folder, with forward slashes (info.json among them). */
  files: string[];
  tiles: number;
}

async function listFiles(root: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(root, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat().sort();
}

/** `outDir` must not exist yet; a sequential read never holds a large original whole in memory. */
export async function makePyramid(input: string, outDir: string): Promise<Pyramid> {
  await fs.mkdir(path.dirname(outDir), { recursive: true });
  const info = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
    // The orientation a camera recorded is applied, as the upload plugin's renditions apply it.
    .rotate()
    // Tiles are JPEG: transparent areas of a PNG are shown on white, as on the page.
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: TILE_QUALITY, mozjpeg: false })
    .tile({ layout: 'iiif3', size: TILE_SIZE, overlap: 0, id: imageServiceBase() })
    .toFile(outDir);
  const files = await listFiles(outDir);
  return { width: info.width, height: info.height, files, tiles: files.filter((f) => f !== 'info.json').length };
}

/** The IIIF info.json of a pyramid, as read back (the fields the tests and the status need). */
export interface InfoJson {
  id: string;
  type: string;
  profile: string;
  width: number;
  height: number;
  tiles: { width: number; height?: number; scaleFactors: number[] }[];
}
