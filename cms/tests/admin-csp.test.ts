/**
 * The admin's Content-Security-Policy admits the media origins (CDN and S3 bucket) and the site it
 * frames for "Open preview": boots the real Strapi in production mode with those variables set and
 * fetches the admin panel.
 */
import path from 'node:path';
import request from 'supertest';
import { createStrapi, type Core } from '@strapi/strapi';
import { configureTestEnvironment } from './support/test-env';

const ENV = {
  NODE_ENV: 'production',
  S3_BUCKET: 'folio-media',
  S3_ENDPOINT: 'https://s3.eu-central.example.net',
  S3_FORCE_PATH_STYLE: 'false',
  S3_ACCESS_KEY_ID: 'test-key',
  S3_ACCESS_SECRET: 'test-secret',
  CDN_URL: 'https://cdn.folio.example/media',
  PUBLIC_SITE_URL: 'https://folio.example:8443',
  // Headers only: no demo library, whose seed on PostgreSQL beside the other suites is long.
  SEED_DEMO_CONTENT: 'false',
};
const saved: Record<string, string | undefined> = {};
let strapi: Core.Strapi;

beforeAll(async () => {
  configureTestEnvironment();
  for (const [name, value] of Object.entries(ENV)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  const appDir = path.resolve(__dirname, '..');
  strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  strapi.server.mount();
});

afterAll(async () => {
  await strapi?.destroy();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** "a b; c d e" -> { a: ['b'], c: ['d', 'e'] } */
const directives = (csp: string): Record<string, string[]> =>
  Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

it('serves the admin with media from the CDN and bucket and the site framed', async () => {
  expect(strapi.config.get('environment')).toBe('production');
  const response = await request(strapi.server.httpServer).get('/admin').redirects(1);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/text\/html/);
  const csp = directives(response.headers['content-security-policy']);
  for (const directive of ['img-src', 'media-src']) {
    expect(csp[directive]).toEqual(
      expect.arrayContaining([
        "'self'",
        'data:',
        'blob:',
        'https://cdn.folio.example',
        'https://s3.eu-central.example.net',
        'https://folio-media.s3.eu-central.example.net',
      ]),
    );
  }
  expect(csp['img-src']).toContain('https://market-assets.strapi.io');
  expect(csp['frame-src']).toEqual(expect.arrayContaining(["'self'", 'https://folio.example:8443']));
  // Nothing else is widened: scripts stay same-origin.
  expect(csp['script-src']).toEqual(["'self'"]);
});
