/**
 * Versioned media URLs (src/lib/media-version.ts, src/middlewares/media-cache.ts): the catalog's image URLs
 * carry the file's version, the CMS marks an upload immutable only under its current version, and a replaced
 * file (same hash, same path) gets a new version that the catalog gives out at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { moveClock } from './support/clock';
import { eventually } from './support/eventually';
import { sendRaw } from './support/raw-http';
import { startStrapi, stopStrapi } from './support/strapi';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCAN = 'api::scan.scan';

let strapi: Core.Strapi;
let dir: string;

beforeAll(async () => {
  strapi = await startStrapi();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-media-cache-'));
});

afterAll(async () => {
  await stopStrapi(strapi);
  fs.rmSync(dir, { recursive: true, force: true });
});

const http = () => request(strapi.server.httpServer);

async function imageFile(name: string, width: number, height: number, background: string) {
  const filepath = path.join(dir, name);
  await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toFile(filepath);
  return { filepath, originalFilename: name, mimetype: 'image/png', size: fs.statSync(filepath).size };
}

interface CatalogImage {
  url: string;
  formats: Record<string, { url: string }>;
}
type CatalogScan = { documentId: string; cover: CatalogImage | null };

const coverOf = async (documentId: string) => {
  const scans = (await http().get('/api/catalog/scans').expect(200)).body as CatalogScan[];
  return scans.find((scan) => scan.documentId === documentId)?.cover ?? null;
};

it('marks the catalog URL of an upload immutable, and only while it names the file as it is now', async () => {
  const uploads = strapi.plugin('upload').service('upload');
  const [added] = await uploads.upload({
    data: { fileInfo: { name: 'versioned-cover.png', alternativeText: 'A cover' } },
    files: await imageFile('versioned-cover.png', 900, 1200, '#3d6b54'),
  });
  const scan = (await strapi.documents(SCAN).findFirst({ status: 'published', populate: ['cover'] })) as unknown as {
    documentId: string;
    cover: { id: number } | null;
  };
  await strapi.documents(SCAN).update({ documentId: scan.documentId, data: { cover: added.id } as never });
  await strapi.documents(SCAN).publish({ documentId: scan.documentId });

  const cover = await eventually(
    () => coverOf(scan.documentId),
    (image) => image?.url.startsWith(`${added.url}?v=`) === true,
    { what: 'the new cover in the catalog' },
  );
  const [, version] = cover!.url.split('?v=');
  expect(version).toMatch(/^[0-9a-z]+$/);
  // Its renditions carry the file's version too.
  const renditions = Object.values(cover!.formats);
  expect(renditions.length).toBeGreaterThan(0);
  for (const format of renditions) expect(format.url).toMatch(new RegExp(`\\?v=${version}$`));

  const served = await http().get(cover!.url).expect(200);
  expect(served.headers['cache-control']).toBe(IMMUTABLE);
  expect((await http().head(renditions[0].url).expect(200)).headers['cache-control']).toBe(IMMUTABLE);
  // The bare path, and any version the file does not have, keep a revalidated answer.
  for (const url of [
    added.url,
    `${added.url}?v=zzzzzzzz`,
    `${added.url}?v=`,
    `${added.url}?v=${version}&v=x`,
    // Another parameter beside the version would make a copy of its own in a cache.
    `${added.url}?v=${version}&x=1`,
  ]) {
    const answer = await http().get(url).expect(200);
    expect(answer.headers['cache-control']).not.toContain('immutable');
  }
  // A path that only looks like a pyramid build's and leads to the upload is not one.
  const server = strapi.server.httpServer;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // `/uploads/iiif/<id>/../..` is `/uploads`: the dot segments are resolved before the CMS's middlewares see the
  // path, so this is the upload under its bare path, served and not kept for good. The exact-path rule itself is
  // checked in media-version.test.ts.
  const sideways = await sendRaw(port, {
    method: 'GET',
    path: `/uploads/iiif/page_a1~mhx2/../../${path.posix.basename(added.url)}`,
  });
  expect(sideways.status).toBe(200);
  expect(sideways.headers['cache-control'] ?? '').not.toContain('immutable');
  // A missing file is never kept, whatever it is asked with.
  const missing = await http().get(`/uploads/no-such-file.png?v=${version}`);
  expect(missing.status).toBe(404);
  expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');

  // Replaced a second on (so its version differs however fast the upload was): same hash and path, new bytes,
  // so a new version; the former one is no longer immutable.
  const wide = await imageFile('versioned-cover-wide.png', 1200, 900, '#c0563f');
  moveClock(1_000);
  let replaced: typeof added;
  try {
    replaced = await uploads.replace(added.id, { data: { fileInfo: {} }, file: wide });
  } finally {
    jest.useRealTimers();
  }
  expect(replaced.url).toBe(added.url);
  const after = await eventually(
    () => coverOf(scan.documentId),
    (image) => image !== null && image.url !== cover!.url,
    { what: 'the replaced cover in the catalog' },
  );
  expect(after!.url.startsWith(`${added.url}?v=`)).toBe(true);
  expect((await http().get(after!.url).expect(200)).headers['cache-control']).toBe(IMMUTABLE);
  const former = await http().get(cover!.url).expect(200);
  expect(former.headers['cache-control']).not.toContain('immutable');
  expect((await sharp(former.body as Buffer).metadata()).width).toBe(1200);

  // The seeded scan gets its own cover back for the test files after this one.
  await strapi
    .documents(SCAN)
    .update({ documentId: scan.documentId, data: { cover: scan.cover?.id ?? null } as never });
  await strapi.documents(SCAN).publish({ documentId: scan.documentId });
  await uploads.remove(replaced);
});
