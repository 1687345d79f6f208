import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Core } from '@strapi/strapi';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { jobQueue, type Job, type JobContext } from '../../../plugins/jobs/server';
import { openStoredFile, readStoredFile } from '../../../lib/stored-file';

export const SCAN_PDF_JOB = 'scan-pdf';
/** Above background work (tiles, text): a visitor may be waiting for this one. */
const SCAN_PDF_PRIORITY = 10;
/** Under the site relay's 15 s timeout, and long enough for a scan of a few dozen pages (record 163). */
export const PDF_WAIT_MS = 10_000;
const PDF_POLL_MS = 200;
const PAGES_PER_SECOND = 2;
const RETRY_AFTER_BOUNDS = [5, 120] as const;
/** After a failure for the current version (docs/decisions/178-scan-pdf-failures.md). */
export const PDF_RETRY_AFTER_FAILURE_MS = 10 * 60_000;

export interface ScanPdfPayload {
  documentId: string;
  /** The job makes the version published when it runs, not this one. */
  version?: string;
}

export interface ScanPdfProgress {
  pages: number;
  total: number;
  /** So another instance can tell its job has made it. */
  version?: string;
}

export type ScanPdf =
  | { state: 'ready'; file: string; name: string }
  | { state: 'making'; retryAfterSeconds: number }
  | { state: 'failed'; retryAfterSeconds: number };

const SCAN = 'api::scan.scan';
const PAGE_FIELDS = ['url', 'hash', 'ext', 'mime', 'width', 'height', 'provider', 'updatedAt'];
/** A page is laid out at this resolution: a 2,400 px tall scan makes an 8-inch page. */
const PDF_DPI = 300;
const POINTS_PER_INCH = 72;
/** PDFs embed JPEG as it is, so only other formats are re-encoded. */
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

export const downloadName = (title: string, suffix: string) =>
  `${
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Scan'
  }${suffix}`;

