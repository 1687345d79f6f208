/**
 * The stored IIIF pyramids under /uploads/iiif/ (src/middlewares/iiif-uploads.ts, record 151) as a viewer on
 * another site reads them straight from the CMS: readable from any origin, and info.json naming the site's image
 * service, whether the pyramid was built with that id or before it (the placeholder id, rewritten when served).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { folioSettings } from '../config/folio';
import { makePyramid, PLACEHOLDER_ID } from '../src/plugins/iiif/server/tiles/pyramid';
import { startStrapi, stopStrapi } from './support/strapi';

let strapi: Core.Strapi;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-iiif-uploads-'));
const made: string[] = [];
let tile = '';
const FRESH = `iiifuploadsfresh~${Date.now().toString(36)}`;
const LEGACY = 'iiifuploadslegacy';

beforeAll(async () => {
  strapi = await startStrapi();
  const input = path.join(work, 'page.jpg');
  await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d8cfc0' } })
    .jpeg()
    .toFile(input);
  for (const id of [FRESH, LEGACY]) {
    const dir = path.join(strapi.dirs.static.public, 'uploads', 'iiif', id);
    made.push(dir);
    tile = (await makePyramid(input, dir)).files.find((file) => file.startsWith('full/'))!;
  }
  // As a build from before the site's address was written into info.json left it.
  const legacyInfo = path.join(made[1], 'info.json');
  const info = JSON.parse(fs.readFileSync(legacyInfo, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(legacyInfo, JSON.stringify({ ...info, id: `${PLACEHOLDER_ID}/${LEGACY}` }));
});

afterAll(async () => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
  await stopStrapi(strapi);
});

const get = (url: string, origin = 'https://viewer.example') =>
  request(strapi.server.httpServer).get(url).set('Origin', origin).expect(200);

it("stores info.json with the site's image service as its id, and serves it as stored", async () => {
  const expected = `${folioSettings().publicSiteUrl}/iiif/image/${FRESH}`;
  const stored = JSON.parse(fs.readFileSync(path.join(made[0], 'info.json'), 'utf8')) as { id: string };
  expect(stored.id).toBe(expected);
  const served = await get(`/uploads/iiif/${FRESH}/info.json`);
  expect(JSON.parse(served.text)).toEqual(stored);
});

it("names the site's image service in a pyramid built with the placeholder id", async () => {
  const served = await get(`/uploads/iiif/${LEGACY}/info.json`);
  expect(served.headers['content-type']).toMatch(/^application\/json/);
  const info = JSON.parse(served.text) as { id: string; width: number; type: string };
  expect(info).toMatchObject({ id: `${folioSettings().publicSiteUrl}/iiif/image/${LEGACY}`, width: 900 });
  expect(info.type).toBe('ImageService3');
  expect(Number(served.headers['content-length'])).toBe(Buffer.byteLength(served.text));
});

it('lets any origin read the info.json and the tiles, without credentials, the site’s own origin too', async () => {
  const site = new URL(folioSettings().publicSiteUrl).origin;
  for (const url of [`/uploads/iiif/${FRESH}/info.json`, `/uploads/iiif/${FRESH}/${tile}`]) {
    for (const origin of ['https://viewer.example', site]) {
      const served = await get(url, origin);
      expect([url, origin, served.headers['access-control-allow-origin']]).toEqual([url, origin, '*']);
      expect(served.headers['access-control-allow-credentials']).toBeUndefined();
    }
  }
  // Other uploads keep the CMS's own policy.
  const { text } = await request(strapi.server.httpServer).get('/api/catalog/scans').expect(200);
  const cover = (JSON.parse(text) as { coverImgSrc: string }[])[0].coverImgSrc;
  const other = await get(cover);
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
});
