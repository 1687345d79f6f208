/**
 * The level-2 IIIF image service (docs/decisions/200-iiif-image-level-2.md) in the booted CMS: a generated
 * four-colour image is uploaded, its pyramid made, and every request form is decoded with sharp to check its
 * pixels; hostile requests get 400, unknown images 404, a crowd beyond the queue 503, and never another 5xx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { getBytes } from './support/bytes';
import { eventually } from './support/eventually';
import { startStrapi, stopStrapi } from './support/strapi';
import { uploadImage } from './support/upload';
import { iiifTiles } from '../src/plugins/iiif/server/services/tiles';

const saved = { ...process.env };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-iiif-image-'));

const [W, H] = [1200, 900];
const COLOURS = { red: '#ff0000', green: '#00ff00', blue: '#0000ff', white: '#ffffff' };

/** Quadrants red (top left), green (top right), blue (bottom left) and white (bottom right). */
async function quadrants(file: string) {
  const block = (colour: string) =>
    sharp({ create: { width: W / 2, height: H / 2, channels: 3, background: colour } })
      .png()
      .toBuffer();
  await sharp({ create: { width: W, height: H, channels: 3, background: '#000000' } })
    .composite([
      { input: await block(COLOURS.red), left: 0, top: 0 },
      { input: await block(COLOURS.green), left: W / 2, top: 0 },
      { input: await block(COLOURS.blue), left: 0, top: H / 2 },
      { input: await block(COLOURS.white), left: W / 2, top: H / 2 },
    ])
    .jpeg({ quality: 95 })
    .toFile(file);
}

/** The colour name nearest a pixel of a decoded answer. */
async function colourAt(body: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const [r, g, b] = info.channels === 1 ? [data[at], data[at], data[at]] : [data[at], data[at + 1], data[at + 2]];
  const hex = (value: string) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
  const distance = (value: string) => hex(value).reduce((sum, c, i) => sum + Math.abs(c - [r, g, b][i]), 0);
  return Object.entries(COLOURS).sort(([, a], [, b]) => distance(a) - distance(b))[0][0];
}

let strapi: Core.Strapi;
let imageId: string;
let hash: string;
const get = (url: string) => getBytes(strapi, url);
const image = (id: string, params: string) => get(`/api/iiif/image/${id}/${params}`);

beforeAll(async () => {
  Object.assign(process.env, {
    IIIF_TILES_WORKER: 'true',
    RATE_LIMIT_READ_REQUESTS: '100000',
    RATE_LIMIT_CLIENT_REQUESTS: '100000',
    IIIF_IMAGE_MAX_SIDE: '3000',
    IIIF_IMAGE_MAX_AREA: '4000000',
    IIIF_IMAGE_CONCURRENCY: '1',
    IIIF_IMAGE_QUEUE: '2',
    IIIF_IMAGE_CACHE_MB: '1',
  });
  strapi = await startStrapi();
  const file = path.join(work, 'quadrants.jpg');
  await quadrants(file);
  const uploaded = await uploadImage(strapi, 'iiif-quadrants.jpg', file);
  hash = uploaded.hash;
  const pyramid = await eventually(
    () => iiifTiles(strapi).pyramidOf(uploaded.id),
    (made) => made !== null,
    { what: 'the pyramid', timeoutMs: 240_000 },
  );
  imageId = pyramid!.imageId;
});

