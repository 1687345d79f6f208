/**
 * @jest-environment node
 *
 * The site's IIIF image service against a real tile pyramid (written by sharp's `layout: 'iiif3'`, as
 * the CMS writes them) on a stand-in store, and a stand-in for the CMS's level-2 image service (tested itself
 * in cms/tests/iiif-image.test.ts) that records what it is asked: info.json names the site's service, stored
 * tiles come from the store with their sizes and a year's cache, every other image from the CMS with its
 * canonical link on the site, hostile paths are refused with a 4xx before anything is asked, and only /iiif/
 * answers may be read by other origins.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import express from 'express';
import { imageServiceInfo } from '@folio/core';
import { iiifCors, iiifImage } from './imageRelay.server';
import { relayLimit } from '../../../../server/relayLimit';

/** The part of sharp's API these tests use. */
interface Sharp {
  jpeg: () => Sharp;
  png: () => Sharp;
  toBuffer: () => Promise<Buffer>;
  tile: (options: { layout: 'iiif3'; size: number; id: string }) => Sharp;
  toFile: (path: string) => Promise<unknown>;
  metadata: () => Promise<{ width?: number; height?: number }>;
}
type SharpFactory = (
  input: Buffer | { create: { width: number; height: number; channels: 3; background: string } },
) => Sharp;

/** The CMS's own sharp: the site does not depend on it, the pyramid it writes is what is relayed. */
const sharp = createRequire(path.resolve(__dirname, '../../../../../cms/package.json'))('sharp') as SharpFactory;

const SITE = 'https://folio.example';
const HASH = 'page_1_a1b2c3d4e5';
/** The same pyramid as the CMS now stores it: under its build's own id. */
const VERSIONED = `${HASH}~mhx2k9a1`;
const WIDTH = 1300;
const HEIGHT = 1800;

