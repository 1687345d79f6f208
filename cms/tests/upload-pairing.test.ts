/**
 * An upload answers 201 only with what it stored (src/extensions/upload/paired-uploads.ts): several files sent
 * in one request, each with a fileInfo that names no file, names another, or where two files share a name, are
 * all stored with the fileInfo sent at their place, through the admin's `POST /upload` and the content API's
 * `POST /api/upload` of a booted Strapi; one file refused refuses the request with 400, storing none of it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';
import { removeUploads } from './support/upload';

const UPLOADED = 'plugin::upload.file';

let strapi: Core.Strapi;
let admin: AdminSession;
let apiToken: { id: number; accessKey: string };
const uploadedIds: number[] = [];

interface StoredFile {
  id: number;
  name: string;
  alternativeText: string | null;
  url: string;
  sha256: string;
}

interface Sent {
  name: string;
  bytes: Buffer;
  type?: string;
}

beforeAll(async () => {
  strapi = await startStrapi();
  admin = await adminSession(strapi, 'strapi-editor', 'upload-pairing@folio.test');
  apiToken = await strapi.service('admin::api-token-content-api').create({
    name: `upload-pairing-${Date.now()}`,
    type: 'full-access',
    lifespan: null,
  });
});

afterAll(async () => {
  if (strapi) {
    await removeUploads(strapi, uploadedIds);
    await strapi.service('admin::api-token-content-api').revoke(apiToken.id);
  }
  await stopStrapi(strapi);
});

const image = (red: number) =>
  sharp({ create: { width: 90, height: 120, channels: 3, background: { r: red, g: 120, b: 60 } } })
    .png()
    .toBuffer();

/** Large enough that its write ends after a small file sent after it (formidable lists files as they end). */
const largeImage = () =>
  sharp({
    create: {
      width: 900,
      height: 900,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const count = () => strapi.db.query(UPLOADED).count({});

const routes = {
  'the admin (POST /upload)': (call: (path: string) => request.Test) => call('/upload'),
  'the content API (POST /api/upload)': () =>
    request(strapi.server.httpServer).post('/api/upload').set('Authorization', `Bearer ${apiToken.accessKey}`),
};
type Route = keyof typeof routes;

/** As `curl -F files=@a.png -F files=@b.png -F 'fileInfo={…}' -F 'fileInfo={…}'` sends them. */
async function send(route: Route, files: Sent[], infos: object[]) {
  const call = routes[route]((at) => admin.post(at));
  for (const file of files) {
    call.attach('files', file.bytes, { filename: file.name, contentType: file.type ?? 'image/png' });
  }
  for (const info of infos) call.field('fileInfo', JSON.stringify(info));
  const response = await call;
  if (response.status === 201) uploadedIds.push(...(response.body as StoredFile[]).map((file) => file.id));
  return response;
}

async function expectStoredAsSent(answered: StoredFile[], sent: { bytes: Buffer; name: string; alt: string }[]) {
  expect(answered).toHaveLength(sent.length);
  for (const [index, file] of answered.entries()) {
    const row = (await strapi.db.query(UPLOADED).findOne({ where: { id: file.id } })) as StoredFile | null;
    expect(row).toMatchObject({ name: sent[index].name, alternativeText: sent[index].alt });
    expect(fs.readFileSync(path.join(strapi.dirs.static.public, row!.url)).equals(sent[index].bytes)).toBe(true);
    expect(row!.sha256).toBe(sha256(sent[index].bytes));
  }
}

type Case = [
  title: string,
  files: [string, () => Promise<Buffer>][],
  infos: object[],
  stored: [string, number, string][],
];

/** Each: the files sent (name, bytes), their fileInfo in order, and what is stored, in natural name order. */
const STORED: Case[] = [
  [
    'are all stored when no fileInfo names its file (the case in the issue)',
    [
      ['a.png', largeImage],
      ['b.png', () => image(200)],
    ],
    [{ alternativeText: 'x' }, { alternativeText: 'y' }],
    [
      ['a.png', 0, 'x'],
      ['b.png', 1, 'y'],
    ],
  ],
  [
    'are stored under the names their fileInfo gives, paired by place',
    [
      ['scan-a.png', () => image(30)],
      ['scan-b.png', () => image(60)],
    ],
    [
      { name: 'Cover.png', alternativeText: 'cover' },
      { name: 'Back.png', alternativeText: 'back' },
    ],
    [
      ['Back.png', 1, 'back'],
      ['Cover.png', 0, 'cover'],
    ],
  ],
  [
    'are each stored once when two share a name',
    [
      ['page.png', () => image(90)],
      ['page.png', () => image(120)],
    ],
    [
      { name: 'page.png', alternativeText: 'first' },
      { name: 'page.png', alternativeText: 'second' },
    ],
    [
      ['page.png', 0, 'first'],
      ['page.png', 1, 'second'],
    ],
  ],
];

describe.each(Object.keys(routes) as Route[])('several files sent to %s', (route) => {
  it.each(STORED)('%s', async (_title, files, infos, stored) => {
    const sent = await Promise.all(files.map(async ([name, bytes]) => ({ name, bytes: await bytes() })));
    const before = await count();
    const response = await send(route, sent, infos);
    expect(response.status).toBe(201);
    await expectStoredAsSent(
      response.body,
      stored.map(([name, index, alt]) => ({ name, bytes: sent[index].bytes, alt })),
    );
    expect(await count()).toBe(before + sent.length);
  });

  it('are refused with 400 and none stored when one of them is refused', async () => {
    const before = await count();
    const response = await send(
      route,
      [
        { name: 'fine.png', bytes: await image(150) },
        { name: 'run.sh', bytes: Buffer.from('#!/bin/sh\necho hi\n'), type: 'text/x-shellscript' },
      ],
      [{ alternativeText: 'fine' }, { alternativeText: 'script' }],
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/not allowed/);
    expect(await count()).toBe(before);
  });
});
