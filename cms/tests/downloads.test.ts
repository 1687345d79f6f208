/**
 * A published scan's downloads (src/api/download): one page at full resolution, and the whole scan as a
 * PDF made once per version of the scan, both named after it. Against the real CMS and its seeded pages
 * (JPEG, PNG and WebP files); the PDFs are read back with pdf-lib.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { createJobQueue, jobQueue, JOBS_TABLE } from '../src/plugins/jobs/server';
import { PDF_RETRY_AFTER_FAILURE_MS, PDF_WAIT_MS, SCAN_PDF_JOB } from '../src/api/download/services/download';
import { eventually } from './support/eventually';
import { startStrapi, stopStrapi } from './support/strapi';

const SCAN = 'api::scan.scan';
let strapi: Core.Strapi;
const http = () => request(strapi.server.httpServer);
const binary = (response: request.Response) => response.body as Buffer;
const asBuffer = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

interface Page {
  id: number;
  url: string;
  width: number;
  height: number;
  mime: string;
}
let documentId: string;
const TITLE = 'Downloads: Spring/Summer "Test" 1999';

beforeAll(async () => {
  strapi = await startStrapi();
  // A scan of this file's own, made from a seeded scan's pages, so the seeded library stays as it is.
  const seeded = (await strapi.documents(SCAN).findMany({
    status: 'published',
    populate: { pages: true, cover: true, designer: true },
    limit: 6,
  } as never)) as unknown as { pages: Page[]; cover: Page; designer: { documentId: string } }[];
  // Seeded pages and covers: the seed stores them as JPEG, PNG and WebP files.
  const pages = [...seeded[0].pages.slice(0, 3), ...seeded.map((scan) => scan.cover)];
  expect(new Set(pages.map((page) => page.mime)).size).toBeGreaterThan(1);
  const created = await strapi.documents(SCAN).create({
    data: {
      title: TITLE,
      slug: `downloads-test-${Date.now()}`,
      cover: seeded[0].cover.id,
      pages: pages.map((page) => page.id),
      designer: seeded[0].designer.documentId,
    } as never,
  });
  documentId = created.documentId;
  await strapi.documents(SCAN).publish({ documentId });
});

afterAll(async () => {
  if (documentId) {
    await strapi.documents(SCAN).delete({ documentId });
    for (const name of mine()) {
      fs.rmSync(path.join(cacheDirOf(), name), { force: true });
    }
  }
  await stopStrapi(strapi);
});

const cacheDirOf = () => strapi.service('api::download.download').cacheDir as string;
const mine = () =>
  fs.existsSync(cacheDirOf()) ? fs.readdirSync(cacheDirOf()).filter((name) => name.startsWith(documentId)) : [];
const pdfPath = () => `/api/downloads/scans/${documentId}/pdf`;

const latestPdfJobId = async () => (await jobQueue(strapi).list(SCAN_PDF_JOB, documentId, 1))[0]?.id ?? 0;

/** The scan's first PDF job after `afterId`, once it has ended. */
const pdfJobEnded = (afterId: number) =>
  eventually(
    async () => (await jobQueue(strapi).list(SCAN_PDF_JOB, documentId, 10)).filter((one) => one.id > afterId).at(-1),
    (job) => job?.status === 'done' || job?.status === 'failed',
    { what: `the scan's PDF job after job ${afterId} ended`, timeoutMs: 30_000 },
  );

/** Publishes the scan with its pages in another order: a new version, whose PDF is not made yet. */
async function publishNewVersion() {
  const pages = await pagesOf();
  await strapi
    .documents(SCAN)
    .update({ documentId, data: { pages: [...pages].reverse().map((page) => page.id) } as never });
  await strapi.documents(SCAN).publish({ documentId });
}

const pagesOf = async () =>
  (
    (await strapi
      .documents(SCAN)
      .findOne({ documentId, status: 'published', populate: { pages: true } } as never)) as unknown as {
      pages: Page[];
    }
  ).pages;

/** Each PDF page's width over height, in order. */
const ratios = async (pdf: Buffer) =>
  (await PDFDocument.load(pdf)).getPages().map((page) => Number((page.getWidth() / page.getHeight()).toFixed(3)));

