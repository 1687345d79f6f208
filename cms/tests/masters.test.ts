/**
 * Masters are kept bit for bit (docs/decisions/201-masters-kept-as-sent.md), through the real admin upload
 * route of a booted Strapi: with the Media Library's size optimization and auto orientation on in its store, a
 * PNG of more than 256 colours and a JPEG are stored as sent, downloaded back byte for byte, with the SHA-256 of
 * the bytes sent; the fixity check finds a master changed on disk and one removed (since when, in the admin API),
 * a clean library clean, records the SHA-256 of files stored without one, runs weekly as a job, and
 * `npm run fixity` exits 1 naming what it found.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { adminSession, type AdminSession } from './support/admin';
import { getBytes } from './support/bytes';
import { eventually } from './support/eventually';
import { startStrapi, stopStrapi } from './support/strapi';
import { removeUploads } from './support/upload';

const UPLOADED = 'plugin::upload.file';
const CMS_DIR = path.resolve(__dirname, '..');

let strapi: Core.Strapi;
let admin: AdminSession;
const uploadedIds: number[] = [];

interface StoredFile {
  id: number;
  name: string;
  url: string;
  mime: string;
  width: number;
  height: number;
  sha256: string | null;
  formats: Record<string, { url: string; width: number; height: number }> | null;
}

interface FixityStatus {
  lastRun: { id: number; trigger: string; checked: number; recorded: number; changed: number; missing: number } | null;
  pending: boolean;
  findings: {
    fileId: number;
    name: string;
    problem: string;
    detail: string | null;
    since: string;
    expectedSha256: string;
  }[];
  files: number;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const settingsStore = () => strapi.store({ type: 'plugin', name: 'upload', key: 'settings' });

/** Noise: every pixel its own colour, so a palette of 256 cannot hold it. */
async function manyColouredPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  // xorshift32, seeded by the size: the same size gives the same bytes.
  let x = (width * 7919 + height) | 1;
  for (let i = 0; i < pixels.length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = x >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function colourCount(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += info.channels) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
  return colours.size;
}

/** A photograph-like gradient, saved at quality 95 and marked as taken sideways (EXIF orientation 6). */
const sidewaysJpeg = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
        `<linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#8a2a1c"/>` +
        `<stop offset="1" stop-color="#e9d9b0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
        `<circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#1d3557"/></svg>`,
    ),
  )
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();

async function uploadAsEditor(files: { name: string; bytes: Buffer; type: string }[]): Promise<StoredFile[]> {
  const call = admin.post('/upload');
  for (const file of files) call.attach('files', file.bytes, { filename: file.name, contentType: file.type });
  for (const file of files) call.field('fileInfo', JSON.stringify({ name: file.name, alternativeText: file.name }));
  const response = await call;
  expect(response.status).toBe(201);
  const stored = response.body as StoredFile[];
  uploadedIds.push(...stored.map((file) => file.id));
  return stored;
}

const download = async (url: string): Promise<Buffer> => {
  const response = await getBytes(strapi, url);
  expect(response.status).toBe(200);
  return response.body as Buffer;
};

const storedRow = async (id: number) => (await strapi.db.query(UPLOADED).findOne({ where: { id } })) as StoredFile;
const onDisk = (file: { url: string }) => path.join(strapi.dirs.static.public, file.url);
const fixity = () => strapi.plugin('masters').service('fixity');
const fixityStatus = async () => (await admin.get('/masters/fixity').expect(200)).body.data as FixityStatus;

beforeAll(async () => {
  strapi = await startStrapi();
  admin = await adminSession(strapi, 'strapi-editor', 'masters@folio.test');
});

afterAll(async () => {
  if (strapi) await removeUploads(strapi, uploadedIds);
  await stopStrapi(strapi);
});

describe('the Media Library settings that rewrite uploads', () => {
  it('are off after the start, and turning one on is refused with the reason', async () => {
    const superAdmin = await adminSession(strapi, 'strapi-super-admin', 'masters-admin@folio.test');
    const { data } = (await superAdmin.get('/upload/settings').expect(200)).body;
    expect(data).toMatchObject({ sizeOptimization: false, autoOrientation: false, responsiveDimensions: true });
    const refused = await superAdmin
      .put('/upload/settings')
      .send({ sizeOptimization: true, responsiveDimensions: true, autoOrientation: false });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/keeps every upload exactly as it was sent/);
    expect(await settingsStore().get({})).toMatchObject({ sizeOptimization: false, autoOrientation: false });
    await superAdmin
      .put('/upload/settings')
      .send({ sizeOptimization: false, responsiveDimensions: true, autoOrientation: false })
      .expect(200);
  });
});

