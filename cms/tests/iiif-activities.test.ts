/**
 * The IIIF change stream as the CMS keeps it, against the real Strapi: the seeded library is in it as
 * Creates, an editor's publish is a Create, a published edit an Update, a draft edit nothing, an unpublish a
 * Delete, a publish again a Create, a delete of a live entry a Delete and of a draft nothing; a refused publish
 * records nothing. What changes manifests without a publish of their entries (a designer renamed, pyramids
 * made, page text read or corrected, the library's rights) is an Update of each live entry it changes, one
 * per burst. The public route answers in order with an ETag and refuses bad slices with a 400.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACTIVITY_PAGE_SIZE, iiifRightsUri, type ChangeRecord, type ChangeSlice } from '@folio/core';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import request from 'supertest';
import { ACTIVITIES_TABLE, UPDATE_WINDOW_MS } from '../src/plugins/iiif-discovery/server/services/activities';
import { adminSession, type AdminSession } from './support/admin';
import { moveClock } from './support/clock';
import { runContext, runningJob } from './support/jobs';
import { startStrapi, stopStrapi } from './support/strapi';
import { uploadImage } from './support/upload';

const SCAN = 'api::scan.scan';
const ARCHIVE = 'api::archive-entry.archive-entry';
const DESIGNER = 'api::designer.designer';
const SETTINGS = 'api::site-setting.site-setting';
// The CMS's modules are its compiled ones: the recognisers are the running CMS's.
const dist = path.resolve(__dirname, '..', 'dist', 'src');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-activities-'));

let strapi: Core.Strapi;
let editor: AdminSession;
let coverId: number;
const created: { uid: string; documentId: string }[] = [];
const http = () => request(strapi.server.httpServer);
const documents = (uid: string) => strapi.documents(uid as never);

const slice = async (query = ''): Promise<ChangeSlice> =>
  (await http().get(`/api/iiif-activities${query}`).expect(200)).body.data as ChangeSlice;
const total = async () => (await slice('?limit=0')).total;
/** Every change recorded from `start` on, read a page at a time as the site does. */
async function changesFrom(start: number): Promise<ChangeRecord[]> {
  const changes: ChangeRecord[] = [];
  for (;;) {
    const page = await slice(`?start=${start + changes.length}&limit=100`);
    changes.push(...page.items);
    if (page.items.length < 100) return changes;
  }
}
const changesOf = (changes: ChangeRecord[], documentId: string) =>
  changes.filter((change) => change.documentId === documentId).map((change) => `${change.kind} ${change.type}`);

const draft = async (uid: string, title: string, designer: string) => {
  const entry = (await documents(uid).create({ data: { title, cover: coverId, designer } as never })) as unknown as {
    documentId: string;
  };
  created.unshift({ uid, documentId: entry.documentId });
  return entry.documentId;
};
const manager = (uid: string, documentId: string, action = '') =>
  `/content-manager/collection-types/${uid}/${documentId}${action ? `/actions/${action}` : ''}`;

beforeAll(async () => {
  strapi = await startStrapi();
  editor = await adminSession(strapi, 'strapi-editor', 'activity-editor@folio.test');
  coverId = (await strapi.db.query('plugin::upload.file').findOne({ where: { mime: { $startsWith: 'image/' } } })).id;
});
afterAll(async () => {
  jest.useRealTimers();
  if (strapi && settingsBefore) {
    await editor
      .post(`/content-manager/single-types/${SETTINGS}/actions/publish`)
      .send({ iiifRights: settingsBefore.iiifRights });
  }
  for (const { uid, documentId } of created) await documents(uid).delete({ documentId });
  await stopStrapi(strapi);
  fs.rmSync(work, { recursive: true, force: true });
});
let settingsBefore: { iiifRights?: string | null } | null = null;

it('holds a Create for every entry of the seeded library, oldest first', async () => {
  const changes = await changesFrom(0);
  for (const [uid, kind] of [
    [SCAN, 'scans'],
    [ARCHIVE, 'archives'],
  ] as const) {
    const live = (await documents(uid).findMany({ status: 'published', fields: ['documentId'] } as never)) as {
      documentId: string;
    }[];
    expect(live.length).toBeGreaterThan(0);
    for (const { documentId } of live) expect(changesOf(changes, documentId)[0]).toBe(`${kind} Create`);
  }
  const times = changes.map((change) => change.endTime);
  expect(times).toEqual([...times].sort((a, b) => a - b));
});