it('sends the scan as a PDF, one page per scan page in order, named after the scan', async () => {
  const response = await asBuffer(http().get(`/api/downloads/scans/${documentId}/pdf`)).expect(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="Downloads Spring Summer Test 1999\.pdf"/,
  );
  const pages = await pagesOf();
  // Pages of different shapes, so the order is seen.
  expect(new Set(await ratios(binary(response))).size).toBeGreaterThan(1);
  expect(await ratios(binary(response))).toEqual(pages.map((page) => Number((page.width / page.height).toFixed(3))));
  expect((await PDFDocument.load(binary(response))).getTitle()).toBe(TITLE);
});

it('makes the PDF once per version of the scan, and again when its pages change', async () => {
  const cacheDir = cacheDirOf();
  await http().get(`/api/downloads/scans/${documentId}/pdf`).expect(200);
  const [first] = mine();
  const madeAt = fs.statSync(path.join(cacheDir, first)).mtimeMs;
  // Two at once, from the cache: nothing is made again.
  await Promise.all([1, 2].map(() => http().get(`/api/downloads/scans/${documentId}/pdf`).expect(200)));
  expect(mine()).toEqual([first]);
  expect(fs.statSync(path.join(cacheDir, first)).mtimeMs).toBe(madeAt);

  const pages = await pagesOf();
  const reversed = [...pages].reverse();
  await strapi.documents(SCAN).update({ documentId, data: { pages: reversed.map((page) => page.id) } as never });
  // The draft's order is not the published scan's until it is published.
  expect(mine()).toEqual([first]);
  await strapi.documents(SCAN).publish({ documentId });
  const again = await asBuffer(http().get(`/api/downloads/scans/${documentId}/pdf`)).expect(200);
  expect(await ratios(binary(again))).toEqual(reversed.map((page) => Number((page.width / page.height).toFixed(3))));
  expect(mine()).toHaveLength(1);
  expect(mine()).not.toEqual([first]);
});