export const scanVersion = (scan: PublishedScan) =>
  createHash('sha256')
    .update(JSON.stringify([scan.title, scan.pages.map((page) => [page.hash, String(page.updatedAt)])]))
    .digest('hex')
    .slice(0, 16);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const cacheDir = path.join(strapi.dirs.app.root, '.tmp', 'downloads');
  const queue = jobQueue(strapi);
  const exists = (file: string) =>
    fs.stat(file).then(
      () => true,
      () => false,
    );
  const pdfFile = (scan: PublishedScan) => path.join(cacheDir, `${scan.documentId}-${scanVersion(scan)}.pdf`);

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

  async function jpegPage(page: ScanPage): Promise<{ data: Buffer; width: number; height: number }> {
    const original = await readStoredFile(strapi, page);
    const isJpeg = page.mime === 'image/jpeg';
    const data = isJpeg ? original : await sharp(original).rotate().jpeg({ quality: JPEG_QUALITY }).toBuffer();
    const { width, height } = await sharp(data).metadata();
    if (!width || !height) throw new Error(`Page ${page.url} is not a readable image`);
    return { data, width, height };
  }

  async function makePdf(
    scan: PublishedScan,
    file: string,
    { signal, report }: { signal: AbortSignal; report: (progress: ScanPdfProgress) => Promise<void> },
  ): Promise<void> {
    const partial = `${file}.${process.pid}.part`;
    const document = new PDFDocument({ autoFirstPage: false, info: { Title: scan.title, Creator: 'Folio' } });
    const written = pipeline(document, createWriteStream(partial));
    // A write error (a full disk) is seen at `await written`; unhandled until then, it would stop the process.
    written.catch(() => undefined);
    try {
      // One page's image in memory at a time: pdfkit writes each image object out as it is placed.
      for (const [index, page] of scan.pages.entries()) {
        if (signal.aborted) throw signal.reason;
        const { data, width, height } = await jpegPage(page);
        const size = [(width / PDF_DPI) * POINTS_PER_INCH, (height / PDF_DPI) * POINTS_PER_INCH];
        document.addPage({ size, margin: 0 });
        document.image(data, 0, 0, { width: size[0], height: size[1] });
        await report({ pages: index + 1, total: scan.pages.length, version: scanVersion(scan) });
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

  /** A second request for a PDF waits for the first. */
  const madeHere = new Map<string, Promise<void>>();

  async function makeHere(scan: PublishedScan, file: string): Promise<void> {
    let made = madeHere.get(file);
    if (!made) {
      made = (async () => {
        await fs.mkdir(cacheDir, { recursive: true });
        await makePdf(scan, file, { signal: new AbortController().signal, report: async () => undefined });
        await dropVersions(scan.documentId, path.basename(file));
      })().finally(() => madeHere.delete(file));
      madeHere.set(file, made);
    }
    await made;
  }

  async function dropVersions(documentId: string, keep?: string): Promise<void> {
    const names = await fs.readdir(cacheDir).catch(() => [] as string[]);
    const earlier = names.filter((name) => name.startsWith(`${documentId}-`) && name.endsWith('.pdf') && name !== keep);
    await Promise.all(earlier.map((name) => fs.rm(path.join(cacheDir, name), { force: true })));
  }

  const jobVersion = (job: Job<ScanPdfPayload, ScanPdfProgress>) => job.progress?.version ?? job.payload.version;

  /** One request asks at a time, so however many ask at once, one job is queued. */
  const asking = new Map<string, Promise<void>>();

  /** A job running for an earlier version does not make this one. */
  function askForPdf(scan: PublishedScan): Promise<number | null> {
    const { documentId } = scan;
    const version = scanVersion(scan);
    const asked = (asking.get(documentId) ?? Promise.resolve()).then(async () => {
      const [latest] = await queue.list<ScanPdfPayload, ScanPdfProgress>(SCAN_PDF_JOB, documentId, 1);
      if (latest?.status === 'queued') return null;
      if (latest?.status === 'running' && jobVersion(latest) === version) return null;
      return queue.enqueue<ScanPdfPayload>(
        SCAN_PDF_JOB,
        { documentId, version },
        { subject: documentId, priority: SCAN_PDF_PRIORITY },
      );
    });
    // Never rejects, so the next request asks after this one whatever became of it.
    const settled: Promise<void> = asked.then(
      () => undefined,
      () => undefined,
    );
    asking.set(documentId, settled);
    void settled.then(() => {
      if (asking.get(documentId) === settled) asking.delete(documentId);
    });
    return asked;
  }

  async function enqueuePdf(documentId: string): Promise<number | null> {
    const scan = await publishedScan(documentId);
    return scan && scan.pages.length > 0 ? askForPdf(scan) : null;
  }

  async function retryAfter(scan: PublishedScan): Promise<number> {
    const job = (await queue.list<ScanPdfPayload, ScanPdfProgress>(SCAN_PDF_JOB, scan.documentId, 1))[0];
    const left = scan.pages.length - (job?.status === 'running' ? (job.progress?.pages ?? 0) : 0);
    const [least, most] = RETRY_AFTER_BOUNDS;
    return Math.min(most, Math.max(least, Math.ceil(left / PAGES_PER_SECOND)));
  }

  return {
    cacheDir,

    async scanPdf(documentId: string, { waitMs = PDF_WAIT_MS } = {}): Promise<ScanPdf | null> {
      const scan = await publishedScan(documentId);
      if (!scan || scan.pages.length === 0) return null;
      const file = pdfFile(scan);
      const ready = { state: 'ready', file, name: downloadName(scan.title, '.pdf') } as const;
      if (await exists(file)) return ready;
      const [latest] = await queue.list<ScanPdfPayload, ScanPdfProgress>(SCAN_PDF_JOB, documentId, 1);
      const version = scanVersion(scan);
      if (latest?.status === 'done' && latest.progress?.version === version) {
        // Made by another instance into its own cache: this one makes its copy in the request.
        await makeHere(scan, file);
        return ready;
      }
      if (latest?.status === 'failed' && jobVersion(latest) === version) {
        // Failed for this version (a page unreadable, the media store down): asked again only now and then.
        const next = (latest.finishedAt ?? latest.updatedAt).getTime() + PDF_RETRY_AFTER_FAILURE_MS - Date.now();
        if (next > 0) return { state: 'failed', retryAfterSeconds: Math.ceil(next / 1000) };
      }
      await askForPdf(scan);
      for (const until = Date.now() + waitMs; Date.now() < until;) {
        await new Promise((resolve) => setTimeout(resolve, PDF_POLL_MS));
        if (await exists(file)) return ready;
      }
      return { state: 'making', retryAfterSeconds: await retryAfter(scan) };
    },

    enqueuePdf,

    async runPdfJob(job: Job<ScanPdfPayload>, { signal, report }: JobContext<ScanPdfProgress>): Promise<void> {
      const scan = await publishedScan(job.payload.documentId);
      if (!scan || scan.pages.length === 0) return;
      const file = pdfFile(scan);
      if (await exists(file)) return;
      await fs.mkdir(cacheDir, { recursive: true });
      // The version first, so a job failing at its first page is known to have failed for that version.
      await report({ pages: 0, total: scan.pages.length, version: scanVersion(scan) });
      try {
        await makePdf(scan, file, { signal, report });
      } catch (error) {
        if (signal.aborted) return;
        throw error;
      }
      // Unpublished (or published anew) while its PDF was made: that PDF is nobody's.
      const now = await publishedScan(scan.documentId);
      if (!now || pdfFile(now) !== file) {
        await fs.rm(file, { force: true });
        return;
      }
      await dropVersions(scan.documentId, path.basename(file));
    },

    removePdfs: (documentId: string) => dropVersions(documentId),

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
