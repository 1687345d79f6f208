/**
 * PDF in, pages out (src/plugins/pdf-ingest, src/plugins/jobs): an editor's PDF becomes the scan's pages in order,
 * with the upload plugin's renditions, through a job the real CMS runs in the background; a page that
 * cannot be read is reported and the others go in; refused files leave nothing behind; a job survives a
 * restart. Pages are rendered at a longest side of 600 px here to keep the run short.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { adminSession, type AdminSession } from './support/admin';
import { eventually } from './support/eventually';
import { encryptedPdf, generatedPdf, PAGE_HEIGHT, pageWidth } from './support/pdf';
import { startStrapi, stopStrapi } from './support/strapi';

const SCAN = 'api::scan.scan';
const LONGEST_SIDE = 600;
const MAX_PAGES = 9;

interface JobStatus {
  id: number;
  status: string;
  total: number;
  done: number;
  added: number;
  failed: { page: number; reason: string }[];
  error: string | null;
}

interface StoredPage {
  id: number;
  name: string;
  alternativeText: string;
  width: number;
  height: number;
  mime: string;
  formats: Record<string, { ext: string; width: number }> | null;
}

let strapi: Core.Strapi;
let editor: AdminSession;
const savedEnv = { ...process.env };

beforeAll(async () => {
  process.env.PDF_INGEST_LONGEST_SIDE = String(LONGEST_SIDE);
  process.env.PDF_INGEST_MAX_PAGES = String(MAX_PAGES);
  strapi = await startStrapi();
  editor = await adminSession(strapi, 'strapi-editor', 'pdf-ingest-editor@example.com');
});

afterAll(async () => {
  await stopStrapi(strapi);
  process.env = savedEnv;
});

let scans = 0;
async function newScan(): Promise<{ documentId: string; slug: string; title: string }> {
  scans += 1;
  const title = `Ingest Test Issue ${scans}`;
  const slug = `ingest-test-issue-${scans}`;
  const scan = await strapi.documents(SCAN).create({ data: { title, slug } as never });
  return { documentId: scan.documentId, slug, title };
}

const sendPdf = (documentId: string, bytes: Buffer, filename = 'issue.pdf') =>
  editor
    .post(`/pdf-ingest/scans/${documentId}/pdf`)
    .attach('file', bytes, { filename, contentType: 'application/pdf' });

const jobStatus = async (id: number): Promise<JobStatus> => {
  const response = await editor.get(`/pdf-ingest/jobs/${id}`);
  expect(response.status).toBe(200);
  return (response.body as { data: JobStatus }).data;
};

const finished = (id: number) =>
  eventually(
    () => jobStatus(id),
    (job) => job.status === 'done' || job.status === 'failed',
    { what: `job ${id} to finish`, timeoutMs: 60_000 },
  );

async function scanPages(documentId: string): Promise<StoredPage[]> {
  const scan = (await strapi.documents(SCAN).findOne({ documentId, populate: { pages: true } })) as unknown as {
    pages: StoredPage[] | null;
  };
  return scan.pages ?? [];
}

/** The rendered width of generated page `n`: its width scaled as its height is to the longest side. */
const renderedWidth = (n: number) => Math.floor(pageWidth(n) * (LONGEST_SIDE / PAGE_HEIGHT));