describe('an uploaded master', () => {
  let png: Buffer;
  let jpeg: Buffer;
  let stored: StoredFile[];

  beforeAll(async () => {
    // As an editor could have left them before this change: both rewrites on in the store.
    const settings = (await settingsStore().get({})) as Record<string, unknown>;
    await settingsStore().set({ value: { ...settings, sizeOptimization: true, autoOrientation: true } });
    png = await manyColouredPng(640, 480);
    jpeg = await sidewaysJpeg(900, 600);
    stored = await uploadAsEditor([
      { name: 'page-001.png', bytes: png, type: 'image/png' },
      { name: 'cover.jpg', bytes: jpeg, type: 'image/jpeg' },
    ]);
  });

  afterAll(async () => {
    const settings = (await settingsStore().get({})) as Record<string, unknown>;
    await settingsStore().set({ value: { ...settings, sizeOptimization: false, autoOrientation: false } });
  });

  it('is a PNG of more than 256 colours and a JPEG to be turned, sent with the rewrites on in the store', async () => {
    expect(await settingsStore().get({})).toMatchObject({ sizeOptimization: true, autoOrientation: true });
    expect(await colourCount(png)).toBeGreaterThan(256 * 100);
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
  });

  it('downloads byte for byte as it was sent', async () => {
    const [cover, page] = stored;
    expect(page.name).toBe('page-001.png');
    expect(cover.name).toBe('cover.jpg');
    expect((await download(page.url)).equals(png)).toBe(true);
    expect((await download(cover.url)).equals(jpeg)).toBe(true);
    expect(fs.readFileSync(onDisk(page)).equals(png)).toBe(true);
  });

  it('keeps the SHA-256 of the bytes sent, in the answer and in the database', async () => {
    const [cover, page] = stored;
    expect(page.sha256).toBe(sha256(png));
    expect(cover.sha256).toBe(sha256(jpeg));
    expect((await storedRow(page.id)).sha256).toBe(sha256(png));
    expect((await storedRow(cover.id)).sha256).toBe(sha256(jpeg));
  });

  it('is what its renditions are made from: the JPEG is not turned, the thumbnail keeps its sides', async () => {
    const [cover] = stored;
    expect(cover).toMatchObject({ width: 900, height: 600 });
    const thumbnail = await sharp(await download(cover.formats!.thumbnail.url)).metadata();
    expect(thumbnail.width! / thumbnail.height!).toBeCloseTo(900 / 600, 1);
  });

  it('gets the SHA-256 of its new bytes when it is replaced', async () => {
    const [, page] = stored;
    const replacement = await manyColouredPng(320, 240);
    const response = await admin
      .post(`/upload?id=${page.id}`)
      .attach('files', replacement, { filename: 'page-001.png', contentType: 'image/png' });
    expect(response.status).toBe(200);
    expect((await storedRow(page.id)).sha256).toBe(sha256(replacement));
    expect(fs.readFileSync(onDisk(page)).equals(replacement)).toBe(true);
    png = replacement;
  });
});