let root: string;
let store: http.Server;
let storeUrl: string;
/** Every path the store was asked for. */
const storeRequests: string[] = [];
let cms: http.Server;
let cmsUrl: string;
/** Every path the CMS's image service was asked for. */
const cmsRequests: string[] = [];
let madePng: Buffer;
let site: http.Server;
let siteUrl: string;

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-iiif-'));
  const pyramid = path.join(root, 'uploads', 'iiif');
  fs.mkdirSync(pyramid, { recursive: true });
  await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#c8a27a' } })
    .jpeg()
    .tile({ layout: 'iiif3', size: 512, id: 'https://placeholder.invalid/iiif' })
    .toFile(path.join(pyramid, HASH));
  fs.cpSync(path.join(pyramid, HASH), path.join(pyramid, VERSIONED), { recursive: true });

  // A plain file server, as the CMS's /uploads or a bucket: it serves whatever path it is asked for.
  store = http.createServer((req, res) => {
    const asked = decodeURIComponent(new URL(req.url ?? '/', 'http://store').pathname);
    storeRequests.push(asked);
    const file = path.join(root, asked);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    const body = fs.readFileSync(file);
    res.writeHead(200, {
      'Content-Type': file.endsWith('.json') ? 'application/json' : 'image/jpeg',
      'Content-Length': body.length,
      ETag: '"stored"',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  storeUrl = await listen(store);

  madePng = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  // The CMS's service as the relay sees it: descriptions of the two builds, made images, its refusals.
  cms = http.createServer((req, res) => {
    const asked = new URL(req.url ?? '/', 'http://cms').pathname;
    cmsRequests.push(decodeURIComponent(asked));
    const [id, ...rest] = decodeURIComponent(asked.replace('/api/iiif/image/', '')).split('/');
    const own = `${cmsUrl}/api/iiif/image/${id}`;
    if (id !== HASH && id !== VERSIONED) return void res.writeHead(404).end('{}');
    if (rest.join('/') === 'info.json') {
      res.writeHead(200, {
        'Content-Type': 'application/ld+json',
        Link: '<http://iiif.io/api/image/3/level2.json>;rel="profile"',
      });
      return void res.end(
        JSON.stringify(
          imageServiceInfo(own, { width: WIDTH, height: HEIGHT }, { maxWidth: 4000, maxHeight: 4000, maxArea: 1e7 }, [
            { width: 512, scaleFactors: [1, 2, 4] },
          ]),
        ),
      );
    }
    if (rest[1] === '777,') return void res.writeHead(503, { 'Retry-After': '7' }).end('{}');
    if (rest[1] === '888,') {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      return void res.end(
        JSON.stringify({
          data: null,
          error: { status: 400, name: 'ValidationError', message: "The size is over this service's limits." },
        }),
      );
    }
    res.writeHead(200, {
      'Content-Type': 'image/png',
      Link: `<${own}/full/1300,1800/${rest[2]}/${rest[3]}>;rel="canonical", <http://iiif.io/api/image/3/level2.json>;rel="profile"`,
    });
    res.end(madePng);
  });
  cmsUrl = await listen(cms);

  const app = express();
  app.use(iiifCors());
  app.use(
    iiifImage({
      siteUrl: SITE,
      store: `${storeUrl}/uploads/iiif`,
      service: `${cmsUrl}/api/iiif/image`,
      limit: relayLimit({ maxInFlight: 8, maxQueued: 64, maxWaitMs: 1000 }),
      serviceLimit: relayLimit({ maxInFlight: 8, maxQueued: 64, maxWaitMs: 1000 }),
    }),
  );
  // What the rest of the site stands for here: the API relay and the pages.
  app.get('/api/catalog/version', (_req, res) => res.json({ version: '1' }));
  app.get('/scans', (_req, res) => res.type('html').send('<h1>Scans</h1>'));
  site = http.createServer(app);
  siteUrl = await listen(site);
});

afterAll(async () => {
  await Promise.all([site, store, cms].map((server) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  storeRequests.length = 0;
  cmsRequests.length = 0;
});

/** A request with its path sent exactly as written (fetch would resolve dot segments first). */
function raw(
  method: string,
  rawPath: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${siteUrl}/`, { method, path: rawPath }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('info.json', () => {
  it("is the CMS's level-2 description with the site's own service id", async () => {
    const response = await fetch(`${siteUrl}/iiif/image/${HASH}/info.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/ld+json;profile="http://iiif.io/api/image/3/context.json"',
    );
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const info = (await response.json()) as Record<string, unknown>;
    expect(info).toMatchObject({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: `${SITE}/iiif/image/${HASH}`,
      type: 'ImageService3',
      profile: 'level2',
      width: WIDTH,
      height: HEIGHT,
    });
    expect(response.headers.get('link')).toBe('<http://iiif.io/api/image/3/level2.json>;rel="profile"');
    expect(cmsRequests).toEqual([`/api/iiif/image/${HASH}/info.json`]);
    expect(storeRequests).toEqual([]);
  });

  it('is found from the service base URI', async () => {
    const response = await fetch(`${siteUrl}/iiif/image/${HASH}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/iiif/image/${HASH}/info.json`);
  });

  it('is a 404, not remembered, for an image without a pyramid', async () => {
    const response = await fetch(`${siteUrl}/iiif/image/cover_0000000000/info.json`);
    expect(response.status).toBe(404);
    // Nor is an identifier that cannot be one of ours, a slash in it say: no image has it.
    expect((await fetch(`${siteUrl}/iiif/image/a%2Fb/info.json`)).status).toBe(404);
    expect((await fetch(`${siteUrl}/iiif/image/a/b/full/max/0/default.jpg`)).status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('tiles', () => {
  it('answers every tile the description promises, at its size, cached for a day under a bare hash', async () => {
    const info = (await (await fetch(`${siteUrl}/iiif/image/${HASH}/info.json`)).json()) as {
      tiles: { width: number; scaleFactors: number[] }[];
    };
    const [{ width: tile, scaleFactors }] = info.tiles;
    expect(scaleFactors).toEqual([1, 2, 4]);
    for (const factor of scaleFactors) {
      // The bottom-right tile of each level: the edge one, smaller than a full tile.
      const region = tile * factor;
      const x = Math.floor((WIDTH - 1) / region) * region;
      const y = Math.floor((HEIGHT - 1) / region) * region;
      const w = Math.min(region, WIDTH - x);
      const h = Math.min(region, HEIGHT - y);
      const size = [Math.ceil(w / factor), Math.ceil(h / factor)];
      // A tile covering the whole image is named `full`, as viewers ask for it.
      const regionName = w === WIDTH && h === HEIGHT ? 'full' : `${x},${y},${w},${h}`;
      const response = await fetch(`${siteUrl}/iiif/image/${HASH}/${regionName}/${size.join(',')}/0/default.jpg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.width, metadata.height]).toEqual(size);
    }
  });

  it("keeps a versioned pyramid's tiles for good, and its description for a day, then revalidated", async () => {
    const info = await fetch(`${siteUrl}/iiif/image/${VERSIONED}/info.json`);
    expect(info.status).toBe(200);
    expect(((await info.json()) as { id: string }).id).toBe(`${SITE}/iiif/image/${VERSIONED}`);
    expect(info.headers.get('cache-control')).toBe('public, max-age=86400');
    // nginx keeps it by that day too: X-Accel-Expires would end its copy within the second.
    expect(info.headers.has('x-accel-expires')).toBe(false);
    const etag = info.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9+/]{27}"$/);
    const again = await fetch(`${siteUrl}/iiif/image/${VERSIONED}/info.json`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    // Another pyramid's description is not the same one.
    const other = await fetch(`${siteUrl}/iiif/image/${HASH}/info.json`, { headers: { 'If-None-Match': etag! } });
    expect(other.status).toBe(200);
    const tile = await fetch(`${siteUrl}/iiif/image/${VERSIONED}/0,0,512,512/512,512/0/default.jpg`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(storeRequests).toContain(`/uploads/iiif/${VERSIONED}/0,0,512,512/512,512/0/default.jpg`);
    // The same tile with a query is not a URL to keep for good.
    const queried = await fetch(`${siteUrl}/iiif/image/${VERSIONED}/0,0,512,512/512,512/0/default.jpg?x=1`);
    expect(queried.status).toBe(200);
    expect(queried.headers.get('cache-control')).toBe('public, max-age=86400');
    // A build the store does not hold (an old one, or a guessed one) is a 404 that nothing keeps.
    const missing = await fetch(`${siteUrl}/iiif/image/${HASH}~zzz/0,0,512,512/512,512/0/default.jpg`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    // Anything else after the hash is not an image id.
    cmsRequests.length = 0;
    for (const id of [`${HASH}~`, `${HASH}~ABC`, `${HASH}~1~2`, `${HASH}.1`]) {
      const refused = await fetch(`${siteUrl}/iiif/image/${encodeURIComponent(id)}/0,0,512,512/512,512/0/default.jpg`);
      expect(refused.status).toBe(404);
    }
    expect(cmsRequests).toEqual([]);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await raw('HEAD', `/iiif/image/${HASH}/0,0,512,512/512,512/0/default.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    expect(response.body.length).toBe(0);
  });

  it('asks the CMS for a tile-shaped image the pyramid does not hold', async () => {
    const response = await fetch(`${siteUrl}/iiif/image/${HASH}/0,0,7,7/7,7/0/default.jpg`);
    expect(response.status).toBe(200);
    expect(storeRequests).toEqual([`/uploads/iiif/${HASH}/0,0,7,7/7,7/0/default.jpg`]);
    expect(cmsRequests).toEqual([`/api/iiif/image/${HASH}/0,0,7,7/7,7/0/default.jpg`]);
  });
});

describe('images the CMS makes', () => {
  it('relays any other level-2 request to the CMS alone, with its canonical link on the site', async () => {
    const response = await fetch(`${siteUrl}/iiif/image/${VERSIONED}/pct:0,0,50,50/!200,200/!90/gray.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('link')).toBe(
      `<${SITE}/iiif/image/${VERSIONED}/full/1300,1800/!90/gray.png>;rel="canonical", <http://iiif.io/api/image/3/level2.json>;rel="profile"`,
    );
    expect(Buffer.from(await response.arrayBuffer())).toEqual(madePng);
    expect(cmsRequests).toEqual([`/api/iiif/image/${VERSIONED}/pct:0,0,50,50/!200,200/!90/gray.png`]);
    expect(storeRequests).toEqual([]);
    const bare = await fetch(`${siteUrl}/iiif/image/${HASH}/full/max/0/default.webp`);
    expect(bare.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it("passes on the CMS's refusals: 400 with its reason, 404, and 503 with its Retry-After", async () => {
    const refused = await fetch(`${siteUrl}/iiif/image/${HASH}/full/888,/0/default.png`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('limits');
    const unknown = await fetch(`${siteUrl}/iiif/image/cover_0000000000/full/max/0/default.png`);
    expect(unknown.status).toBe(404);
    const busy = await fetch(`${siteUrl}/iiif/image/${HASH}/full/777,/0/default.png`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('7');
    expect(busy.headers.get('cache-control')).toBe('no-store');
  });

  it('is a 502 when the store cannot be reached', async () => {
    const app = express();
    app.use(
      iiifImage({
        siteUrl: SITE,
        store: 'http://127.0.0.1:9/uploads/iiif',
        service: 'http://127.0.0.1:9/api/iiif/image',
        limit: relayLimit({ maxInFlight: 1, maxQueued: 1, maxWaitMs: 100 }),
        serviceLimit: relayLimit({ maxInFlight: 1, maxQueued: 1, maxWaitMs: 100 }),
      }),
    );
    const server = http.createServer(app);
    const url = await listen(server);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await fetch(`${url}/iiif/image/${HASH}/info.json`);
      expect(response.status).toBe(502);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('IIIF image store'));
    } finally {
      errors.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('one limit with the API relay', () => {
  it('counts a tile in flight against the limit it shares with the rest of the relay to the CMS', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A CMS that holds its answer for the tile until the test lets it go.
    let reached: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const slowStore = http.createServer((_req, res) => {
      reached();
      void held.then(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
    });
    const slowUrl = await listen(slowStore);
    const shared = relayLimit({ maxInFlight: 1, maxQueued: 0, maxWaitMs: 100 });
    const app = express();
    app.use(
      iiifImage({
        siteUrl: SITE,
        store: `${slowUrl}/uploads/iiif`,
        service: `${slowUrl}/api/iiif/image`,
        limit: shared,
        serviceLimit: shared,
      }),
    );
    app.get('/api/catalog/version', shared, (_req, res) => res.json({ version: '1' }));
    const server = http.createServer(app);
    const url = await listen(server);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const tile = fetch(`${url}/iiif/image/${HASH}/info.json`);
      // Until the tile's request reaches the store, its slot is not yet taken.
      await asked;
      expect((await fetch(`${url}/api/catalog/version`)).status).toBe(429);
      release();
      expect((await tile).status).toBe(200);
      expect((await fetch(`${url}/api/catalog/version`)).status).toBe(200);
    } finally {
      release();
      warn.mockRestore();
      info.mockRestore();
      await Promise.all([server, slowStore].map((one) => new Promise((resolve) => one.close(resolve))));
    }
  });
});

describe('hostile requests', () => {
  const HOSTILE = [
    '/iiif/image/..%2F..%2Fapi%2Fusers/info.json',
    '/iiif/image/../../api/users/info.json',
    `/iiif/image/${HASH}/../../../../api/users`,
    `/iiif/image/${HASH}/..%2Finfo.json`,
    '/iiif/image/a.b/info.json',
    '/iiif/image/%00/info.json',
    '/iiif/image/%ZZ/info.json',
    `/iiif/image/${'a'.repeat(500)}/info.json`,
    `/iiif/image/${HASH}/%2e%2e/max/0/default.jpg`,
    `/iiif/image/${HASH}/full/max/45/default.jpg`,
    `/iiif/image/${HASH}/full/max/0/sepia.jpg`,
    `/iiif/image/${HASH}/pct:0,0,50/max/0/default.jpg`,
    `/iiif/image/${HASH}/full/max/0/default.php`,
    `/iiif/image/${HASH}/full/max/0/default.jpg%00.png`,
    `/iiif/image/${HASH}/full/99999999999,1/0/default.jpg`,
    `/iiif/image/${HASH}/full/max/0/default.jpg/extra`,
    `/iiif/image/${HASH}/info.json/`,
    `/iiif/image/${HASH}/INFO.JSON`,
    '/iiif/image/',
    '/iiif/image/http:%2F%2Fevil.example%2Fx/info.json',
  ];

  it.each(HOSTILE)('%s is refused with a 4xx before the store or the CMS is asked', async (hostile) => {
    const response = await raw('GET', hostile);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(storeRequests).toEqual([]);
    expect(cmsRequests).toEqual([]);
  });

  it('refuses writes with 405 and answers a preflight for reading', async () => {
    const write = await fetch(`${siteUrl}/iiif/image/${HASH}/info.json`, { method: 'POST', body: '{}' });
    expect(write.status).toBe(405);
    expect(write.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const preflight = await fetch(`${siteUrl}/iiif/image/${HASH}/info.json`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://viewer.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(storeRequests).toEqual([]);
  });
});

describe('CORS stays on /iiif/', () => {
  it.each(['/api/catalog/version', '/scans'])('%s is not opened to other origins', async (other) => {
    const response = await fetch(`${siteUrl}${other}`, { headers: { Origin: 'https://viewer.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${siteUrl}${other}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://viewer.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