describe('PDF ingest', () => {
  it('adds every page of a PDF to the scan, in order, with renditions and alternative text', async () => {
    const scan = await newScan();
    const response = await sendPdf(scan.documentId, await generatedPdf({ pages: 4 }));
    expect(response.status).toBe(202);
    const accepted = (response.body as { data: JobStatus }).data;
    // A free worker may claim the job before the answer is written, so it can already be running (and have
    // placed a page).
    expect(['queued', 'running']).toContain(accepted.status);
    expect(accepted).toMatchObject({ total: 4, failed: [] });
    if (accepted.status === 'queued') expect(accepted).toMatchObject({ done: 0, added: 0 });

    const seen: number[] = [];
    const job = await eventually(
      async () => {
        const status = await jobStatus(accepted.id);
        seen.push(status.done);
        return status;
      },
      (status) => status.status === 'done',
      { what: 'the job to finish', timeoutMs: 60_000 },
    );
    expect(job).toMatchObject({ total: 4, done: 4, added: 4, failed: [], error: null });
    // Progress only moves forward.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const pages = await scanPages(scan.documentId);
    expect(pages.map((page) => page.name)).toEqual([1, 2, 3, 4].map((n) => `${scan.slug}-page-00${n}.jpg`));
    expect(pages.map((page) => page.alternativeText)).toEqual([1, 2, 3, 4].map((n) => `${scan.title}, page ${n}`));
    expect(pages.map((page) => page.width)).toEqual([1, 2, 3, 4].map(renderedWidth));
    for (const page of pages) {
      expect(page).toMatchObject({ mime: 'image/jpeg', height: LONGEST_SIDE });
      expect(page.formats?.thumbnail?.ext).toBe('.webp');
      expect(page.formats?.small?.ext).toBe('.webp');
    }

    // The PDF itself was only kept while the job ran.
    expect(await strapi.db.query('plugin::upload.file').count({ where: { name: 'issue.pdf' } })).toBe(0);

    // The scan's job list shows it, for the edit view opened later.
    const listed = await editor.get(`/pdf-ingest/scans/${scan.documentId}/jobs`);
    expect((listed.body as { data: JobStatus[] }).data[0]).toMatchObject({ id: accepted.id, status: 'done' });
  });

  it('numbers pages after the ones the scan already has', async () => {
    const scan = await newScan();
    const first = await sendPdf(scan.documentId, await generatedPdf({ pages: 1 }));
    await finished((first.body as { data: JobStatus }).data.id);
    const second = await sendPdf(scan.documentId, await generatedPdf({ pages: 2 }));
    await finished((second.body as { data: JobStatus }).data.id);
    const pages = await scanPages(scan.documentId);
    expect(pages.map((page) => page.name)).toEqual([1, 2, 3].map((n) => `${scan.slug}-page-00${n}.jpg`));
    expect(pages.map((page) => page.width)).toEqual([1, 1, 2].map(renderedWidth));
  });

  it('reports a page that cannot be read and adds the others', async () => {
    const scan = await newScan();
    const response = await sendPdf(scan.documentId, await generatedPdf({ pages: 3, brokenPage: 2 }));
    expect(response.status).toBe(202);
    const job = await finished((response.body as { data: JobStatus }).data.id);
    expect(job).toMatchObject({ status: 'done', total: 3, done: 3, added: 2 });
    expect(job.failed).toEqual([{ page: 2, reason: expect.stringMatching(/could not be read/) }]);
    const pages = await scanPages(scan.documentId);
    expect(pages.map((page) => page.name)).toEqual([`${scan.slug}-page-001.jpg`, `${scan.slug}-page-003.jpg`]);
    expect(pages.map((page) => page.width)).toEqual([renderedWidth(1), renderedWidth(3)]);
  });

  describe('refuses what it cannot ingest, leaving nothing behind', () => {
    const uploadsDir = () => path.join(strapi.dirs.static.public, 'uploads');
    const tempFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('folio-upload-'));
    const counts = async () => ({
      files: await strapi.db.query('plugin::upload.file').count(),
      stored: fs.readdirSync(uploadsDir()).length,
      jobs: Number(((await strapi.db.connection('folio_jobs').count({ n: '*' })) as { n: number | string }[])[0].n),
      temp: tempFolders().length,
    });

    it.each([
      ['a file that is not a PDF', async () => Buffer.from('Just some text, not a PDF at all.\n'), 400, /not a PDF/],
      ['a corrupt PDF', async () => Buffer.from('%PDF-1.7\n1 0 obj << /Broken'), 400, /not a readable PDF/],
      ['an encrypted PDF', encryptedPdf, 400, /protected by a password/],
      [
        'a PDF with too many pages',
        () => generatedPdf({ pages: MAX_PAGES + 1 }),
        413,
        new RegExp(`has ${MAX_PAGES + 1} pages; at most ${MAX_PAGES}`),
      ],
    ])('%s', async (_what, bytes, status, message) => {
      const scan = await newScan();
      const before = await counts();
      const response = await sendPdf(scan.documentId, await bytes());
      expect(response.status).toBe(status);
      expect((response.body as { error: { message: string } }).error.message).toMatch(message);
      expect(await counts()).toEqual(before);
      expect(await scanPages(scan.documentId)).toEqual([]);
    });

    it('a request without a file, or with two', async () => {
      const scan = await newScan();
      const before = await counts();
      const none = await editor.post(`/pdf-ingest/scans/${scan.documentId}/pdf`).field('note', 'no file');
      expect(none.status).toBe(400);
      const pdf = await generatedPdf({ pages: 1 });
      const two = await editor
        .post(`/pdf-ingest/scans/${scan.documentId}/pdf`)
        .attach('file', pdf, 'a.pdf')
        .attach('other', pdf, 'b.pdf');
      expect(two.status).toBe(400);
      expect(await counts()).toEqual(before);
    });

    it('a scan that does not exist, and a request without a session', async () => {
      const before = await counts();
      const pdf = await generatedPdf({ pages: 1 });
      expect((await sendPdf('no-such-scan', pdf)).status).toBe(404);
      const anonymous = await request(strapi.server.httpServer)
        .post(`/pdf-ingest/scans/no-such-scan/pdf`)
        .attach('file', pdf, 'a.pdf');
      expect(anonymous.status).toBe(401);
      expect(await counts()).toEqual(before);
    });
  });

  it('goes on with a job after a restart, without adding a page twice', async () => {
    const scan = await newScan();
    const pageCount = 8;
    const response = await sendPdf(scan.documentId, await generatedPdf({ pages: pageCount }));
    const { id } = (response.body as { data: JobStatus }).data;
    // Stopped with pages still to go: a stop lets the page being rendered finish, and no more.
    await eventually(
      () => jobStatus(id),
      (job) => job.done >= 1 && job.done <= pageCount - 3,
      {
        what: 'a first page',
        timeoutMs: 60_000,
      },
    );
    await stopStrapi(strapi);
    strapi = await startStrapi();
    editor = await adminSession(strapi, 'strapi-editor', 'pdf-ingest-editor@example.com');

    const job = await finished(id);
    expect(job).toMatchObject({ status: 'done', total: pageCount, done: pageCount, added: pageCount, failed: [] });
    const pages = await scanPages(scan.documentId);
    const numbers = Array.from({ length: pageCount }, (_, index) => index + 1);
    expect(pages.map((page) => page.name)).toEqual(numbers.map((n) => `${scan.slug}-page-00${n}.jpg`));
    expect(pages.map((page) => page.width)).toEqual(numbers.map(renderedWidth));
  });
});