it('makes the PDF again when a page’s file is replaced in the media library (same hash, new image)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-downloads-'));
  const imageFile = async (name: string, width: number, height: number) => {
    const filepath = path.join(dir, name);
    await sharp({ create: { width, height, channels: 3, background: '#c8b89a' } })
      .jpeg()
      .toFile(filepath);
    return { filepath, originalFilename: name, mimetype: 'image/jpeg', size: fs.statSync(filepath).size };
  };
  const uploads = strapi.plugin('upload').service('upload');
  try {
    const [added] = await uploads.upload({
      data: { fileInfo: { name: 'replaced-page.jpg', alternativeText: 'A page' } },
      files: await imageFile('replaced-page.jpg', 600, 900),
    });
    const pages = await pagesOf();
    await strapi
      .documents(SCAN)
      .update({ documentId, data: { pages: [added.id, ...pages.map((page) => page.id)] } as never });
    await strapi.documents(SCAN).publish({ documentId });
    const before = await asBuffer(http().get(`/api/downloads/scans/${documentId}/pdf`)).expect(200);
    expect((await ratios(binary(before)))[0]).toBe(Number((600 / 900).toFixed(3)));

    const replaced = await uploads.replace(added.id, {
      data: { fileInfo: {} },
      file: await imageFile('replaced-page-wide.jpg', 900, 600),
    });
    expect(replaced.hash).toBe(added.hash);
    const after = await asBuffer(http().get(`/api/downloads/scans/${documentId}/pdf`)).expect(200);
    expect((await ratios(binary(after)))[0]).toBe(Number((900 / 600).toFixed(3)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('makes no PDF for the seeded library at its first start: the seed does not publish through the publish action', async () => {
  const seeded = (await strapi
    .documents(SCAN)
    .findMany({ status: 'published', fields: ['title'], limit: 3 } as never)) as {
    documentId: string;
  }[];
  for (const scan of seeded.filter((entry) => entry.documentId !== documentId)) {
    expect(await jobQueue(strapi).list(SCAN_PDF_JOB, scan.documentId, 1)).toEqual([]);
  }
});

it('makes the PDF by a job when the scan is published, before anyone asks for it', async () => {
  const before = mine();
  const afterId = await latestPdfJobId();
  await publishNewVersion();
  const job = await pdfJobEnded(afterId);
  expect(job?.status).toBe('done');
  expect(mine()).toHaveLength(1);
  expect(mine()).not.toEqual(before);
  const made = mine()[0];
  const madeAt = fs.statSync(path.join(cacheDirOf(), made)).mtimeMs;
  await http().get(pdfPath()).expect(200);
  expect(fs.statSync(path.join(cacheDirOf(), made)).mtimeMs).toBe(madeAt);
});

it('makes its own copy in the request of a PDF another CMS instance made into its cache', async () => {
  const afterId = await latestPdfJobId();
  await publishNewVersion();
  const job = await pdfJobEnded(afterId);
  expect(job?.status).toBe('done');
  // Another instance's job: done, but its file is on that instance's disk, not here.
  for (const name of mine()) fs.rmSync(path.join(cacheDirOf(), name));
  const pdf = await asBuffer(http().get(pdfPath())).expect(200);
  expect(await ratios(binary(pdf))).toEqual(
    (await pagesOf()).map((page) => Number((page.width / page.height).toFixed(3))),
  );
  expect(mine()).toHaveLength(1);
  expect(await latestPdfJobId()).toBe(job?.id);
});

it('asks for one job however many download at once a PDF not made yet, and each gets the PDF', async () => {
  // The jobs earlier publishes asked for have ended.
  await pdfJobEnded((await latestPdfJobId()) - 1);
  const afterId = await latestPdfJobId();
  // The publish's own request for the job is held back: only the downloads below ask.
  const downloadService = strapi.service('api::download.download');
  let publishAsks!: jest.SpyInstance;
  const publishAsked = new Promise<void>((resolve) => {
    publishAsks = jest.spyOn(downloadService, 'enqueuePdf').mockImplementation(async () => {
      resolve();
      return null;
    });
  });
  try {
    await publishNewVersion();
    await publishAsked;
    expect(publishAsks).toHaveBeenCalledWith(documentId);
  } finally {
    publishAsks.mockRestore();
  }
  expect(await latestPdfJobId()).toBe(afterId);
  const downloads = await Promise.all(Array.from({ length: 6 }, () => asBuffer(http().get(pdfPath()))));
  expect(downloads.map((response) => response.status)).toEqual(Array(6).fill(200));
  const expected = (await pagesOf()).map((page) => Number((page.width / page.height).toFixed(3)));
  for (const pdf of downloads) expect(await ratios(binary(pdf))).toEqual(expected);
  const job = await pdfJobEnded(afterId);
  const asked = (await jobQueue(strapi).list(SCAN_PDF_JOB, documentId, 20)).filter((one) => one.id > afterId);
  expect(asked.map((one) => one.id)).toEqual([job?.id]);
  expect(job?.status).toBe('done');
});

it('answers 503 with Retry-After while the PDF is being made', async () => {
  const downloads = strapi.service('api::download.download');
  await publishNewVersion();
  // No wait: the PDF of the version just published is not made yet.
  const making = await downloads.scanPdf(documentId, { waitMs: 0 });
  expect(making).toMatchObject({ state: 'making' });
  expect(making.retryAfterSeconds).toBeGreaterThanOrEqual(5);
  expect(making.retryAfterSeconds).toBeLessThanOrEqual(120);

  // What a visitor gets meanwhile (the wait above, answered by the route).
  const scanPdf = jest.spyOn(downloads, 'scanPdf').mockResolvedValueOnce({ state: 'making', retryAfterSeconds: 12 });
  try {
    const response = await http().get(pdfPath()).expect(503);
    expect(response.headers['retry-after']).toBe('12');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({
      data: null,
      error: {
        status: 503,
        name: 'PdfBeingMadeError',
        message: 'The PDF of this scan is being made. Try again in 12 seconds.',
      },
    });
  } finally {
    scanPdf.mockRestore();
  }
  // And the PDF once it is made, within the request's wait.
  const pdf = await asBuffer(http().get(pdfPath())).expect(200);
  expect(await ratios(binary(pdf))).toEqual(
    (await pagesOf()).map((page) => Number((page.width / page.height).toFixed(3))),
  );
});

it('answers at once after the job failed for this version, and asks for another only once the retry interval has passed', async () => {
  const downloads = strapi.service('api::download.download');
  const afterId = await latestPdfJobId();
  // Every attempt fails, as with a page the media store cannot send.
  const runPdfJob = jest.spyOn(downloads, 'runPdfJob').mockRejectedValue(new Error('Page 2 is not a readable image'));
  let failedId = 0;
  try {
    await publishNewVersion();
    const failed = await pdfJobEnded(afterId);
    expect(failed?.status).toBe('failed');
    failedId = failed?.id ?? 0;

    const started = Date.now();
    const response = await http().get(pdfPath()).expect(503);
    expect(Date.now() - started).toBeLessThan(PDF_WAIT_MS / 2);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(PDF_RETRY_AFTER_FAILURE_MS / 1000 - 60);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(PDF_RETRY_AFTER_FAILURE_MS / 1000);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({
      data: null,
      error: {
        status: 503,
        name: 'PdfNotMadeError',
        message: 'The PDF of this scan could not be made. Try again in 10 minutes, or download its pages one by one.',
      },
    });
    await http().get(pdfPath()).expect(503);
    expect(await latestPdfJobId()).toBe(failedId);
  } finally {
    runPdfJob.mockRestore();
  }

  // The interval has passed (the failure is moved back in time): the next download asks again and gets the PDF.
  await strapi.db
    .connection(JOBS_TABLE)
    .where({ id: failedId })
    .update({ finished_at: Date.now() - PDF_RETRY_AFTER_FAILURE_MS - 1_000 });
  const pdf = await asBuffer(http().get(pdfPath())).expect(200);
  expect(await ratios(binary(pdf))).toEqual(
    (await pagesOf()).map((page) => Number((page.width / page.height).toFixed(3))),
  );
  const again = await pdfJobEnded(failedId);
  expect(again?.status).toBe('done');
  expect((await jobQueue(strapi).list(SCAN_PDF_JOB, documentId, 20)).filter((one) => one.id > failedId)).toHaveLength(
    1,
  );
});

it('claims a job of higher priority before those queued earlier', async () => {
  // A queue of its own, with types only this test registers, so the CMS's jobs are not in the way.
  const queue = createJobQueue(strapi, { pollMs: 50 });
  const order: string[] = [];
  let allRan!: () => void;
  const ran = new Promise<void>((resolve) => (allRan = resolve));
  const record = async (job: { payload: unknown }) => {
    order.push((job.payload as { name: string }).name);
    if (order.length === 3) allRan();
  };
  queue.register('test-priority-background', record);
  queue.register('test-priority-visitor', record);
  await queue.enqueue('test-priority-background', { name: 'background 1' });
  await queue.enqueue('test-priority-background', { name: 'background 2' });
  await queue.enqueue('test-priority-visitor', { name: 'visitor' }, { priority: 10 });
  queue.start();
  try {
    await ran;
  } finally {
    await queue.stop();
  }
  expect(order).toEqual(['visitor', 'background 1', 'background 2']);
});

it('sends one page as it was uploaded, named after the scan and the page', async () => {
  const pages = await pagesOf();
  const last = pages.length;
  const response = await asBuffer(http().get(`/api/downloads/scans/${documentId}/pages/${last}`)).expect(200);
  const original = fs.readFileSync(path.join(strapi.dirs.static.public, pages[last - 1].url));
  expect(binary(response).equals(original)).toBe(true);
  expect(response.headers['content-type']).toBe(pages[last - 1].mime);
  const number = String(last).padStart(String(last).length, '0');
  expect(response.headers['content-disposition']).toContain(`page ${number}`);
});

it.each([
  ['a page past the last', (id: string) => `/api/downloads/scans/${id}/pages/999`, 404],
  ['a scan that does not exist', () => `/api/downloads/scans/${'z'.repeat(24)}/pdf`, 404],
  ['page 0', (id: string) => `/api/downloads/scans/${id}/pages/0`, 400],
  ['a page that is no number', (id: string) => `/api/downloads/scans/${id}/pages/1e3`, 400],
  ['a malformed document ID', () => `/api/downloads/scans/..%2F..%2Fetc/pdf`, 400],
])('answers %s with a 4xx in Strapi’s error shape', async (_case, url, status) => {
  const response = await http().get(url(documentId)).expect(status);
  expect(response.body).toMatchObject({ data: null, error: { status } });
});

it('does not send a scan that is not published', async () => {
  expect(mine().length).toBeGreaterThan(0);
  const downloads = strapi.service('api::download.download');
  const removePdfs = downloads.removePdfs as (id: string) => Promise<void>;
  let removeSpy!: jest.SpyInstance;
  // Settles when the removal the unpublish asks for (after its write) has ended.
  const removed = new Promise<void>((resolve) => {
    removeSpy = jest.spyOn(downloads, 'removePdfs').mockImplementationOnce((id) => {
      const removal = removePdfs(id as string);
      resolve(removal);
      return removal;
    });
  });
  try {
    await strapi.documents(SCAN).unpublish({ documentId });
    await http().get(`/api/downloads/scans/${documentId}/pdf`).expect(404);
    // Its PDFs go with it.
    await removed;
    expect(removeSpy).toHaveBeenCalledWith(documentId);
  } finally {
    removeSpy.mockRestore();
  }
  expect(mine()).toEqual([]);
  await http().get(`/api/downloads/scans/${documentId}/pages/1`).expect(404);
});
