/**
 * What a deleted entry takes along, on the real Strapi (folio-editor's deletion service and the editorial
 * delete rule): the admin is told beforehand which media files only it uses and which former addresses it has;
 * the delete removes exactly those files (rows, renditions and bytes on disk) and those records, keeps every
 * file another entry uses, and loses nothing when the delete is rolled back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { adminSession, type AdminSession } from './support/admin';
import { eventually } from './support/eventually';
import { pageImage } from './support/images';
import { startStrapi, stopStrapi } from './support/strapi';
import { uploadImage } from './support/upload';

const SCAN = 'api::scan.scan';
const ARCHIVE = 'api::archive-entry.archive-entry';
const DESIGNER = 'api::designer.designer';
const REDIRECT = 'api::redirect.redirect';
const FILE = 'plugin::upload.file';

let strapi: Core.Strapi;
let editor: AdminSession;
let designer: { documentId: string; slug: string };
let scratch: string;

interface StoredFile {
  id: number;
  name: string;
  url: string;
  formats?: Record<string, { url: string }> | null;
}

beforeAll(async () => {
  strapi = await startStrapi();
  editor = await adminSession(strapi, 'strapi-editor', 'deletions-editor@folio.test');
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-deletions-'));
  designer = (await strapi
    .documents(DESIGNER)
    .findFirst({ status: 'published', fields: ['slug'] } as never)) as unknown as typeof designer;
});
afterAll(async () => {
  fs.rmSync(scratch, { recursive: true, force: true });
  await stopStrapi(strapi);
});

let counter = 0;
async function upload(name: string): Promise<StoredFile> {
  const filepath = path.join(scratch, name);
  fs.writeFileSync(filepath, await pageImage((counter += 1), { format: 'jpeg' }));
  return (await uploadImage(strapi, name, filepath)) as unknown as StoredFile;
}

const onDisk = (file: StoredFile) =>
  [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)].map((url) =>
    path.join(process.env.STRAPI_PUBLIC_DIR as string, url),
  );
const fileRow = (id: number) => strapi.db.query(FILE).findOne({ where: { id } });
const redirectsTo = (documentId: string) =>
  strapi.db.query(REDIRECT).findMany({ where: { targetDocumentId: documentId } });

const preview = (model: string, documentIds: string) =>
  editor.get(`/folio-editor/deletions/${model}`).query({ documentIds });

async function publishedScanWithFormerAddress(title: string, data: Record<string, unknown>): Promise<string> {
  const scans = strapi.documents(SCAN);
  const { documentId } = (await scans.create({
    data: { title, designer: designer.documentId, ...data } as never,
  })) as unknown as { documentId: string };
  await scans.publish({ documentId });
  await scans.update({ documentId, data: { title: `${title} Renamed` } as never });
  await scans.publish({ documentId });
  return documentId;
}

describe('deleting a scan', () => {
  let own: StoredFile[];
  let shared: StoredFile;
  let documentId: string;
  let keeperId: string;

  beforeAll(async () => {
    own = [await upload('lone-cover.jpg'), await upload('lone-page.jpg'), await upload('lone-share.jpg')];
    shared = await upload('shared-page.jpg');
    keeperId = (
      (await strapi.documents(SCAN).create({ data: { title: 'Keeper', cover: shared.id } as never })) as unknown as {
        documentId: string;
      }
    ).documentId;
    documentId = await publishedScanWithFormerAddress('Lone Catalogue', {
      cover: own[0].id,
      pages: [own[1].id, shared.id],
      seo: { metaTitle: 'Lone', shareImage: own[2].id },
    });
  });
  afterAll(async () => {
    await strapi.documents(SCAN).delete({ documentId: keeperId });
  });

  it('is told beforehand: the files only it uses (its components’ too), how many stay, its former addresses', async () => {
    const response = await preview(SCAN, documentId).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.data).toEqual({
      files: own.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
      kept: 1,
      formerAddresses: [`/scans/${designer.slug}/lone-catalogue`],
    });
  });

  it('removes exactly those files, with their renditions and bytes, and its former addresses', async () => {
    for (const file of [...own, shared]) for (const stored of onDisk(file)) expect(fs.existsSync(stored)).toBe(true);
    expect(await redirectsTo(documentId)).toHaveLength(1);

    await editor.delete(`/content-manager/collection-types/${SCAN}/${documentId}`).query({ locale: '*' }).expect(200);

    for (const file of own) {
      expect(await fileRow(file.id)).toBeNull();
      for (const stored of onDisk(file)) expect(fs.existsSync(stored)).toBe(false);
    }
    expect(await fileRow(shared.id)).not.toBeNull();
    for (const stored of onDisk(shared)) expect(fs.existsSync(stored)).toBe(true);
    expect(await redirectsTo(documentId)).toEqual([]);
    const keeper = (await strapi
      .documents(SCAN)
      .findOne({ documentId: keeperId, populate: { cover: true } } as never)) as unknown as { cover: { id: number } };
    expect(keeper.cover.id).toBe(shared.id);
  });
});

describe('deleting several entries at once', () => {
  it('removes the files they shared only among themselves once the bulk delete commits', async () => {
    const between = await upload('between-two.jpg');
    const alone = await upload('alone.jpg');
    const entries = strapi.documents(ARCHIVE);
    const ids: string[] = [];
    for (const [title, images] of [
      ['First Look', [between.id, alone.id]],
      ['Second Look', [between.id]],
    ] as const) {
      const created = (await entries.create({
        data: { title, cover: between.id, images } as never,
      })) as unknown as { documentId: string };
      ids.push(created.documentId);
    }
    const listed = await preview(ARCHIVE, ids.join(',')).expect(200);
    expect(listed.body.data.files.map((file: { name: string }) => file.name)).toEqual(['alone.jpg', 'between-two.jpg']);
    const single = await preview(ARCHIVE, ids[1]).expect(200);
    expect(single.body.data).toEqual({ files: [], kept: 1, formerAddresses: [] });

    await editor
      .post(`/content-manager/collection-types/${ARCHIVE}/actions/bulkDelete`)
      .send({ documentIds: ids })
      .expect(200);
    await eventually(
      async () => [await fileRow(between.id), await fileRow(alone.id)],
      (rows) => rows.every((row) => row === null),
      { what: 'both files gone after the bulk delete' },
    );
    for (const stored of [...onDisk(between), ...onDisk(alone)]) expect(fs.existsSync(stored)).toBe(false);
  });

  it('loses no file and no former address when the delete is rolled back', async () => {
    const cover = await upload('rolled-back.jpg');
    const documentId = await publishedScanWithFormerAddress('Second Thoughts', { cover: cover.id });
    await expect(
      strapi.db.transaction(async () => {
        await strapi.documents(SCAN).delete({ documentId });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await fileRow(cover.id)).not.toBeNull();
    for (const stored of onDisk(cover)) expect(fs.existsSync(stored)).toBe(true);
    expect(await redirectsTo(documentId)).toHaveLength(1);
    await strapi.documents(SCAN).delete({ documentId });
    expect(await fileRow(cover.id)).toBeNull();
  });
});

describe('the deletion preview', () => {
  it.each([
    ['a type that is not an entry', '/folio-editor/deletions/api::redirect.redirect?documentIds=abc', 404],
    ['an unknown type', '/folio-editor/deletions/api::nope.nope?documentIds=abc', 404],
    ['no entries', `/folio-editor/deletions/${SCAN}`, 400],
    ['an empty list', `/folio-editor/deletions/${SCAN}?documentIds=`, 400],
    ['an id that is not one', `/folio-editor/deletions/${SCAN}?documentIds=abc,../x`, 400],
    ['two lists', `/folio-editor/deletions/${SCAN}?documentIds=a&documentIds=b`, 400],
    [
      'more than a page of entries',
      `/folio-editor/deletions/${SCAN}?documentIds=${Array.from({ length: 101 }, (_, n) => `d${n}`).join(',')}`,
      400,
    ],
  ])('refuses %s with a clear 4xx', async (_case, url, status) => {
    const response = await editor.get(url).expect(status);
    expect(response.body.error.message).toMatch(/^(Not a type of entry|Send the entries|Not a document id|At most)/);
  });

  it('is for signed-in editors only, and lists nothing for entries that do not exist', async () => {
    await editor.get(`/folio-editor/deletions/${SCAN}?documentIds=abc`).expect(200, {
      data: { files: [], kept: 0, formerAddresses: [] },
    });
    const { default: request } = await import('supertest');
    await request(strapi.server.httpServer).get(`/folio-editor/deletions/${SCAN}?documentIds=abc`).expect(401);
  });
});
