/**
 * The public read side of page texts (src/plugins/ocr, docs/decisions/170): search inside a published
 * scan or archive entry, one page's text, and the library's search, against the real CMS. The texts are
 * stored as the recogniser would store them (pageTextStore), for images uploaded by this file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import type { PageWord } from '@folio/core';
import { pageTextStore } from '../src/plugins/ocr/server/store';
import { eventually } from './support/eventually';
import { startStrapi, stopStrapi } from './support/strapi';
import { uploadImage } from './support/upload';

const SCAN = 'api::scan.scan';
const ARCHIVE = 'api::archive-entry.archive-entry';
let strapi: Core.Strapi;
const http = () => request(strapi.server.httpServer);

// Words no seeded page holds, so the library's answers are this file's alone.
const NAME = 'Quovandrelle';
const FABRIC = 'Zintharique';
const DRAFT_ONLY = 'Ombrevistalle';
const PRICE_LIST = `Price list\n${NAME} coat in ${FABRIC.toUpperCase()} wool, ¥ 48,000\nand ${NAME.toLowerCase()} boots`;

let scanId: string;
let archiveId: string;
let draftId: string;
const fileIds: number[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-page-texts-'));

/** Words one per line, each box a tenth of the page's height below the last. */
const laidOut = (text: string): PageWord[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((t, i) => ({ t, x: 0.1, y: 0.02 + i * 0.07, w: 0.3, h: 0.05, c: 92 }));

/** The boxes of the words of `text` that hold `word`, whatever their case. */
const boxesOf = (text: string, word: string) =>
  laidOut(text)
    .filter((laid) => laid.t.toLowerCase().includes(word.toLowerCase()))
    .map(({ x, y, w, h }) => ({ x, y, w, h }));

async function upload(name: string) {
  const filepath = path.join(dir, name);
  await sharp({ create: { width: 400, height: 600, channels: 3, background: '#efe6d2' } })
    .jpeg()
    .toFile(filepath);
  const file = await uploadImage(strapi, name, filepath);
  fileIds.push(file.id);
  return file.id;
}

const saveText = (fileId: number, text: string, status: 'done' | 'failed' = 'done') =>
  pageTextStore(strapi).save(fileId, {
    status,
    source: 'ocr',
    text: status === 'done' ? text : '',
    words: status === 'done' ? laidOut(text) : [],
    confidence: status === 'done' ? 92 : null,
    error: status === 'done' ? null : 'The image could not be read',
    fileUpdatedAt: null,
  });

beforeAll(async () => {
  strapi = await startStrapi();
  const [p1, p2, p3, p4] = [
    await upload('pt-1.jpg'),
    await upload('pt-2.jpg'),
    await upload('pt-3.jpg'),
    await upload('pt-4.jpg'),
  ];
  await saveText(p1, `Cover\nSpring/Summer 1999`);
  await saveText(p2, PRICE_LIST);
  await saveText(p3, '', 'failed');
  await saveText(p4, `${NAME} ${NAME} ${NAME} archive ${DRAFT_ONLY}`);
  const designer = (await strapi.documents('api::designer.designer').findFirst({ status: 'published' } as never))!;
  const common = { cover: p1, designer: designer.documentId };
  const scan = await strapi.documents(SCAN).create({
    data: { ...common, title: 'Page texts: Catalogue', slug: `page-texts-${Date.now()}`, pages: [p1, p2, p3] } as never,
  });
  scanId = scan.documentId;
  await strapi.documents(SCAN).publish({ documentId: scanId });
  const archive = await strapi.documents(ARCHIVE).create({
    data: { ...common, title: 'Page texts: Archive', slug: `page-texts-a-${Date.now()}`, images: [p3, p4] } as never,
  });
  archiveId = archive.documentId;
  await strapi.documents(ARCHIVE).publish({ documentId: archiveId });
  // Its page holds a word no published page holds.
  const draft = await strapi.documents(SCAN).create({
    data: { ...common, title: 'Page texts: Draft', slug: `page-texts-d-${Date.now()}`, pages: [p4, p2] } as never,
  });
  draftId = draft.documentId;
});

afterAll(async () => {
  for (const documentId of [scanId, draftId]) if (documentId) await strapi.documents(SCAN).delete({ documentId });
  if (archiveId) await strapi.documents(ARCHIVE).delete({ documentId: archiveId });
  for (const id of fileIds) {
    await pageTextStore(strapi).remove(id);
    await strapi.plugin('upload').service('upload').remove({ id });
  }
  fs.rmSync(dir, { recursive: true, force: true });
  await stopStrapi(strapi);
});

describe('search inside an entry', () => {
  it('finds a word on its page with the boxes of every matching word and a snippet', async () => {
    const response = await http()
      .get(`/api/page-texts/scans/${scanId}/search`)
      .query({ q: 'quovandrelle' })
      .expect(200);
    expect(response.body.data).toEqual({
      query: 'quovandrelle',
      words: ['quovandrelle'],
      hits: [
        {
          page: 2,
          snippet: `Price list ${NAME} coat in ${FABRIC.toUpperCase()} wool, ¥ 48,000 and ${NAME.toLowerCase()} boots`,
          boxes: boxesOf(PRICE_LIST, NAME),
        },
      ],
    });
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    await http().get(`/api/page-texts/scans/${scanId}/search?q=quovandrelle`).set('If-None-Match', etag).expect(304);
  });

  it('reads the query as the site search does: accents, symbols and case, every word, a half-typed word', async () => {
    const search = async (q: string) =>
      (await http().get(`/api/page-texts/scans/${scanId}/search`).query({ q }).expect(200)).body.data;
    expect((await search('ZINTHARIQUÉ 48.000')).hits.map((hit: { page: number }) => hit.page)).toEqual([2]);
    expect((await search('zinthar')).hits).toHaveLength(1);
    expect((await search('zintharique cover')).hits).toEqual([]);
    expect((await search('spring/summer')).words).toEqual(['springsummer']);
    expect((await search('spring summer')).hits.map((hit: { page: number }) => hit.page)).toEqual([1]);
    expect(await search('!!!')).toEqual({ query: '!!!', words: [], hits: [] });
  });

  it('misses give no hits; failed pages are never matched', async () => {
    const response = await http().get(`/api/page-texts/scans/${scanId}/search?q=xylophonic`).expect(200);
    expect(response.body.data.hits).toEqual([]);
  });

  it('numbers an archive entry’s images in its gallery order', async () => {
    const response = await http().get(`/api/page-texts/archives/${archiveId}/search?q=${NAME}`).expect(200);
    expect(
      response.body.data.hits.map((hit: { page: number; boxes: unknown[] }) => [hit.page, hit.boxes.length]),
    ).toEqual([[2, 3]]);
  });

  it('does not show drafts: a scan never published is not found', async () => {
    await http().get(`/api/page-texts/scans/${draftId}/search?q=${DRAFT_ONLY}`).expect(404);
    await http().get(`/api/page-texts/scans/${draftId}/pages/1`).expect(404);
    // The kind is part of the address: a scan is no archive entry.
    await http().get(`/api/page-texts/archives/${scanId}/search?q=x`).expect(404);
  });
});

describe('the terms of an entry', () => {
  it("lists the words of its read pages that begin with the prefix, most frequent first, drafts' never", async () => {
    const terms = async (query: string, kind = 'scans', id = scanId) =>
      (await http().get(`/api/page-texts/${kind}/${id}/terms?${query}`).expect(200)).body.data;
    expect(await terms('q=quov')).toEqual({ query: 'quov', terms: [{ match: NAME, count: 2 }] });
    expect(await terms('q=ZINTH')).toEqual({ query: 'ZINTH', terms: [{ match: FABRIC.toUpperCase(), count: 1 }] });
    expect((await terms('q=s')).terms.map((term: { match: string }) => term.match)).toEqual(['Spring/Summer']);
    expect((await terms('q=quov', 'archives', archiveId)).terms).toEqual([{ match: NAME, count: 3 }]);
    expect((await terms('q=xylo')).terms).toEqual([]);
    expect((await terms('q=a&limit=1')).terms).toHaveLength(1);
    await http()
      .get(`/api/page-texts/scans/${draftId}/terms?q=${DRAFT_ONLY.slice(0, 4)}`)
      .expect(404);
    for (const query of ['', 'q=', 'q=a&q=b', 'q=a&limit=0', `q=${'a'.repeat(201)}`]) {
      const response = await http().get(`/api/page-texts/scans/${scanId}/terms?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
    }
  });
});

describe('the text of a page', () => {
  it('answers the text, or the status of a page without one', async () => {
    const page = async (n: number) => (await http().get(`/api/page-texts/scans/${scanId}/pages/${n}`).expect(200)).body;
    expect(await page(1)).toEqual({ data: { page: 1, status: 'done', text: 'Cover\nSpring/Summer 1999' } });
    expect(await page(3)).toEqual({ data: { page: 3, status: 'failed', text: '' } });
    await pageTextStore(strapi).remove(fileIds[0]);
    expect(await page(1)).toEqual({ data: { page: 1, status: 'none', text: '' } });
    await saveText(fileIds[0], 'Cover\nSpring/Summer 1999');
    await http().get(`/api/page-texts/scans/${scanId}/pages/4`).expect(404);
  });
});

describe('bad requests', () => {
  it('refuses malformed input with a 400 in Strapi’s error shape, an unknown kind with a 404', async () => {
    const long = 'a'.repeat(201);
    for (const url of [
      `/api/page-texts/scans/${scanId}/search`,
      `/api/page-texts/scans/${scanId}/search?q=`,
      `/api/page-texts/scans/${scanId}/search?q=%20%20`,
      `/api/page-texts/scans/${scanId}/search?q=a&q=b`,
      `/api/page-texts/scans/${scanId}/search?q[$eq]=a`,
      `/api/page-texts/scans/${scanId}/search?q=${long}`,
      `/api/page-texts/scans/NOT-AN-ID/search?q=a`,
      `/api/page-texts/scans/${scanId}/pages/0`,
      `/api/page-texts/scans/${scanId}/pages/01`,
      `/api/page-texts/scans/${scanId}/pages/1e3`,
      '/api/page-texts/search',
      '/api/page-texts/search?q=a&limit=0',
      '/api/page-texts/search?q=a&limit=51',
      '/api/page-texts/search?q=a&limit=ten',
      '/api/page-texts/search?q=a&limit=1&limit=2',
      '/api/page-texts/search?q=a&pages=0',
      '/api/page-texts/search?q=a&pages=21',
      '/api/page-texts/search?q=a&pages=all',
    ]) {
      const response = await http().get(url);
      expect([url, response.status]).toEqual([url, 400]);
      expect(response.body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    }
    await http().get(`/api/page-texts/designers/${scanId}/search?q=a`).expect(404);
  });
});

describe('the library’s search', () => {
  const library = async (query: string) =>
    (await http().get(`/api/page-texts/search?${query}`).expect(200)).body.data as {
      kind: string;
      documentId: string;
      page: number;
      snippet: string;
      boxes: { x: number; y: number; w: number; h: number }[];
      pagesFound: number;
    }[];
  const ARCHIVE_TEXT = `${NAME} ${NAME} ${NAME} archive ${DRAFT_ONLY}`;

  it('finds published entries by a word on their pages, one hit each on the first such page, best first', async () => {
    // The archive's page holds the name three times, the scan's twice.
    const hits = await eventually(
      () => library(`q=${NAME}`),
      (found) => found.length === 2,
      { what: 'both hits' },
    );
    expect(hits).toEqual([
      {
        kind: 'archives',
        documentId: archiveId,
        page: 2,
        snippet: ARCHIVE_TEXT,
        boxes: boxesOf(ARCHIVE_TEXT, NAME),
        pagesFound: 1,
      },
      {
        kind: 'scans',
        documentId: scanId,
        page: 2,
        snippet: `Price list ${NAME} coat in ${FABRIC.toUpperCase()} wool, ¥ 48,000 and ${NAME.toLowerCase()} boots`,
        boxes: boxesOf(PRICE_LIST, NAME),
        pagesFound: 1,
      },
    ]);
    expect(hits[1].boxes).toHaveLength(2);
    expect(await library(`q=${NAME}&limit=1`)).toEqual([hits[0]]);
    expect(await library(`q=${FABRIC.slice(0, 6)}`)).toEqual([{ ...hits[1], boxes: boxesOf(PRICE_LIST, FABRIC) }]);
    expect(await library('q=xylophonic')).toEqual([]);
    // Words of one or two letters are on nearly every page: the library's page search does not look for them.
    expect(await library('q=qu')).toEqual([]);
    expect(await library(`q=${NAME} a de`)).toEqual(hits);
  });

  it('does not find drafts, and follows publishing and new page texts', async () => {
    // The draft's page 1 is the archive's page 2 (published there); the draft itself is never a hit.
    const drafts = await library(`q=${DRAFT_ONLY}`);
    expect(drafts.map((hit) => hit.documentId)).toEqual([archiveId]);
    await strapi.documents(SCAN).publish({ documentId: draftId });
    await eventually(
      () => library(`q=${DRAFT_ONLY}`),
      (found) => found.some((hit) => hit.documentId === draftId && hit.page === 1),
      { what: 'the published draft' },
    );
    await strapi.documents(SCAN).unpublish({ documentId: draftId });
    // At once, even while the index still holds it.
    expect((await library(`q=${DRAFT_ONLY}`)).map((hit) => hit.documentId)).not.toContain(draftId);
    await saveText(fileIds[0], 'Cover\nSpring/Summer 1999 Vellantrope');
    await eventually(
      () => library('q=vellantrope'),
      (found) => found.length === 1 && found[0].documentId === scanId && found[0].page === 1,
      { what: 'the new page text' },
    );
  });

  it('lists every matching page of an entry when asked, in page order, after the entry’s rank', async () => {
    // The draft's pages 1 and 2 both hold the name: published, it has two matching pages.
    await strapi.documents(SCAN).publish({ documentId: draftId });
    const grouped = await eventually(
      () => library(`q=${NAME}&pages=5`),
      (found) => found.some((hit) => hit.documentId === draftId),
      { what: 'the published draft’s pages' },
    );
    // The draft's pages hold the name five times, the archive's three, the scan's two.
    expect(grouped.map((hit) => [hit.documentId, hit.page, hit.pagesFound])).toEqual([
      [draftId, 1, 2],
      [draftId, 2, 2],
      [archiveId, 2, 1],
      [scanId, 2, 1],
    ]);
    expect(grouped[0]).toMatchObject({ snippet: ARCHIVE_TEXT, boxes: boxesOf(ARCHIVE_TEXT, NAME) });
    expect(grouped[1]).toMatchObject({ snippet: expect.stringContaining(FABRIC.toUpperCase()) });
    expect(grouped[1].boxes).toEqual(boxesOf(PRICE_LIST, NAME));
    // One page each unless asked, the count still telling how many match.
    const first = await library(`q=${NAME}`);
    expect(first.map((hit) => [hit.documentId, hit.page, hit.pagesFound])).toEqual([
      [draftId, 1, 2],
      [archiveId, 2, 1],
      [scanId, 2, 1],
    ]);
    expect(await library(`q=${NAME}&pages=1&limit=2`)).toEqual(first.slice(0, 2));
    await strapi.documents(SCAN).unpublish({ documentId: draftId });
  });
});
