/**
 * IIIF tile pyramids (docs/decisions/151-iiif-tiles.md): sharp's iiif3 layout on generated images (levels,
 * edge tiles, a 6,000 px page within a memory bound), the S3 keys through the real aws-s3 provider, and
 * in the booted CMS: upload → job → pyramid on disk → catalog `deepZoom`, the editors' status route,
 * removal with the image, and a job that survives a stop.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { makePyramid, type InfoJson } from '../src/plugins/iiif/server/tiles/pyramid';
import { providerFile, pyramidStorage } from '../src/plugins/iiif/server/tiles/storage';
import { IIIF_TILES_JOB, iiifTiles } from '../src/plugins/iiif/server/services/tiles';
import { JOBS_TABLE, type JobQueue } from '../src/plugins/jobs/server';
import { deepZoomLabel } from '../src/plugins/folio-editor/shared/deep-zoom';
import { validateStatusQuery } from '../src/plugins/iiif/server/validators/status-query';
import { adminSession, type AdminSession } from './support/admin';
import { eventually } from './support/eventually';
import { startStrapi, stopStrapi } from './support/strapi';
import { uploadImage } from './support/upload';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-iiif-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A page-like image: noise (so JPEG tiles have real content) of the given size. */
async function generated(name: string, width: number, height: number): Promise<string> {
  const file = path.join(work, name);
  await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .jpeg({ quality: 85 })
    .toFile(file);
  return file;
}

/** The large page of record 151's memory bound, made once for the tests that need it. */
let largePage: Promise<string> | undefined;
const large6000 = () => (largePage ??= generated('large.jpg', 6000, 8000));

const readInfo = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'info.json'), 'utf8')) as InfoJson;

describe('the pyramid of a generated image', () => {
  it('has IIIF Image 3 level-0 levels down to one tile, with 512 px tiles and edge tiles cut to the image', async () => {
    const input = await generated('page.jpg', 1300, 700);
    const out = path.join(work, 'pyramid', 'abc123');
    const pyramid = await makePyramid(input, out);
    const info = readInfo(out);
    expect(info).toMatchObject({ type: 'ImageService3', profile: 'level0', width: 1300, height: 700 });
    expect(info.id.endsWith('/abc123')).toBe(true);
    expect(info.tiles).toEqual([{ width: 512, scaleFactors: [1, 2, 4] }]);
    expect(pyramid).toMatchObject({ width: 1300, height: 700 });
    // Full size: 3 × 2 tiles; half size (650 × 350): 2 × 1; quarter size (325 × 175): one, named "full".
    expect(pyramid.tiles).toBe(6 + 2 + 1);
    const size = async (relative: string) => {
      const { width, height } = await sharp(path.join(out, relative)).metadata();
      return [width, height];
    };
    expect(await size('0,0,512,512/512,512/0/default.jpg')).toEqual([512, 512]);
    // The right and bottom edges: 1300 = 2 × 512 + 276, 700 = 512 + 188.
    expect(await size('1024,0,276,512/276,512/0/default.jpg')).toEqual([276, 512]);
    expect(await size('1024,512,276,188/276,188/0/default.jpg')).toEqual([276, 188]);
    expect(await size('0,0,1024,700/512,350/0/default.jpg')).toEqual([512, 350]);
    expect(await size('1024,0,276,700/138,350/0/default.jpg')).toEqual([138, 350]);
    expect(await size('full/325,175/0/default.jpg')).toEqual([325, 175]);
    expect(pyramid.files).toContain('info.json');
    expect(pyramid.files.every((file) => fs.existsSync(path.join(out, file)))).toBe(true);
  });

  it('makes a 6,000 px page in a separate process whose peak memory stays under 320 MB', async () => {
    // Decoded whole, this page alone would take close to half the bound (record 151).
    const input = await large6000();
    const out = path.join(work, 'large-pyramid');
    const script = `
      const { makePyramid } = require(${JSON.stringify(path.resolve(__dirname, '..', 'dist', 'src', 'plugins', 'iiif', 'server', 'tiles', 'pyramid.js'))});
      makePyramid(process.argv[1], process.argv[2]).then((p) => {
        // VmHWM: this process's own peak. getrusage's maxRSS also counts the parent's pages the child had
        // between fork and exec (the Jest process's, hundreds of MB in a long run).
        const peakKb = Number(/VmHWM:\\s+(\\d+) kB/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1]);
        console.log(JSON.stringify({ tiles: p.tiles, width: p.width, maxRssKb: peakKb }));
      });`;
    const result = JSON.parse(execFileSync(process.execPath, ['-e', script, input, out], { encoding: 'utf8' })) as {
      tiles: number;
      width: number;
      maxRssKb: number;
    };
    expect(result.width).toBe(6000);
    // 12 × 16 + 6 × 8 + 3 × 4 + 2 × 2 + 1 × 1 tiles at scale factors 1 to 16.
    expect(result.tiles).toBe(192 + 48 + 12 + 4 + 1);
    expect(readInfo(out).tiles[0].scaleFactors).toEqual([1, 2, 4, 8, 16]);
    expect(result.maxRssKb / 1024).toBeLessThan(320);
  });
});

