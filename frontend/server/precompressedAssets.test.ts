/**
 * @jest-environment node
 *
 * Built assets compressed at build time and served as they are, through the production pipeline's
 * compression middleware as in server/app.ts, over real HTTP.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { precompressedAssets, precompressFiles } from './precompressedAssets';

const SCRIPT = `export const covers = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `cover-${i}`))};\n`;
const SMALL_SCRIPT = 'export const one = 1;\n';

let dir: string;
let server: http.Server;
let baseUrl: string;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
function request(urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-assets-'));
  fs.mkdirSync(path.join(dir, 'fonts'));
  fs.writeFileSync(path.join(dir, 'home-1a2b.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'tiny-3c4d.js'), SMALL_SCRIPT);
  fs.writeFileSync(path.join(dir, 'fonts', 'display-5e6f.woff2'), Buffer.alloc(2048, 7));
  precompressFiles(dir, ['home-1a2b.js', 'tiny-3c4d.js', 'fonts/display-5e6f.woff2']);

  const app = express();
  app.use(compression());
  app.use('/assets', precompressedAssets(dir));
  app.use((_req, res) => {
    res.status(404).send('not found');
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

it('writes brotli and gzip copies of text assets only, and only where they save bytes', () => {
  expect(fs.existsSync(path.join(dir, 'home-1a2b.js.br'))).toBe(true);
  expect(fs.existsSync(path.join(dir, 'home-1a2b.js.gz'))).toBe(true);
  expect(fs.existsSync(path.join(dir, 'tiny-3c4d.js.br'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'fonts', 'display-5e6f.woff2.br'))).toBe(false);
});

it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
  const answer = await request('/assets/home-1a2b.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.headers['content-type']).toBe('text/javascript');
  expect(answer.headers['cache-control']).toBe('public,max-age=31536000,immutable');
  expect(answer.headers.vary).toBe('Accept-Encoding');
  expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
  expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
});

it('falls back to gzip, then to the file as it is, by what the browser accepts', async () => {
  const gzip = await request('/assets/home-1a2b.js', { 'Accept-Encoding': 'gzip, deflate' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);

  const plain = await request('/assets/home-1a2b.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(SCRIPT);
});

it('gives each encoding its own ETag and answers a revalidation with 304', async () => {
  const br = await request('/assets/home-1a2b.js', { 'Accept-Encoding': 'br' });
  const gzip = await request('/assets/home-1a2b.js', { 'Accept-Encoding': 'gzip' });
  expect(br.headers.etag).toBeDefined();
  expect(gzip.headers.etag).not.toBe(br.headers.etag);

  const revalidated = await request('/assets/home-1a2b.js', {
    'Accept-Encoding': 'br',
    'If-None-Match': br.headers.etag as string,
  });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.length).toBe(0);
});

it('serves small files and binary files as they are, and answers HEAD without a body', async () => {
  const tiny = await request('/assets/tiny-3c4d.js', { 'Accept-Encoding': 'br' });
  expect(tiny.headers['content-encoding']).toBeUndefined();
  expect(tiny.body.toString()).toBe(SMALL_SCRIPT);

  const font = await request('/assets/fonts/display-5e6f.woff2', { 'Accept-Encoding': 'br' });
  expect(font.headers['content-type']).toBe('font/woff2');
  expect(font.body.length).toBe(2048);

  const head = await request('/assets/home-1a2b.js', { 'Accept-Encoding': 'br' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(Number(head.headers['content-length'])).toBe(fs.statSync(path.join(dir, 'home-1a2b.js.br')).size);
  expect(head.body.length).toBe(0);
});

it('leaves unknown files to the next handler', async () => {
  const missing = await request('/assets/missing-0000.js', { 'Accept-Encoding': 'br' });
  expect(missing.status).toBe(404);
  expect(missing.body.toString()).toBe('not found');
});
