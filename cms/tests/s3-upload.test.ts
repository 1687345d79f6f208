/**
 * Media go to an S3-compatible store when S3_BUCKET is set: boots the real Strapi against a local
 * fake S3 endpoint and checks that uploads land in the bucket and are served from the CDN base URL.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { startStrapi, stopStrapi } from './support/strapi';

const S3_ENV = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_ACCESS_SECRET', 'CDN_URL'];
const requests: { method: string; url: string }[] = [];
let fakeS3: http.Server;
let strapi: Core.Strapi;
const savedEnv: Record<string, string | undefined> = {};

beforeAll(async () => {
  fakeS3 = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' });
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { ETag: '"fake"' });
      res.end();
    });
  });
  await new Promise<void>((resolve) => fakeS3.listen(0, '127.0.0.1', resolve));
  for (const name of S3_ENV) savedEnv[name] = process.env[name];
  Object.assign(process.env, {
    S3_BUCKET: 'folio-media',
    S3_ENDPOINT: `http://127.0.0.1:${(fakeS3.address() as AddressInfo).port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'test-key',
    S3_ACCESS_SECRET: 'test-secret',
    CDN_URL: 'https://cdn.folio.example',
  });
  strapi = await startStrapi();
});

afterAll(async () => {
  await stopStrapi(strapi);
  for (const name of S3_ENV) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  await new Promise((resolve) => fakeS3.close(resolve));
});

it('uses the S3 provider with the bucket, endpoint and CDN base URL from the environment', async () => {
  expect(strapi.config.get('plugin::upload.provider')).toBe('aws-s3');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-s3-'));
  const filepath = path.join(dir, 'cover.png');
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8c2f39' } })
    .png()
    .toFile(filepath);
  const uploadService = strapi.plugin('upload').service('upload');
  const [file] = await uploadService.upload({
    data: { fileInfo: { name: 'cover.png' } },
    files: { filepath, originalFilename: 'cover.png', mimetype: 'image/png', size: fs.statSync(filepath).size },
  });
  try {
    const puts = requests.filter((request) => request.method === 'PUT').map((request) => request.url);
    expect(puts.some((url) => url.startsWith('/folio-media/') && url.includes(file.hash))).toBe(true);
    expect(puts.some((url) => url.includes(`small_${file.hash}`))).toBe(true);
    expect(file.url).toMatch(new RegExp(`^https://cdn\\.folio\\.example/${file.hash}\\.png$`));
    expect(file.formats.small.url).toMatch(/^https:\/\/cdn\.folio\.example\/small_/);
  } finally {
    await uploadService.remove(file);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
});
