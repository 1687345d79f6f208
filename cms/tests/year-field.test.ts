/**
 * Years are the folio-editor plugin's year custom field (an integer, edited as plain digits in the admin):
 * the content types declare it, the column stays an integer, and a database made while the attribute was a
 * plain integer keeps its years. The CMS boots here on a database of this file's own, without the demo seed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { YEAR_PUBLISHED_MAX, YEAR_PUBLISHED_MIN } from '@folio/core';
import { createStrapi, type Core } from '@strapi/strapi';
import { adminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';
import { configureTestEnvironment } from './support/test-env';

const SCAN = 'api::scan.scan';
const ARCHIVE = 'api::archive-entry.archive-entry';
const YEAR_FIELD = 'plugin::folio-editor.year';
const appDir = path.resolve(__dirname, '..');

let dir: string;
let strapi: Core.Strapi | undefined;

beforeAll(() => {
  // This file's own folder (database, uploads); test-env keeps it for every boot below.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-year-field-'));
  process.env.FOLIO_TEST_DIR = dir;
  process.env.SEED_DEMO_CONTENT = 'false';
  configureTestEnvironment();
});

afterAll(async () => {
  await stopStrapi(strapi);
  fs.rmSync(dir, { recursive: true, force: true });
});

type Attributes = Record<string, Record<string, unknown>>;
const attributesOf = (instance: Core.Strapi, uid: string) =>
  (instance.contentTypes[uid as never] as { attributes: Attributes }).attributes;

/**
 * A CMS whose years are plain integers, as the content types declared them before the custom field: the
 * custom field's key is taken off the attributes after Strapi has registered them, before the database
 * is synchronised with them.
 */
async function startWithPlainIntegerYears(): Promise<Core.Strapi> {
  const instance = createStrapi({ appDir, distDir: path.join(appDir, 'dist') });
  await instance.register();
  for (const uid of [SCAN, ARCHIVE]) {
    const { customField, ...plain } = attributesOf(instance, uid).yearPublished;
    expect(customField).toBe(YEAR_FIELD);
    attributesOf(instance, uid).yearPublished = plain;
  }
  await instance.bootstrap();
  return instance;
}

it('keeps the years of entries saved while the year was a plain integer, in an integer column', async () => {
  const before = await startWithPlainIntegerYears();
  let scanId: string;
  let archiveId: string;
  try {
    expect(attributesOf(before, SCAN).yearPublished).toEqual({
      type: 'integer',
      min: YEAR_PUBLISHED_MIN,
      max: YEAR_PUBLISHED_MAX,
    });
    scanId = (await before.documents(SCAN).create({ data: { title: 'Catalogue 1999', yearPublished: 1999 } as never }))
      .documentId;
    archiveId = (
      await before.documents(ARCHIVE).create({ data: { title: 'Autumn/Winter 1987', yearPublished: 1987 } as never })
    ).documentId;
  } finally {
    await before.destroy();
  }

  strapi = await startStrapi();
  expect((await strapi.documents(SCAN).findOne({ documentId: scanId }))?.yearPublished).toBe(1999);
  expect((await strapi.documents(ARCHIVE).findOne({ documentId: archiveId }))?.yearPublished).toBe(1987);
  for (const table of ['scans', 'archive_entries']) {
    const column = await strapi.db.connection(table).columnInfo('year_published');
    expect(column.type).toBe('integer');
  }

  const admin = await adminSession(strapi, 'strapi-editor', 'year-field-editor@folio.test');
  const edited = await admin
    .put(`/content-manager/collection-types/${SCAN}/${scanId}`)
    .send({ yearPublished: 2001 })
    .expect(200);
  expect(edited.body.data.yearPublished).toBe(2001);
  const refused = await admin
    .put(`/content-manager/collection-types/${SCAN}/${scanId}`)
    .send({ yearPublished: 1700 })
    .expect(400);
  expect(refused.body.error.details.errors).toEqual([expect.objectContaining({ path: ['yearPublished'] })]);
  expect((await strapi.documents(SCAN).findOne({ documentId: scanId }))?.yearPublished).toBe(2001);
});

it('declares the year of scans and archive entries as the year custom field, an integer from 1800 to 2100', async () => {
  strapi ??= await startStrapi();
  expect(strapi.get('custom-fields').get(YEAR_FIELD)).toEqual(
    expect.objectContaining({ name: 'year', plugin: 'folio-editor', type: 'integer' }),
  );
  for (const uid of [SCAN, ARCHIVE]) {
    expect(attributesOf(strapi, uid).yearPublished).toEqual({
      type: 'integer',
      customField: YEAR_FIELD,
      min: YEAR_PUBLISHED_MIN,
      max: YEAR_PUBLISHED_MAX,
    });
  }
  // What the admin's edit view is built from: the attribute names the custom field, whose input it renders.
  const admin = await adminSession(strapi, 'strapi-editor', 'year-field-editor@folio.test');
  const { body } = await admin.get('/content-manager/init').expect(200);
  const scanType = (body.data.contentTypes as { uid: string; attributes: Attributes }[]).find((t) => t.uid === SCAN);
  expect(scanType?.attributes.yearPublished).toEqual(expect.objectContaining({ customField: YEAR_FIELD }));
});