describe('a pyramid kept on S3', () => {
  let server: http.Server;
  const calls: { method: string; url: string; type?: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', type: req.headers['content-type'] });
      req.resume();
      req.on('end', () => {
        if (req.method === 'GET') {
          res.writeHead(200, { 'Content-Type': 'image/jpeg' });
          res.end(fs.readFileSync(path.join(work, 'page.jpg')));
          return;
        }
        res.writeHead(req.method === 'DELETE' ? 204 : 200, { ETag: '"fake"' });
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('goes through the provider under iiif/<hash>/, info.json last, and is deleted key by key', async () => {
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The real provider the CMS configures for S3 (config/plugins.ts), against a local fake endpoint.
    const provider = require('@strapi/provider-upload-aws-s3').init({
      baseUrl: 'https://cdn.folio.example',
      rootPath: 'media',
      s3Options: {
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        params: { Bucket: 'folio-media' },
      },
    });
    const strapi = { plugin: () => ({ provider }), dirs: { static: { public: work } } } as unknown as Core.Strapi;
    const storage = pyramidStorage(strapi);
    const file = {
      id: 7,
      hash: 'page_abc',
      ext: '.jpg',
      mime: 'image/jpeg',
      url: `${endpoint}/page.jpg`,
      provider: 'aws-s3',
    };

    const original = await storage.original(file, work);
    expect(fs.readFileSync(original)).toEqual(fs.readFileSync(path.join(work, 'page.jpg')));
    const built = path.join(work, 's3', 'page_abc');
    const pyramid = await makePyramid(original, built);
    calls.length = 0;
    await storage.save(file, built, pyramid.files);
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => decodeURIComponent(call.url.split('?')[0])).sort()).toEqual(
      pyramid.files.map((relative) => `/folio-media/media/iiif/page_abc/${relative}`).sort(),
    );
    expect(decodeURIComponent(puts[puts.length - 1].url)).toContain('/iiif/page_abc/info.json');
    expect(puts.find((call) => call.url.includes('info.json'))?.type).toBe('application/json');
    expect(puts.find((call) => call.url.includes('default.jpg'))?.type).toBe('image/jpeg');

    calls.length = 0;
    await storage.remove(file, pyramid.files);
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(pyramid.files.length);
    expect(providerFile('h', '0,0,512,512/512,512/0/default.jpg')).toMatchObject({
      path: 'iiif/h/0,0,512,512/512,512/0',
      hash: 'default',
      ext: '.jpg',
    });
  });
});

describe('builds of one upload kept locally', () => {
  it('removes the builds made before the one recorded, the bare-hash one included, and nothing else', async () => {
    const root = fs.mkdtempSync(path.join(work, 'local-'));
    const strapi = { plugin: () => ({ provider: {} }), dirs: { static: { public: root } } } as unknown as Core.Strapi;
    const storage = pyramidStorage(strapi);
    const iiif = path.join(root, 'uploads', 'iiif');
    const at = (time: number) => `page_abc~${time.toString(36)}`;
    const folders = ['page_abc', at(1_000), at(2_000), at(3_000), 'page_abcd', `page_abcd~${(1_000).toString(36)}`];
    for (const name of folders) fs.mkdirSync(path.join(iiif, name), { recursive: true });
    const built = { id: 7, hash: at(2_000), url: '/uploads/page_abc.jpg', provider: 'local' };
    await storage.removeBuildsBefore(built, 2_000, null);
    // A later build (another job's, about to be recorded) stays; another upload's folders stay.
    expect(fs.readdirSync(iiif).sort()).toEqual(
      [at(2_000), at(3_000), 'page_abcd', `page_abcd~${(1_000).toString(36)}`].sort(),
    );
  });
});

describe('labels and validation', () => {
  it('names the deep-zoom states for editors', () => {
    expect(deepZoomLabel('done')).toBe('Deep zoom ready');
    expect(deepZoomLabel('queued')).toBe('Deep zoom being made');
    expect(deepZoomLabel('running')).toBe('Deep zoom being made');
    expect(deepZoomLabel('failed')).toBe('Deep zoom failed');
    expect(deepZoomLabel('none')).toBeNull();
  });

  it('takes distinct positive file ids and refuses anything else', () => {
    expect(validateStatusQuery({ ids: '3, 4,3' })).toEqual([3, 4]);
    for (const ids of [undefined, '', '0', '-1', '1.5', 'x', '1,,2', ['1', '2'], '9007199254740993']) {
      expect(() => validateStatusQuery({ ids })).toThrow();
    }
  });
});

describe('in the CMS', () => {
  let strapi: Core.Strapi;
  let editor: AdminSession;
  const savedWorker = process.env.IIIF_TILES_WORKER;

  const boot = async () => {
    strapi = await startStrapi();
    editor = await adminSession(strapi, 'strapi-editor', 'iiif-editor@folio.test');
  };
  beforeAll(async () => {
    process.env.IIIF_TILES_WORKER = 'true';
    await boot();
  });
  afterAll(async () => {
    await stopStrapi(strapi);
    process.env.IIIF_TILES_WORKER = savedWorker;
  });

  const upload = (name: string, filepath: string) => uploadImage(strapi, name, filepath);
  const statusOf = async (id: number) =>
    (
      (await editor.get(`/iiif/status?ids=${id}`).expect(200)).body.data as {
        status: string;
        hash: string | null;
        imageId: string | null;
      }[]
    )[0];
  const pyramidDir = (imageId: string) => path.join(strapi.dirs.static.public, 'uploads', 'iiif', imageId);
  /** The folder of a file's made pyramid: its hash and its build's version. */
  const madePyramid = async (id: number) => {
    const { imageId } = await statusOf(id);
    if (!imageId) throw new Error(`No pyramid for file ${id}`);
    return pyramidDir(imageId);
  };
  // The seeded library's images are queued first; a test file booting on it waits for them too.
  const slow = { timeoutMs: 240_000 };

  it('makes the pyramid of an uploaded image in a job, shows its status, and puts it in the catalog', async () => {
    const file = await upload('iiif-page.jpg', await generated('upload.jpg', 1300, 700));
    const queued = await eventually(
      () => statusOf(file.id),
      (s) => s.status !== 'none',
      { what: 'a tile job' },
    );
    expect(['queued', 'running', 'done']).toContain(queued.status);
    await eventually(
      () => statusOf(file.id),
      (s) => s.status === 'done',
      { what: 'the pyramid', ...slow },
    );
    const made = await statusOf(file.id);
    expect(made.hash).toBe(file.hash);
    // Stored under a folder of its own build, so what is served under that name never changes.
    expect(made.imageId).toMatch(new RegExp(`^${file.hash}~[0-9a-z]+$`));
    const imageId = made.imageId!;
    const info = readInfo(pyramidDir(imageId));
    expect(info).toMatchObject({ width: 1300, height: 700 });
    // Served where the site's /uploads relay reaches it, to be kept for good.
    for (const file of ['info.json', 'full/325,175/0/default.jpg']) {
      const served = await request(strapi.server.httpServer).get(`/uploads/iiif/${imageId}/${file}`).expect(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }

    // A published scan whose first page is this image serves it with deepZoom set.
    const scan = (await strapi
      .documents('api::scan.scan')
      .findFirst({ status: 'published', populate: ['pages'] })) as unknown as {
      documentId: string;
      pages: { id: number }[];
    };
    await strapi.documents('api::scan.scan').update({
      documentId: scan.documentId,
      data: { pages: [file.id, ...scan.pages.map((page) => page.id)] } as never,
    });
    await strapi.documents('api::scan.scan').publish({ documentId: scan.documentId });
    type Served = { documentId: string; pages: { deepZoom?: string | null }[] }[];
    const served = await eventually(
      async () => (await request(strapi.server.httpServer).get('/api/catalog/scans').expect(200)).body as Served,
      (scans) => scans.find((s) => s.documentId === scan.documentId)?.pages[0]?.deepZoom === imageId,
      { what: 'deepZoom in the catalog' },
    );
    // Every page carries the field: an image id once its pyramid is made, else null.
    const pages = served.find((s) => s.documentId === scan.documentId)?.pages ?? [];
    expect(pages.every((page) => page.deepZoom === null || typeof page.deepZoom === 'string')).toBe(true);

    // Replaced (same hash, new pixels): a new build under a new id, named by the catalog; the former goes whole.
    await strapi
      .plugin('upload')
      .service('upload')
      .replace(file.id, {
        data: { fileInfo: {} },
        file: {
          filepath: await generated('replaced.jpg', 700, 1300),
          originalFilename: 'replaced.jpg',
          mimetype: 'image/jpeg',
          size: fs.statSync(path.join(work, 'replaced.jpg')).size,
        },
      });
    const rebuilt = await eventually(
      () => statusOf(file.id),
      (s) => s.status === 'done' && s.imageId !== imageId,
      { what: 'the rebuilt pyramid', ...slow },
    );
    expect(rebuilt.imageId).toMatch(new RegExp(`^${file.hash}~[0-9a-z]+$`));
    expect(readInfo(pyramidDir(rebuilt.imageId!))).toMatchObject({ width: 700, height: 1300 });
    expect(fs.existsSync(pyramidDir(imageId))).toBe(false);
    await eventually(
      async () => (await request(strapi.server.httpServer).get('/api/catalog/scans').expect(200)).body as Served,
      (scans) => scans.find((s) => s.documentId === scan.documentId)?.pages[0]?.deepZoom === rebuilt.imageId,
      { what: 'the new deepZoom in the catalog' },
    );

    // Removed with the image: folder, record and catalog value.
    await strapi.documents('api::scan.scan').update({
      documentId: scan.documentId,
      data: { pages: scan.pages.map((page) => page.id) } as never,
    });
    await strapi.documents('api::scan.scan').publish({ documentId: scan.documentId });
    await strapi.plugin('upload').service('upload').remove(file);
    await eventually(
      () => fs.existsSync(pyramidDir(rebuilt.imageId!)),
      (exists) => !exists,
      { what: 'the pyramid removed' },
    );
    await eventually(
      () => iiifTiles(strapi).pyramidOf(file.id),
      (row) => row === null,
      { what: 'the record removed' },
    );
    expect((await statusOf(file.id)).status).toBe('none');
    expect((await iiifTiles(strapi).imageIds()).has(file.hash)).toBe(false);
  });

  it('answers the status route to signed-in editors only, and refuses bad ids', async () => {
    await request(strapi.server.httpServer).get('/iiif/status?ids=1').expect(401);
    await editor.get('/iiif/status?ids=abc').expect(400);
    await editor.get('/iiif/status').expect(400);
    const { body } = await editor.get('/iiif/status?ids=999999').expect(200);
    expect(body.data).toEqual([
      { fileId: 999999, status: 'none', error: null, hash: null, imageId: null, updatedAt: null },
    ]);
  });

  it('skips files that are not images', async () => {
    expect(await iiifTiles(strapi).enqueue({ id: 424242, mime: 'application/pdf' })).toBeNull();
  });

  it('resumes a job after a restart, whether the CMS stopped before the job ran or while it ran', async () => {
    // Before it ran: the worker is stopped, the upload queues its job, the CMS stops. (The CMS's queue is
    // its compiled module's, not the one these tests import from src/.)
    const cmsJobs = require(path.resolve(__dirname, '..', 'dist', 'src', 'plugins', 'jobs', 'server')) as {
      jobQueue: (instance: Core.Strapi) => JobQueue;
    };
    await cmsJobs.jobQueue(strapi).stop();
    const waiting = await upload('iiif-waiting.jpg', await generated('waiting.jpg', 900, 1200));
    await eventually(
      () => statusOf(waiting.id),
      (s) => s.status === 'queued',
      { what: 'the queued job' },
    );
    await stopStrapi(strapi);
    const iiifRoot = path.dirname(pyramidDir(waiting.hash));
    const builds = fs.existsSync(iiifRoot) ? fs.readdirSync(iiifRoot) : [];
    expect(builds.some((name) => name.startsWith(`${waiting.hash}~`))).toBe(false);
    await boot();
    await eventually(
      () => statusOf(waiting.id),
      (s) => s.status === 'done',
      { what: 'the resumed pyramid', ...slow },
    );
    expect(readInfo(await madePyramid(waiting.id))).toMatchObject({ width: 900, height: 1200 });

    // While it ran: a 6,000 px page is being tiled when the CMS stops; its job goes back to the queue.
    const large = await upload('iiif-large.jpg', await large6000());
    await eventually(
      () => statusOf(large.id),
      (s) => s.status === 'running',
      { what: 'the running job', ...slow },
    );
    await stopStrapi(strapi);
    await boot();
    const [job] = (await strapi.db
      .connection(JOBS_TABLE)
      .where({ type: IIIF_TILES_JOB, subject: String(large.id) })
      .orderBy('id', 'desc')) as { status: string; attempts: number }[];
    expect(['queued', 'running', 'done']).toContain(job.status);
    await eventually(
      () => statusOf(large.id),
      (s) => s.status === 'done',
      { what: 'the pyramid made after the stop', ...slow },
    );
    expect(readInfo(await madePyramid(large.id))).toMatchObject({ width: 6000, height: 8000 });
    for (const file of [waiting, large]) await strapi.plugin('upload').service('upload').remove(file);
  });
});
