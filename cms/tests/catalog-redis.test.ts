/**
 * Several CMS instances share Redis: a change made through one instance reaches the others'
 * in-memory catalogs, and all answer the same content version. Runs against the real Redis.
 */
import Redis from 'ioredis';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import type { Scan } from '@folio/core';
import { eventually } from './support/eventually';
import { startStrapi, stopStrapi } from './support/strapi';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHANNEL = 'folio:catalog:changes';
const VERSION_KEY = 'folio:catalog:version';

let strapi: Core.Strapi;
let otherInstance: Redis;
let listener: Redis;
const savedRedisUrl = process.env.REDIS_URL;
const http = () => request(strapi.server.httpServer);

beforeAll(async () => {
  process.env.REDIS_URL = REDIS_URL;
  otherInstance = new Redis(REDIS_URL);
  listener = new Redis(REDIS_URL);
  strapi = await startStrapi();
});

afterAll(async () => {
  await stopStrapi(strapi);
  await Promise.all([otherInstance.quit(), listener.quit()]);
  if (savedRedisUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = savedRedisUrl;
});

it('answers the shared version and announces its own changes to the other instances', async () => {
  const announcements: string[] = [];
  await listener.subscribe(CHANNEL);
  listener.on('message', (_channel, sender) => announcements.push(sender));
  const before = (await http().get('/api/catalog/version').expect(200)).body.version;
  expect(before).toBe(`shared.${(await otherInstance.get(VERSION_KEY)) ?? 0}`);

  const scans: Scan[] = (await http().get('/api/catalog/scans').expect(200)).body;
  const scan = scans.find((entry) => entry.title === 'Jil Sander Pure')!;
  await strapi
    .documents('api::scan.scan')
    .update({ documentId: scan.documentId, data: { collectionsFeatured: 'Pure' } as never });
  await eventually(() => announcements.length > 0);
  const after = (await http().get('/api/catalog/version').expect(200)).body.version;
  expect(after).not.toBe(before);
  await strapi
    .documents('api::scan.scan')
    .update({ documentId: scan.documentId, data: { collectionsFeatured: '' } as never });
});

const CHANGED_TITLE = 'Jil Sander Pure (changed elsewhere)';
const catalogTitles = async (): Promise<string[]> =>
  ((await http().get('/api/catalog/scans').expect(200)).body as Scan[]).map((entry) => entry.title);

/**
 * Renames a scan by a write this instance does not see (as if made through another instance), runs `check`,
 * then puts the title back and announces that, so the next test starts from the seeded catalog.
 */
async function whileChangedElsewhere(check: () => Promise<void>): Promise<void> {
  const scans: Scan[] = (await http().get('/api/catalog/scans').expect(200)).body;
  const scan = scans.find((entry) => entry.title === 'Jil Sander Pure')!;
  const rename = (title: string) =>
    strapi.db.connection('scans').where({ document_id: scan.documentId }).update({ title });
  await rename(CHANGED_TITLE);
  try {
    await check();
  } finally {
    await rename('Jil Sander Pure');
    await otherInstance.multi().incr(VERSION_KEY).publish(CHANNEL, 'another-instance').exec();
  }
}

it('drops its catalog when another instance announces a change', () =>
  whileChangedElsewhere(async () => {
    expect(await catalogTitles()).not.toContain(CHANGED_TITLE);
    await otherInstance.multi().incr(VERSION_KEY).publish(CHANNEL, 'another-instance').exec();
    await eventually(async () => (await catalogTitles()).includes(CHANGED_TITLE));
  }));

it("never serves a catalog built before another instance's change once the shared version moved, even before its announcement", () =>
  whileChangedElsewhere(async () => {
    // The other instance's commit and version, its announcement not (yet) delivered.
    await otherInstance.incr(VERSION_KEY);
    expect(await catalogTitles()).toContain(CHANGED_TITLE);
  }));