it("records an editor's publishes, published edits, unpublish, publish again and delete, in order", async () => {
  const designer = (await documents(DESIGNER).create({
    data: { name: 'Stream House' } as never,
    status: 'published',
  })) as unknown as { documentId: string };
  created.push({ uid: DESIGNER, documentId: designer.documentId });
  const before = await total();
  const startedAt = Date.now();

  const scan = await draft(SCAN, 'Stream Catalogue', designer.documentId);
  const archive = await draft(ARCHIVE, 'Stream Lookbook', designer.documentId);
  await editor
    .post(manager(SCAN, scan, 'publish'))
    .send({})
    .expect(200);
  await editor
    .post(manager(ARCHIVE, archive, 'publish'))
    .send({})
    .expect(200);
  // A draft edit changes no manifest; publishing it does.
  await editor.put(manager(SCAN, scan)).send({ collectionsFeatured: 'Autumn/Winter 1998' }).expect(200);
  expect(await total()).toBe(before + 2);
  await editor
    .post(manager(SCAN, scan, 'publish'))
    .send({ collectionsFeatured: 'Autumn/Winter 1998' })
    .expect(200);
  await editor
    .post(manager(SCAN, scan, 'unpublish'))
    .send({})
    .expect(200);
  await editor
    .post(manager(SCAN, scan, 'publish'))
    .send({})
    .expect(200);
  await editor.delete(manager(ARCHIVE, archive)).expect(200);
  created.splice(
    created.findIndex((entry) => entry.documentId === archive),
    1,
  );

  const changes = await changesFrom(before);
  expect(changes.map((change) => [change.kind, change.documentId, change.type])).toEqual([
    ['scans', scan, 'Create'],
    ['archives', archive, 'Create'],
    ['scans', scan, 'Update'],
    ['scans', scan, 'Delete'],
    ['scans', scan, 'Create'],
    ['archives', archive, 'Delete'],
  ]);
  const times = changes.map((change) => change.endTime);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(times[0]).toBeGreaterThanOrEqual(startedAt);
  expect(times.at(-1)).toBeLessThanOrEqual(Date.now());
  // PostgreSQL answers a count as a string.
  const [{ n }] = await strapi.db.connection(ACTIVITIES_TABLE).where({ document_id: scan }).count({ n: '*' });
  expect(Number(n)).toBe(4);
});

it('records nothing for a refused publish or the delete of a draft', async () => {
  const designer = (await documents(DESIGNER).create({ data: { name: 'Draft Stream House' } as never })) as unknown as {
    documentId: string;
  };
  created.push({ uid: DESIGNER, documentId: designer.documentId });
  const scan = await draft(SCAN, 'Refused Catalogue', designer.documentId);
  const before = await total();
  await editor
    .post(manager(SCAN, scan, 'publish'))
    .send({})
    .expect(400);
  await editor.delete(manager(SCAN, scan)).expect(200);
  created.splice(
    created.findIndex((entry) => entry.documentId === scan),
    1,
  );
  expect(await total()).toBe(before);
});

it('answers a slice with its start and the count of all changes, and a 304 to a client holding it', async () => {
  const all = await total();
  const answer = await http().get('/api/iiif-activities?start=1&limit=2').expect(200);
  expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(answer.body.data).toMatchObject({ total: all, start: 1 });
  expect(answer.body.data.items).toEqual((await changesFrom(0)).slice(1, 3));
  await http().get('/api/iiif-activities?start=1&limit=2').set('If-None-Match', answer.headers.etag).expect(304);
  expect((await slice(`?start=${all}`)).items).toEqual([]);
});

it.each(['start=-1', 'start=1.5', 'start=ten', 'limit=501', 'limit=', 'start=1&start=2', 'start=99999999999'])(
  'refuses ?%s with a 400 naming the parameter',
  async (query) => {
    const before = await total();
    const response = await http().get(`/api/iiif-activities?${query}`).expect(400);
    expect(response.body.error).toEqual(
      expect.objectContaining({ name: 'ValidationError', message: expect.stringMatching(/^(start|limit) must be/) }),
    );
    expect(await total()).toBe(before);
  },
);

it('is read-only', async () => {
  for (const method of ['post', 'put', 'delete'] as const) {
    const response = await http()[method]('/api/iiif-activities').send({});
    expect([404, 405]).toContain(response.status);
  }
});

