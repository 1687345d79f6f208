/**
 * A bulk upload keeps its files' natural name order (src/extensions/upload/natural-order.ts): files sent in
 * one `POST /upload` in any order, as an editor's browser sends a selection, are stored (ids, creation
 * order) and answered page-1, page-2, page-10, through the real upload routes of a booted Strapi.
 */
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';
import { removeUploads } from './support/upload';

const UPLOADED = 'plugin::upload.file';

let strapi: Core.Strapi;
let admin: AdminSession;
const uploadedIds: number[] = [];

beforeAll(async () => {
  strapi = await startStrapi();
  admin = await adminSession(strapi, 'strapi-super-admin', 'upload-order@folio.test');
});

afterAll(async () => {
  if (strapi) await removeUploads(strapi, uploadedIds);
  await stopStrapi(strapi);
});

/** A small page image of its own colour, so every file differs. */
const pageImage = (index: number) =>
  sharp({
    create: { width: 120, height: 160, channels: 3, background: { r: (index * 37) % 256, g: 90, b: 140 } },
  })
    .png()
    .toBuffer();

interface StoredFile {
  id: number;
  name: string;
}

/** Sends the named files in one request, in the order given, as the admin's upload dialog does. */
async function uploadInOneRequest(names: string[], { withFileInfo }: { withFileInfo: boolean }) {
  const request = admin.post('/upload');
  for (const [index, name] of names.entries()) {
    request.attach('files', await pageImage(index), { filename: name, contentType: 'image/png' });
  }
  if (withFileInfo) {
    for (const name of names) request.field('fileInfo', JSON.stringify({ name, alternativeText: null, caption: null }));
  }
  const response = await request;
  expect(response.status).toBe(201);
  const files = response.body as StoredFile[];
  uploadedIds.push(...files.map((file) => file.id));
  return files;
}

/** The stored files, in the order the database created them. */
async function storedInCreationOrder(files: StoredFile[]): Promise<string[]> {
  const rows = (await strapi.db.query(UPLOADED).findMany({
    where: { id: { $in: files.map((file) => file.id) } },
    orderBy: { id: 'asc' },
  })) as StoredFile[];
  return rows.map((row) => row.name);
}

describe('bulk upload order', () => {
  it.each([
    ['with the file info the admin sends', true],
    ['with file names only', false],
  ])('stores and answers page-1, page-2, page-10 sent shuffled, %s', async (_, withFileInfo) => {
    const natural = ['page-1.png', 'page-2.png', 'page-10.png'];
    const files = await uploadInOneRequest(['page-10.png', 'page-1.png', 'page-2.png'], { withFileInfo });
    expect(files.map((file) => file.name)).toEqual(natural);
    expect(await storedInCreationOrder(files)).toEqual(natural);
  });

  it('stores and answers six padded pages in order, whatever the order sent', async () => {
    const natural = ['page-01.png', 'page-02.png', 'page-03.png', 'page-04.png', 'page-05.png', 'page-06.png'];
    const sent = ['page-03.png', 'page-04.png', 'page-02.png', 'page-01.png', 'page-06.png', 'page-05.png'];
    const files = await uploadInOneRequest(sent, { withFileInfo: true });
    expect(files.map((file) => file.name)).toEqual(natural);
    expect(await storedInCreationOrder(files)).toEqual(natural);
    // Each file keeps its own content: the colour drawn for it before sending.
    const colours = await Promise.all(
      files.map(async (file) => {
        const row = (await strapi.db.query(UPLOADED).findOne({ where: { id: file.id } })) as { url: string };
        const { dominant } = await sharp(`${strapi.dirs.static.public}${row.url}`).stats();
        return dominant.r;
      }),
    );
    const expected = await Promise.all(
      natural.map(async (name) => (await sharp(await pageImage(sent.indexOf(name))).stats()).dominant.r),
    );
    expect(colours).toEqual(expected);
  });
});