afterAll(async () => {
  await stopStrapi(strapi);
  process.env = saved;
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the level-2 image service', () => {
  it('describes the image at level 2, with its sizes, limits, extras and the pyramid’s tiles', async () => {
    await get(`/api/iiif/image/${imageId}`).expect(303).expect('Location', `/api/iiif/image/${imageId}/info.json`);
    const answer = await get(`/api/iiif/image/${imageId}/info.json`).expect(200);
    expect(answer.headers['content-type']).toContain('application/ld+json');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const info = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
    expect(info).toMatchObject({
      type: 'ImageService3',
      profile: 'level2',
      width: W,
      height: H,
      maxWidth: 3000,
      maxHeight: 3000,
      maxArea: 4_000_000,
      extraFormats: ['webp'],
      extraQualities: ['bitonal'],
    });
    expect(String(info.id).endsWith(`/api/iiif/image/${imageId}`)).toBe(true);
    expect(info.sizes).toContainEqual({ width: W, height: H });
    expect(info.sizes).toContainEqual({ width: 150, height: 113 });
    const stored = JSON.parse(
      fs.readFileSync(path.join(strapi.dirs.static.public, 'uploads', 'iiif', imageId, 'info.json'), 'utf8'),
    ) as { tiles: unknown };
    expect(info.tiles).toEqual(stored.tiles);
    // The bare hash names the current build, kept a day only.
    const bare = await get(`/api/iiif/image/${hash}/info.json`).expect(200);
    expect(bare.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers every region and size form at the right pixel size and format', async () => {
    const cases: [string, number, number, string][] = [
      ['full/max/0/default.jpg', W, H, 'jpeg'],
      ['full/90,/0/default.jpg', 90, 68, 'jpeg'],
      ['full/,300/0/default.png', 400, 300, 'png'],
      ['full/pct:50/0/color.webp', 600, 450, 'webp'],
      ['full/200,100/0/default.jpg', 200, 100, 'jpeg'],
      ['full/!200,200/0/default.jpg', 200, 150, 'jpeg'],
      ['square/100,/0/default.jpg', 100, 100, 'jpeg'],
      ['0,0,600,450/max/0/default.png', 600, 450, 'png'],
      ['1100,800,500,500/max/0/default.png', 100, 100, 'png'],
      ['pct:50,50,50,50/120,/0/default.png', 120, 90, 'png'],
      ['0,0,100,100/^200,/0/default.png', 200, 200, 'png'],
      ['full/^max/0/default.jpg', 2309, 1732, 'jpeg'],
    ];
    for (const [params, width, height, format] of cases) {
      const answer = await image(imageId, params).expect(200);
      const meta = await sharp(answer.body as Buffer).metadata();
      expect([params, meta.width, meta.height, meta.format]).toEqual([params, width, height, format]);
    }
    const topLeft = await image(imageId, '0,0,600,450/60,/0/default.png').expect(200);
    expect(await colourAt(topLeft.body as Buffer, 30, 20)).toBe('red');
    const bottomRight = await image(imageId, 'pct:50,50,50,50/60,/0/default.png').expect(200);
    expect(await colourAt(bottomRight.body as Buffer, 30, 20)).toBe('white');
    const square = await image(imageId, 'square/90,/0/default.png').expect(200);
    // The centred square of 900 px starts 150 px in: its left part is red, its right part green.
    expect([await colourAt(square.body as Buffer, 5, 5), await colourAt(square.body as Buffer, 85, 5)]).toEqual([
      'red',
      'green',
    ]);
  });

  it('turns by 90s after mirroring, and makes gray and bitonal images', async () => {
    const turned = await image(imageId, 'full/120,/90/default.png').expect(200);
    expect(await sharp(turned.body as Buffer).metadata()).toMatchObject({ width: 90, height: 120 });
    // Turned clockwise, the bottom-left quadrant (blue) comes to the top left.
    expect(await colourAt(turned.body as Buffer, 5, 5)).toBe('blue');
    const mirrored = await image(imageId, 'full/120,/!0/default.png').expect(200);
    expect(await colourAt(mirrored.body as Buffer, 5, 5)).toBe('green');
    const both = await image(imageId, 'full/120,/!90/default.png').expect(200);
    expect(await colourAt(both.body as Buffer, 5, 5)).toBe('white');
    const upsideDown = await image(imageId, 'full/120,/180/default.png').expect(200);
    expect(await colourAt(upsideDown.body as Buffer, 5, 5)).toBe('white');
    const left = await image(imageId, 'full/120,/270/default.png').expect(200);
    expect(await colourAt(left.body as Buffer, 5, 5)).toBe('green');

    const gray = await image(imageId, 'full/120,/0/gray.jpg').expect(200);
    expect(await sharp(gray.body as Buffer).metadata()).toMatchObject({ channels: 1, format: 'jpeg' });
    const bitonal = await image(imageId, 'full/120,/0/bitonal.png').expect(200);
    const { data } = await sharp(bitonal.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(new Set(data)).toEqual(new Set([0, 255]));
  });

  it('names the canonical form in a Link header, and keeps a versioned build’s images for good', async () => {
    const answer = await image(imageId, 'pct:0,0,50,50/pct:10/0/default.jpg').expect(200);
    expect(answer.headers.link).toContain(
      `/api/iiif/image/${imageId}/0,0,600,450/60,45/0/default.jpg>;rel="canonical"`,
    );
    expect(answer.headers.link).toContain('<http://iiif.io/api/image/3/level2.json>;rel="profile"');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toBe('image/jpeg');
    const bare = await image(hash, 'full/max/0/default.jpg').expect(200);
    expect(bare.headers['cache-control']).toBe('public, max-age=86400');
    expect(bare.headers.link).toContain(`/api/iiif/image/${hash}/full/${W},${H}/0/default.jpg>;rel="canonical"`);
  });

  it('refuses malformed, unsatisfiable and hostile requests with 400, and unknown images with 404', async () => {
    const refused = [
      'full/max/0/default.gif',
      'full/max/0/sepia.jpg',
      'full/max/45/default.jpg',
      'full/max/-90/default.jpg',
      'full/max/1e400/default.jpg',
      'nowhere/max/0/default.jpg',
      '-5,0,10,10/max/0/default.jpg',
      '0,0,0,10/max/0/default.jpg',
      '5000,0,10,10/max/0/default.jpg',
      '0,0,999999999999999999999,10/max/0/default.jpg',
      'pct:-1,0,10,10/max/0/default.jpg',
      'full/0,/0/default.jpg',
      'full/pct:200/0/default.jpg',
      'full/1300,/0/default.jpg',
      'full/!1300,1000/0/default.jpg',
      'full/^3001,/0/default.jpg',
      'full/^99999999999,99999999999/0/default.jpg',
      'full/^2500,2500/0/default.jpg',
      'full/max/0/default.jpg%00',
      `full/${'9'.repeat(5000)},/0/default.jpg`,
    ];
    for (const params of refused) {
      const answer = await image(imageId, params);
      expect([params, answer.status]).toEqual([params, 400]);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    for (const id of ['nosuchimage', 'a%2Fb', '..%2F..%2Fetc', `${hash}~zzzzzz`]) {
      expect([id, (await image(id, 'full/max/0/default.jpg')).status]).toEqual([id, 404]);
      expect([id, (await get(`/api/iiif/image/${id}/info.json`)).status]).toEqual([id, 404]);
    }
  });

  it('makes one image at a time, answers 503 with Retry-After past its queue, and keeps its cache within bytes', async () => {
    // Twelve different requests at once with one at work and two waiting: the rest are turned away, never a 500.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => image(imageId, `full/${300 + i},/0/default.png`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const busy = answers.find((answer) => answer.status === 503)!;
    expect(busy.headers['retry-after']).toBe('2');
    // The same request twelve times is made once and shared.
    const same = await Promise.all(Array.from({ length: 12 }, () => image(imageId, 'full/640,/0/default.png')));
    expect(same.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const images = strapi.plugin('iiif').service('images') as { cachedBytes: () => number };
    expect(images.cachedBytes()).toBeGreaterThan(0);
    expect(images.cachedBytes()).toBeLessThanOrEqual(1024 * 1024);
  });
});