describe('changes that alter manifests without a publish of their entries', () => {
  type Uploaded = Awaited<ReturnType<typeof uploadImage>>;
  let house: string;
  let liveScan: string;
  let liveArchive: string;
  let draftScan: string;
  let ownRights: string;
  const pages: Uploaded[] = [];
  let archiveImage: Uploaded;
  let draftPage: Uploaded;
  let cover: Uploaded;
  const record = (kind: string, documentId: string, type = 'Update') => [kind, documentId, type];
  const since = async (start: number) =>
    (await changesFrom(start)).map((change) => record(change.kind, change.documentId, change.type));

  /** A page of printed words, which the recogniser can read. */
  async function printed(name: string, words: string): Promise<Uploaded> {
    const file = path.join(work, name);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="100%" height="100%" fill="#f3eee3"/><text x="80" y="220" font-size="56" font-family="DejaVu Serif">${words}</text></svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
    return uploadImage(strapi, name, file);
  }
  const makeTiles = (file: Uploaded) =>
    strapi
      .plugin('iiif')
      .service('tiles')
      .run(runningJob('iiif-tiles', { fileId: file.id }), runContext());
  const readText = (file: Uploaded) =>
    (
      require(
        path.join(dist, 'plugins', 'ocr', 'server', 'recognition', 'recognition'),
      ) as typeof import('../src/plugins/ocr/server/recognition/recognition')
    )
      .pageRecognition(strapi)
      .run(runningJob('page-ocr', { fileId: file.id }), runContext());
  const correct = (file: Uploaded, text: string) => editor.put(`/ocr/page-texts/${file.id}`).send({ text }).expect(200);
  const entry = async (uid: string, data: Record<string, unknown>, publish = true) => {
    const { documentId } = (await documents(uid).create({ data: data as never })) as unknown as { documentId: string };
    created.unshift({ uid, documentId });
    if (publish) await documents(uid).publish({ documentId } as never);
    return documentId;
  };

  beforeAll(async () => {
    settingsBefore = (await documents(SETTINGS).findFirst({ status: 'published' })) as typeof settingsBefore;
    cover = await printed('feed-cover.jpg', 'Cover');
    for (const [index, words] of ['Gabardine coat', 'Harris tweed', 'Navy wool'].entries()) {
      pages.push(await printed(`feed-page-${index}.jpg`, words));
    }
    archiveImage = await printed('feed-archive.jpg', 'Herringbone jacket');
    draftPage = await printed('feed-draft.jpg', 'Draft only');
    const designer = (await documents(DESIGNER).create({
      data: { name: 'Feed House' } as never,
      status: 'published',
    })) as unknown as { documentId: string };
    house = designer.documentId;
    created.push({ uid: DESIGNER, documentId: house });
    const other = (await documents(DESIGNER).create({
      data: { name: 'Own Rights House' } as never,
      status: 'published',
    })) as unknown as { documentId: string };
    created.push({ uid: DESIGNER, documentId: other.documentId });
    const pageIds = pages.map((page) => page.id);
    liveScan = await entry(SCAN, { title: 'Feed Catalogue', cover: cover.id, designer: house, pages: pageIds });
    liveArchive = await entry(ARCHIVE, {
      title: 'Feed Lookbook',
      cover: cover.id,
      designer: house,
      images: [archiveImage.id],
    });
    draftScan = await entry(
      SCAN,
      { title: 'Feed Draft', cover: cover.id, designer: house, pages: [pageIds[0], draftPage.id] },
      false,
    );
    ownRights = await entry(SCAN, {
      title: 'Own Rights Catalogue',
      cover: cover.id,
      designer: other.documentId,
      pages: [pageIds[1]],
      rights: 'http://rightsstatements.org/vocab/NoC-NC/1.0/',
    });
  });

  it("records a designer's rename when published, for each of their live entries only", async () => {
    const start = await total();
    await editor.put(manager(DESIGNER, house)).send({ name: 'Feed House Renamed' }).expect(200);
    expect(await total()).toBe(start);
    await editor
      .post(manager(DESIGNER, house, 'publish'))
      .send({})
      .expect(200);
    expect(await since(start)).toEqual([record('scans', liveScan), record('archives', liveArchive)]);
    // Published again unchanged: no manifest changes.
    await editor
      .post(manager(DESIGNER, house, 'publish'))
      .send({})
      .expect(200);
    expect(await total()).toBe(start + 2);
  });

  it('records one Update per live entry for pyramids made one after another, none for a cover or a draft', async () => {
    const start = await total();
    for (const page of pages) await makeTiles(page);
    // The second page is also the entry with its own rights's, which comes between.
    expect(await since(start)).toEqual([
      record('scans', liveScan),
      record('scans', ownRights),
      record('scans', liveScan),
    ]);
    await makeTiles(cover);
    await makeTiles(draftPage);
    expect(await total()).toBe(start + 3);
    for (const file of [...pages, cover, draftPage]) {
      expect(await strapi.plugin('iiif').service('tiles').pyramidOf(file.id)).toMatchObject({ hash: file.hash });
    }
  });

  it("records a page's text read or corrected for the live entries showing it, not for a draft's page or the same text", async () => {
    const start = await total();
    await readText(archiveImage);
    expect(await since(start)).toEqual([record('archives', liveArchive)]);
    await correct(pages[0], 'Gabardine coat, corrected');
    await correct(pages[0], 'Gabardine coat, corrected');
    await correct(draftPage, 'Draft only, corrected');
    expect(await since(start)).toEqual([record('archives', liveArchive), record('scans', liveScan)]);
  });

  it('records a change of the library rights for every live entry under them, not those with their own', async () => {
    const start = await total();
    await editor
      .put(`/content-manager/single-types/${SETTINGS}`)
      .send({ iiifRights: 'http://rightsstatements.org/vocab/InC-NC/1.0/' })
      .expect(200);
    expect(await total()).toBe(start);
    await editor
      .post(`/content-manager/single-types/${SETTINGS}/actions/publish`)
      .send({ iiifRights: 'http://rightsstatements.org/vocab/InC-NC/1.0/' })
      .expect(200);
    const underLibrary: string[] = [];
    for (const [uid, kind] of [
      [SCAN, 'scans'],
      [ARCHIVE, 'archives'],
    ] as const) {
      const live = (await documents(uid).findMany({ status: 'published', fields: ['rights'] } as never)) as unknown as {
        documentId: string;
        rights: string | null;
      }[];
      for (const { documentId, rights } of live) {
        if (iiifRightsUri(rights ?? '') === null) underLibrary.push(`${kind} ${documentId} Update`);
      }
    }
    const changes = (await since(start)).map((change) => change.join(' '));
    expect(underLibrary).toEqual(
      expect.arrayContaining([`scans ${liveScan} Update`, `archives ${liveArchive} Update`]),
    );
    expect(underLibrary).not.toContain(`scans ${ownRights} Update`);
    expect([...changes].sort()).toEqual([...underLibrary].sort());
    expect(changes.some((change) => change.includes(draftScan))).toBe(false);
  });

  it('moves the newest Update of an entry forward within the window, and follows it after the window or on a full page', async () => {
    let start = await total();
    await correct(pages[1], 'Harris tweed, once');
    // The page is shown by the live scan and by the one with its own rights, an Update each.
    expect(await since(start)).toEqual([record('scans', liveScan), record('scans', ownRights)]);
    await correct(pages[2], 'Navy wool, once');
    await correct(pages[2], 'Navy wool, twice');
    expect(await since(start)).toEqual([
      record('scans', liveScan),
      record('scans', ownRights),
      record('scans', liveScan),
    ]);
    start = await total();
    const newest = async () => (await changesFrom((await total()) - 1))[0];
    const moving = await newest();
    await correct(pages[2], 'Navy wool, three times');
    expect(await total()).toBe(start);
    expect((await newest()).endTime).toBeGreaterThan(moving.endTime);

    moveClock(UPDATE_WINDOW_MS + 1_000);
    await correct(pages[2], 'Navy wool, after a while');
    expect(await since(start)).toEqual([record('scans', liveScan)]);
    jest.useRealTimers();

    // Filled to a page's end with Updates of the two entries in turn.
    const activities = strapi.plugin('iiif-discovery').service('activities');
    while ((await total()) % ACTIVITY_PAGE_SIZE !== 0) {
      const scanNext = (await newest()).documentId !== liveScan;
      await activities.record(scanNext ? 'scans' : 'archives', scanNext ? liveScan : liveArchive, 'Update');
    }
    const full = await total();
    const lastPage = `?start=${full - ACTIVITY_PAGE_SIZE}&limit=${ACTIVITY_PAGE_SIZE}`;
    const page = await slice(lastPage);
    const last = await newest();
    expect(last.type).toBe('Update');
    if (last.documentId === liveScan) await correct(pages[2], 'Navy wool, on a new page');
    else await correct(archiveImage, 'Herringbone jacket, on a new page');
    expect(await total()).toBe(full + 1);
    expect(await newest()).toMatchObject({ documentId: last.documentId, type: 'Update' });
    expect((await slice(lastPage)).items).toEqual(page.items);
  });
});
