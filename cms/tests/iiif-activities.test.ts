/**
 * The IIIF change stream as the CMS keeps it, against the real Strapi: the seeded library is in it as
 * Creates, an editor's publish is a Create, a published edit an Update, a draft edit nothing, an unpublish a
 * Delete, a publish again a Create, a delete of a live entry a Delete and of a draft nothing; a refused publish
 * records nothing. The public route answers in order with an ETag and refuses bad slices with a 400.
 */
import type { ChangeRecord, ChangeSlice } from '@folio/core';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { ACTIVITIES_TABLE } from '../src/plugins/iiif-discovery/server/services/activities';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';

const SCAN = 'api::scan.scan';
const ARCHIVE = 'api::archive-entry.archive-entry';
const DESIGNER = 'api::designer.designer';

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
  for (const { uid, documentId } of created) await documents(uid).delete({ documentId });
  await stopStrapi(strapi);
});

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
