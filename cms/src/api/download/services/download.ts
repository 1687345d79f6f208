import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Core } from '@strapi/strapi';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { openStoredFile, readStoredFile } from '../../../utils/stored-file';

const SCAN = 'api::scan.scan';
const PAGE_FIELDS = ['url', 'hash', 'ext', 'mime', 'width', 'height', 'provider', 'updatedAt'];
/** A page is laid out at this resolution: a 2,400 px tall scan makes an 8-inch page. */
const PDF_DPI = 300;
const POINTS_PER_INCH = 72;
/** Pages that are not JPEG (PNG, WebP, TIFF) are re-encoded at this quality: PDFs embed JPEG as it is. */
const JPEG_QUALITY = 92;

export interface ScanPage {
  url: string;
  hash: string;
  ext: string;
  mime: string;
  width: number | null;
  height: number | null;
  provider: string;
  /** A replaced file keeps its hash; its row's update time tells the new bytes apart. */
  updatedAt: string;
}

interface PublishedScan {
  documentId: string;
  title: string;
  pages: ScanPage[];
}

/** What a download is called: the scan's title, without the characters file systems refuse. */
export const downloadName = (title: string, suffix: string) =>
  `${
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Scan'
  }${suffix}`;

/** One PDF per version of a scan: its title and its pages' files (replaced ones too), in order. */
export const scanVersion = (scan: PublishedScan) =>
  createHash('sha256')
    .update(JSON.stringify([scan.title, scan.pages.map((page) => [page.hash, String(page.updatedAt)])]))
    .digest('hex')
    .slice(0, 16);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const cacheDir = path.join(strapi.dirs.app.root, '.tmp', 'downloads');
  /** PDFs being made, by file name: a second request for one waits for the first instead of making it again. */
  const making = new Map<string, Promise<string>>();

  async function publishedScan(documentId: string): Promise<PublishedScan | null> {
    const scan = await strapi.documents(SCAN).findOne({
      documentId,
      status: 'published',
      fields: ['title'],
      populate: { pages: { fields: PAGE_FIELDS } },
    } as never);
    if (!scan) return null;
    const { title, pages } = scan as unknown as { title: string; pages: ScanPage[] | null };
    return { documentId, title, pages: pages ?? [] };
  }

  /** A page's image as JPEG bytes, with its size in pixels. */
  async function jpegPage(page: ScanPage): Promise<{ data: Buffer; width: number; height: number }> {
    const original = await readStoredFile(strapi, page);
    const isJpeg = page.mime === 'image/jpeg';
    const data = isJpeg ? original : await sharp(original).rotate().jpeg({ quality: JPEG_QUALITY }).toBuffer();
    const { width, height } = await sharp(data).metadata();
    if (!width || !height) throw new Error(`Page ${page.url} is not a readable image`);
    return { data, width, height };
  }

  /** Writes the scan's PDF, one page per scan page in order, each page sized to its image. */
  async function makePdf(scan: PublishedScan, file: string): Promise<void> {
    const partial = `${file}.${process.pid}.part`;
    const document = new PDFDocument({ autoFirstPage: false, info: { Title: scan.title, Creator: 'Folio' } });
    const written = pipeline(document, createWriteStream(partial));
    // A write error (a full disk) while pages are still being read is seen at `await written` below;
    // until then it must not go unhandled, which would stop the process.
    written.catch(() => undefined);
    try {
      // One page's image in memory at a time: pdfkit writes each image object out as it is placed.
      for (const page of scan.pages) {
        const { data, width, height } = await jpegPage(page);
        const size = [(width / PDF_DPI) * POINTS_PER_INCH, (height / PDF_DPI) * POINTS_PER_INCH];
        document.addPage({ size, margin: 0 });
        document.image(data, 0, 0, { width: size[0], height: size[1] });
      }
      document.end();
      await written;
      await fs.rename(partial, file);
    } catch (error) {
      document.end();
      await written.catch(() => undefined);
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  /**
   * Removes the PDFs of the scan's other versions, but not one being made (its `.part` file, or a version
   * another request is making). A request that saw an older version may still finish last and remove the
   * newer file: the next download then makes it again.
   */
  async function dropEarlierVersions(documentId: string, keep: string): Promise<void> {
    const names = await fs.readdir(cacheDir).catch(() => [] as string[]);
    const earlier = names.filter(
      (name) => name.startsWith(`${documentId}-`) && name.endsWith('.pdf') && name !== keep && !making.has(name),
    );
    await Promise.all(earlier.map((name) => fs.rm(path.join(cacheDir, name), { force: true })));
  }

  return {
    cacheDir,

    /** The scan's PDF on disk (made now if this version has none) and its download name; null if not published. */
    async scanPdf(documentId: string): Promise<{ file: string; name: string } | null> {
      const scan = await publishedScan(documentId);
      if (!scan || scan.pages.length === 0) return null;
      const fileName = `${documentId}-${scanVersion(scan)}.pdf`;
      const file = path.join(cacheDir, fileName);
      const name = downloadName(scan.title, '.pdf');
      const exists = await fs.stat(file).then(
        () => true,
        () => false,
      );
      if (exists) return { file, name };
      let made = making.get(fileName);
      if (!made) {
        made = (async () => {
          await fs.mkdir(cacheDir, { recursive: true });
          await makePdf(scan, file);
          await dropEarlierVersions(documentId, fileName);
          return file;
        })().finally(() => making.delete(fileName));
        making.set(fileName, made);
      }
      await made;
      return { file, name };
    },

    /** One page's original file as a stream, its type and its download name; null if there is no such page. */
    async scanPage(documentId: string, pageNumber: number) {
      const scan = await publishedScan(documentId);
      const page = scan?.pages[pageNumber - 1];
      if (!scan || !page) return null;
      const digits = String(scan.pages.length).length;
      const name = downloadName(scan.title, ` - page ${String(pageNumber).padStart(digits, '0')}${page.ext}`);
      return { stream: await openStoredFile(strapi, page), mime: page.mime, name };
    },
  };
};
