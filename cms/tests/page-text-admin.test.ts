/**
 * The page texts in the admin (docs/decisions/168-page-text-in-the-admin.md): an editor lists the pages'
 * text states, corrects a page (stored as the editor's, laid over the recogniser's boxes), has a page read
 * again (a recognition job queued), and is refused bad input; anonymous visitors and roles without the
 * action are refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import type { PageWord } from '@folio/core';
import { JOBS_TABLE } from '../src/plugins/jobs/server';
import { PAGE_OCR_JOB } from '../src/plugins/ocr/server/recognition/recognition';
import { pageTextStore } from '../src/plugins/ocr/server/store';
import { pageTextBadge, pageTextLabel, type PageTextState } from '../src/plugins/folio-editor/shared/page-text';
import { validatePageTextBody } from '../src/plugins/ocr/server/validators/corrections';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-page-text-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const WORDS: PageWord[] = [
  { t: 'Maison', x: 0.1, y: 0.1, w: 0.2, h: 0.05, c: 91 },
  { t: 'Vionet', x: 0.32, y: 0.1, w: 0.2, h: 0.05, c: 48 },
];

describe('the editors’ words for a page’s text state', () => {
  const state = (fields: Partial<PageTextState>): PageTextState => ({
    fileId: 1,
    status: 'done',
    source: 'ocr',
    confidence: 80,
    error: null,
    text: 'Maison',
    updatedAt: null,
    ...fields,
  });

  it('says whether the text was recognised, corrected, is being read or could not be read, and why', () => {
    expect(pageTextLabel(state({}))).toBe('Text recognised');
    expect(pageTextLabel(state({ source: 'seed' }))).toBe('Text recognised');
    expect(pageTextLabel(state({ source: 'editor' }))).toBe('Text corrected');
    expect(pageTextLabel(state({ text: '  ' }))).toBe('No text found');
    expect(pageTextLabel(state({ status: 'queued' }))).toBe('Reading…');
    expect(pageTextLabel(state({ status: 'running' }))).toBe('Reading…');
    expect(pageTextLabel(state({ status: 'none', source: null, text: '' }))).toBe('Not read yet');
    expect(pageTextLabel(state({ status: 'failed', error: 'The image could not be opened' }))).toBe(
      'Text not read: The image could not be opened',
    );
    expect(pageTextBadge(state({ status: 'failed', error: 'x' }))).toBe('Text not read');
    expect(pageTextLabel(undefined)).toBeNull();
  });

  it('takes a string of at most 100,000 characters that a database can store, with "\\n" line ends', () => {
    expect(validatePageTextBody({ text: 'a\r\nb\rc' })).toBe('a\nb\nc');
    expect(validatePageTextBody({ text: '' })).toBe('');
    expect(validatePageTextBody({ text: 'é'.repeat(100_000) })).toHaveLength(100_000);
    for (const body of [null, [], 'text', {}, { text: 5 }, { text: 'a', words: [] }]) {
      expect(() => validatePageTextBody(body)).toThrow();
    }
    expect(() => validatePageTextBody({ text: 'x'.repeat(100_001) })).toThrow(
      'The text is 100,001 characters long; a page’s text can be at most 100,000',
    );
    expect(() => validatePageTextBody({ text: 'a\u0000b' })).toThrow('cannot be stored');
    expect(() => validatePageTextBody({ text: 'a\ud800b' })).toThrow('cannot be stored');
  });
});

describe('in the CMS', () => {
  let strapi: Core.Strapi;
  let editor: AdminSession;
  let author: AdminSession;
  let fileId: number;
  let otherFileId: number;

  beforeAll(async () => {
    strapi = await startStrapi();
    editor = await adminSession(strapi, 'strapi-editor', 'page-text-editor@folio.test');
    author = await adminSession(strapi, 'strapi-author', 'page-text-author@folio.test');
    const filepath = path.join(work, 'page.png');
    await sharp({ create: { width: 400, height: 560, channels: 3, background: '#f4efe6' } })
      .png()
      .toFile(filepath);
    const [file] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: 'page-text.png', alternativeText: 'A page' } },
        files: { filepath, originalFilename: 'page-text.png', mimetype: 'image/png', size: fs.statSync(filepath).size },
      })) as { id: number }[];
    fileId = file.id;
    const [other] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: 'page-text-2.png', alternativeText: 'Another page' } },
        files: {
          filepath,
          originalFilename: 'page-text-2.png',
          mimetype: 'image/png',
          size: fs.statSync(filepath).size,
        },
      })) as { id: number }[];
    otherFileId = other.id;
  });
  const createdScans: string[] = [];
  afterAll(async () => {
    // Later suites read the whole catalog: the scan made here goes (and its page with it).
    for (const documentId of createdScans) await strapi.documents('api::scan.scan').delete({ documentId });
    await stopStrapi(strapi);
  });

  const list = async (ids: number[]) =>
    (await editor.get(`/ocr/page-texts?ids=${ids.join(',')}`).expect(200)).body.data as PageTextState[];
  const jobsOf = async (id: number) =>
    (await strapi.db
      .connection(JOBS_TABLE)
      .where({ type: PAGE_OCR_JOB })
      .andWhere('subject', String(id))
      .orderBy('id')) as { id: number; status: string; payload: string }[];

  it('refuses anonymous visitors (401) and admins whose role lacks the page text action (403)', async () => {
    const http = request(strapi.server.httpServer);
    await http.get(`/ocr/page-texts?ids=${fileId}`).expect(401);
    await http.put(`/ocr/page-texts/${fileId}`).send({ text: 'x' }).expect(401);
    await http.post(`/ocr/page-texts/${fileId}/reading`).expect(401);
    await author.get(`/ocr/page-texts?ids=${fileId}`).expect(403);
    await author.put(`/ocr/page-texts/${fileId}`).send({ text: 'x' }).expect(403);
    await author.post(`/ocr/page-texts/${fileId}/reading`).expect(403);
    expect((await pageTextStore(strapi).get(fileId))?.source).not.toBe('editor');
  });

  it('lists each page’s state and text, in the order asked, with "none" for a file never read', async () => {
    await pageTextStore(strapi).save(fileId, {
      status: 'done',
      source: 'ocr',
      text: 'Maison Vionet',
      words: WORDS,
      confidence: 69.5,
      error: null,
      fileUpdatedAt: null,
    });
    const [page, unknown] = await list([fileId, 999_999]);
    expect(page).toMatchObject({ fileId, source: 'ocr', text: 'Maison Vionet', error: null });
    // A job from the upload may still be waiting or running: the state says so over the stored text.
    expect(['done', 'queued', 'running']).toContain(page.status);
    expect(unknown).toMatchObject({ fileId: 999_999, status: 'none', source: null, text: '' });
    // A page whose reading failed is marked with the reason, not shown as an empty text.
    await pageTextStore(strapi).save(otherFileId, {
      status: 'failed',
      source: 'ocr',
      text: '',
      words: [],
      confidence: null,
      error: 'The image could not be decoded',
      fileUpdatedAt: null,
    });
    const [failed] = await list([otherFileId]);
    expect(failed).toMatchObject({ status: 'failed', error: 'The image could not be decoded', text: '' });
    expect(pageTextLabel(failed)).toBe('Text not read: The image could not be decoded');
    await editor.get('/ocr/page-texts?ids=abc').expect(400);
    await editor.get('/ocr/page-texts').expect(400);
  });

  it('stores an editor’s correction as theirs, each corrected word on the box of the word it replaces', async () => {
    const { body } = await editor
      .put(`/ocr/page-texts/${fileId}`)
      .send({ text: 'Maison Vionnet\r\nSpring 1932' })
      .expect(200);
    expect(body.data).toMatchObject({ fileId, source: 'editor', text: 'Maison Vionnet\nSpring 1932' });
    // "Spring 1932" was not read at all: there is no box to put it on.
    const placed = [WORDS[0], { ...WORDS[1], t: 'Vionnet', c: 100 }];
    const stored = await pageTextStore(strapi).get(fileId);
    expect(stored).toMatchObject({
      status: 'done',
      source: 'editor',
      text: 'Maison Vionnet\nSpring 1932',
      words: placed,
      confidence: 100,
      error: null,
    });
    const [listed] = await list([fileId]);
    expect(listed).toMatchObject({ source: 'editor', text: 'Maison Vionnet\nSpring 1932' });
    const detail = (await editor.get(`/ocr/page-texts/${fileId}`).expect(200)).body.data;
    expect(detail).toMatchObject({ fileId, source: 'editor', words: placed });
    await author.get(`/ocr/page-texts/${fileId}`).expect(403);
    await request(strapi.server.httpServer).get(`/ocr/page-texts/${fileId}`).expect(401);
    await editor.get('/ocr/page-texts/999999').expect(404);
  });

  it('finds a corrected word inside its published scan, on the box of the word it replaced', async () => {
    const designer = (await strapi.documents('api::designer.designer').findFirst({ status: 'published' } as never))!;
    const scan = await strapi.documents('api::scan.scan').create({
      data: {
        title: 'Corrected page',
        slug: `corrected-page-${Date.now()}`,
        designer: designer.documentId,
        cover: fileId,
        pages: [fileId],
      } as never,
    });
    createdScans.push(scan.documentId);
    await strapi.documents('api::scan.scan').publish({ documentId: scan.documentId });
    const http = request(strapi.server.httpServer);
    const search = async (q: string) =>
      (await http.get(`/api/page-texts/scans/${scan.documentId}/search`).query({ q }).expect(200)).body.data.hits;
    const { x, y, w, h } = WORDS[1];
    expect(await search('vionnet')).toMatchObject([{ page: 1, boxes: [{ x, y, w, h }] }]);
    expect(await search('vionet')).toEqual([]);
  });

  it('refuses a text that is not a string, too long or not storable (400), and an image that is gone (404)', async () => {
    const refused = async (body: unknown, message: string | RegExp) => {
      const response = await editor
        .put(`/ocr/page-texts/${fileId}`)
        .send(body as object)
        .expect(400);
      expect(response.body.error.message).toMatch(message);
    };
    await refused({}, 'Send the page’s text as { "text": "…" }');
    await refused({ text: 42 }, 'Send the page’s text');
    await refused({ text: 'x'.repeat(100_001) }, 'a page’s text can be at most 100,000');
    await refused({ text: 'a\u0000b' }, 'cannot be stored');
    await refused({ text: 'a', confidence: 3 }, 'Only "text" can be sent');
    await editor.put('/ocr/page-texts/abc').send({ text: 'x' }).expect(400);
    const gone = await editor.put('/ocr/page-texts/999999').send({ text: 'x' }).expect(404);
    expect(gone.body.error.message).toMatch('No such image');
    await editor.post('/ocr/page-texts/999999/reading').expect(404);
    // Nothing of the refused texts was stored.
    expect((await pageTextStore(strapi).get(fileId))?.text).toBe('Maison Vionnet\nSpring 1932');
  });

  it('has a page read again: a forced recognition job for the file is queued', async () => {
    const { body } = await editor.post(`/ocr/page-texts/${fileId}/reading`).expect(202);
    expect(body.data.fileId).toBe(fileId);
    // The worker is off in these tests (OCR_WORKER=false): the job waits, asked as a re-run. A job the
    // upload queued and that had not started becomes the re-run rather than a second job.
    const jobs = await jobsOf(fileId);
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    const latest = jobs[jobs.length - 1];
    expect(latest.status).toBe('queued');
    expect(JSON.parse(latest.payload)).toEqual({ fileId, force: true });
  });
});