describe('the fixity check', () => {
  let changed: StoredFile;
  let removed: StoredFile;
  let removedBytes: Buffer;

  beforeAll(async () => {
    [changed, removed] = await uploadAsEditor([
      { name: 'fixity-changed.png', bytes: await manyColouredPng(200, 150), type: 'image/png' },
      { name: 'fixity-removed.png', bytes: await manyColouredPng(150, 200), type: 'image/png' },
    ]);
    removedBytes = fs.readFileSync(onDisk(removed));
  });

  it('finds the library clean, every master read back', async () => {
    const report = await fixity().check({ trigger: 'command' });
    expect(report).toMatchObject({ changed: 0, missing: 0, unreadable: 0, found: [] });
    expect(report.checked).toBe(await strapi.db.query(UPLOADED).count({}));
    const status = await fixityStatus();
    expect(status.lastRun).toMatchObject({ trigger: 'command', checked: report.checked, changed: 0, missing: 0 });
    expect(status.findings).toEqual([]);
  });

  it('finds a master changed on disk and one removed, and says since when', async () => {
    const altered = Buffer.from(fs.readFileSync(onDisk(changed)));
    altered[altered.length - 20] ^= 0xff;
    fs.writeFileSync(onDisk(changed), altered);
    fs.rmSync(onDisk(removed));
    const report = await fixity().check({ trigger: 'command' });
    expect(report).toMatchObject({ changed: 1, missing: 1, unreadable: 0 });
    expect(report.found.map(({ fileId, problem }: { fileId: number; problem: string }) => [fileId, problem])).toEqual([
      [changed.id, 'changed'],
      [removed.id, 'missing'],
    ]);
    const first = await fixityStatus();
    expect(first.findings).toEqual([
      expect.objectContaining({
        fileId: changed.id,
        name: 'fixity-changed.png',
        problem: 'changed',
        detail: sha256(altered),
        expectedSha256: changed.sha256,
      }),
      expect.objectContaining({ fileId: removed.id, name: 'fixity-removed.png', problem: 'missing' }),
    ]);
    // Found again by the next check: still dated from the first.
    await fixity().check({ trigger: 'command' });
    const again = await fixityStatus();
    expect(again.findings.map((finding) => finding.since)).toEqual(first.findings.map((finding) => finding.since));
    expect(again.lastRun!.id).toBeGreaterThan(first.lastRun!.id);
  });

  it('runs weekly as a job, whose result the admin shows', async () => {
    const weekly = strapi.cron.jobs.find((job: { name: string | null }) => job.name === 'mastersFixityWeekly');
    expect(weekly?.options).toEqual({ rule: '0 0 3 * * 0' });
    const next = weekly!.job.nextInvocation() as Date;
    expect(next.getDay()).toBe(0);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    await weekly!.job.invoke();
    const done = await eventually(fixityStatus, (status) => !status.pending && status.lastRun?.trigger === 'weekly', {
      what: 'the weekly check done',
      timeoutMs: 60_000,
    });
    expect(done.lastRun).toMatchObject({ changed: 1, missing: 1 });
    expect(done.findings.map((finding) => finding.name)).toEqual(['fixity-changed.png', 'fixity-removed.png']);
  });

  it('can be asked for by an editor, from the admin', async () => {
    const asked = await admin.post('/masters/fixity').expect(202);
    expect(asked.body.data.pending).toBe(true);
    await eventually(fixityStatus, (status) => !status.pending && status.lastRun?.trigger === 'editor', {
      what: 'the editor’s check done',
      timeoutMs: 60_000,
    });
  });

  it('records the SHA-256 of a master stored without one, from its stored bytes', async () => {
    await strapi.db.query(UPLOADED).update({ where: { id: changed.id }, data: { sha256: null } });
    const report = await fixity().check({ trigger: 'backfill' });
    expect(report).toMatchObject({ recorded: 1, changed: 0, missing: 1 });
    expect((await storedRow(changed.id)).sha256).toBe(sha256(fs.readFileSync(onDisk(changed))));
    await strapi.db.query(UPLOADED).update({ where: { id: changed.id }, data: { sha256: changed.sha256 } });
  });

  it('lists every master with its SHA-256 for editors', async () => {
    const { data } = (await admin.get('/masters/files').query({ search: 'fixity-' }).expect(200)).body;
    expect(data.files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: changed.id, sha256: changed.sha256 }),
        expect.objectContaining({ id: removed.id, sha256: removed.sha256 }),
      ]),
    );
    const refused = await admin.get('/masters/files').query({ page: 'first' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/page must be a whole number/);
  });

  it('from the command line, exits 1 naming what it found, and 0 once the library is whole', async () => {
    const changedPath = onDisk(changed);
    const removedPath = onDisk(removed);
    await stopStrapi(strapi);
    const command = () =>
      new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(
          process.execPath,
          [require.resolve('tsx/cli'), 'scripts/fixity.ts', '--no-compile'],
          { cwd: CMS_DIR, env: process.env, timeout: 120_000 },
          (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }),
        );
      });
    try {
      const found = await command();
      expect(found.code).toBe(1);
      expect(found.stdout).toMatch(`CHANGED file ${changed.id} "fixity-changed.png"`);
      expect(found.stdout).toMatch(`MISSING file ${removed.id} "fixity-removed.png"`);
      fs.writeFileSync(changedPath, await manyColouredPng(200, 150));
      fs.writeFileSync(removedPath, removedBytes);
      const whole = await command();
      expect(whole.stdout).toMatch(/0 changed, 0 missing, 0 unreadable/);
      expect(whole.code).toBe(0);
    } finally {
      strapi = await startStrapi();
      admin = await adminSession(strapi, 'strapi-editor', 'masters@folio.test');
    }
    expect((await fixityStatus()).findings).toEqual([]);
  });
});
