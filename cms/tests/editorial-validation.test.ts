/**
 * Years, links and covers' alternative text are checked whenever an entry is saved, drafts included, through
 * the admin's Content Manager API and the document service alike: a 400 naming the field as the admin labels
 * it, nothing stored.
 */
import { YEAR_PUBLISHED_MAX, YEAR_PUBLISHED_MIN } from '@folio/core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';

const SCAN = 'api::scan.scan';
const ARCHIVE = 'api::archive-entry.archive-entry';
const SETTINGS = 'api::site-setting.site-setting';
const ABOUT = 'api::about.about';
const ARTICLE = 'api::article.article';
const YEAR_MESSAGE = 'Year published must be a whole year from 1800 to 2100, or empty when unknown.';
const linkMessage = (label: string) =>
  `${label} must be a web address starting with http:// or https:// (for example https://example.com).`;

let strapi: Core.Strapi;
let admin: AdminSession;
const created: { uid: string; documentId: string }[] = [];

beforeAll(async () => {
  strapi = await startStrapi();
  admin = await adminSession(strapi, 'strapi-editor', 'validation-editor@folio.test');
});
afterAll(async () => {
  for (const { uid, documentId } of created) await strapi.documents(uid as never).delete({ documentId });
  await stopStrapi(strapi);
});

const count = (uid: string) => strapi.db.query(uid as never).count();

describe('validation at save', () => {
  it('uses the range the content types declare', () => {
    for (const uid of [SCAN, ARCHIVE]) {
      const { attributes } = strapi.contentTypes[uid as never] as { attributes: Record<string, unknown> };
      expect(attributes.yearPublished).toEqual(
        expect.objectContaining({ min: YEAR_PUBLISHED_MIN, max: YEAR_PUBLISHED_MAX }),
      );
    }
  });

  it.each([SCAN, ARCHIVE])(
    'refuses a draft %s with a year out of range from the admin, storing nothing',
    async (uid) => {
      const before = await count(uid);
      const response = await admin
        .post(`/content-manager/collection-types/${uid}`)
        .send({ title: 'Catalogue 1700', yearPublished: 1700 })
        .expect(400);
      expect(response.body.error).toEqual(
        expect.objectContaining({
          name: 'ValidationError',
          message: YEAR_MESSAGE,
          details: { errors: [expect.objectContaining({ path: ['yearPublished'], message: YEAR_MESSAGE })] },
        }),
      );
      expect(await count(uid)).toBe(before);
    },
  );

  it('saves a draft with a year in range or none, and refuses changing it to one out of range', async () => {
    const saved = await admin
      .post(`/content-manager/collection-types/${SCAN}`)
      .send({ title: 'Catalogue 1999', yearPublished: 1999 })
      .expect(201);
    const { documentId } = saved.body.data;
    created.push({ uid: SCAN, documentId });
    await admin
      .put(`/content-manager/collection-types/${SCAN}/${documentId}`)
      .send({ yearPublished: null })
      .expect(200);
    const refused = await admin
      .put(`/content-manager/collection-types/${SCAN}/${documentId}`)
      .send({ yearPublished: 2101 })
      .expect(400);
    expect(refused.body.error.message).toBe(YEAR_MESSAGE);
    const stored = await strapi.documents(SCAN).findOne({ documentId });
    expect(stored?.yearPublished).toBeNull();
  });

  it('refuses links that are not web addresses in the site settings, naming each field', async () => {
    const before = await strapi.documents(SETTINGS).findFirst();
    const response = await admin
      .put(`/content-manager/single-types/${SETTINGS}`)
      .send({
        siteName: 'Folio',
        donateUrl: 'not a url',
        instagramUrl: 'https://www.instagram.com/folio/',
        socialLinks: [
          { platform: 'Instagram', url: 'https://www.instagram.com/folio/' },
          { platform: 'Elsewhere', url: 'javascript:alert(1)' },
        ],
      })
      .expect(400);
    expect(response.body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['donateUrl'], message: linkMessage('Donate link') }),
      expect.objectContaining({ path: ['socialLinks', 1, 'url'], message: linkMessage('Social links 2: Link') }),
    ]);
    expect(response.body.error.message).toContain(linkMessage('Donate link'));
    expect((await strapi.documents(SETTINGS).findFirst())?.donateUrl).toBe(before?.donateUrl);
  });

  it("refuses a contributor's link that is not a web address on the About page", async () => {
    const response = await admin
      .put(`/content-manager/single-types/${ABOUT}`)
      .send({ contributors: [{ name: 'Ada', role: 'Archivist', link: 'ada.example' }] })
      .expect(400);
    expect(response.body.error.message).toBe(linkMessage('Contributors 1: Link'));
  });

  it('refuses the same through the document service, for drafts', async () => {
    const before = await count(SCAN);
    await expect(
      strapi.documents(SCAN).create({ data: { title: 'Catalogue 1700', yearPublished: 1700 } as never }),
    ).rejects.toMatchObject({ name: 'ValidationError', message: YEAR_MESSAGE });
    await expect(
      strapi.documents(SETTINGS).update({ documentId: 'any', data: { donateUrl: 'ftp://example.com' } as never }),
    ).rejects.toMatchObject({ name: 'ValidationError', message: linkMessage('Donate link') });
    expect(await count(SCAN)).toBe(before);
  });
});

describe('alternative text of covers', () => {
  const altMessage = (label: string) =>
    `${label}: the chosen image has no alternative text. Open it in the Media Library, describe what it shows under "Alternative text", save it, then save this entry again.`;
  let described: { id: number; documentId: string };
  let undescribed: { id: number; documentId: string };
  const uploaded: number[] = [];

  /** An image stored through the media library, as an editor's upload is. */
  async function upload(name: string, alternativeText: string | null) {
    const filepath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'folio-alt-')), name);
    await sharp({ create: { width: 60, height: 80, channels: 3, background: '#8c2f39' } })
      .png()
      .toFile(filepath);
    try {
      const [file] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name, ...(alternativeText === null ? {} : { alternativeText }) } },
          files: { filepath, originalFilename: name, mimetype: 'image/png', size: fs.statSync(filepath).size },
        });
      uploaded.push(file.id);
      return file as { id: number; documentId: string; alternativeText: string | null };
    } finally {
      fs.rmSync(path.dirname(filepath), { recursive: true, force: true });
    }
  }

  beforeAll(async () => {
    described = await upload('described-cover.png', 'A red coat on a white ground');
    undescribed = await upload('undescribed-cover.png', null);
    expect(
      (await strapi.db.query('plugin::upload.file').findOne({ where: { id: undescribed.id } })).alternativeText,
    ).toBeNull();
  });
  afterAll(async () => {
    const files = strapi.plugin('upload').service('upload');
    for (const id of uploaded) await files.remove(await files.findOne(id));
  });

  it.each([SCAN, ARCHIVE, ARTICLE])(
    'refuses a draft %s whose cover has no alternative text from the admin, naming the field',
    async (uid) => {
      const before = await count(uid);
      const response = await admin
        .post(`/content-manager/collection-types/${uid}`)
        .send({ title: 'Without a described cover', cover: undescribed })
        .expect(400);
      expect(response.body.error).toEqual(
        expect.objectContaining({
          name: 'ValidationError',
          message: altMessage('Cover'),
          details: { errors: [expect.objectContaining({ path: ['cover'], message: altMessage('Cover') })] },
        }),
      );
      expect(await count(uid)).toBe(before);
    },
  );

  it('saves a cover with alternative text, and refuses changing it to one without', async () => {
    const saved = await admin
      .post(`/content-manager/collection-types/${SCAN}`)
      .send({ title: 'With a described cover', cover: described })
      .expect(201);
    const { documentId } = saved.body.data;
    created.push({ uid: SCAN, documentId });
    const refused = await admin
      .put(`/content-manager/collection-types/${SCAN}/${documentId}`)
      .send({ cover: undescribed.id })
      .expect(400);
    expect(refused.body.error.message).toBe(altMessage('Cover'));
    const stored = await strapi.documents(SCAN).findOne({ documentId, populate: ['cover'] });
    expect((stored as { cover?: { id: number } } | null)?.cover?.id).toBe(described.id);
  });

  it('refuses a blank text too, and the same through the document service, however the file is named', async () => {
    await strapi.plugin('upload').service('upload').updateFileInfo(undescribed.id, { alternativeText: '   ' });
    for (const cover of [undescribed.id, String(undescribed.id), { id: undescribed.id }, undescribed.documentId]) {
      await expect(
        strapi.documents(ARTICLE).create({ data: { title: 'No cover text', cover } as never }),
      ).rejects.toMatchObject({ name: 'ValidationError', message: altMessage('Cover') });
    }
  });

  it('leaves pages free of the rule: the site names each page "<title>, page N"', async () => {
    const saved = await strapi
      .documents(SCAN)
      .create({ data: { title: 'Pages without texts', cover: described.id, pages: [undescribed.id] } as never });
    created.push({ uid: SCAN, documentId: saved.documentId });
  });

  it('gives every seeded cover alternative text', async () => {
    for (const uid of [SCAN, ARCHIVE, ARTICLE]) {
      const entries = (await strapi.documents(uid as never).findMany({ populate: ['cover'] as never })) as {
        cover?: { alternativeText?: string | null } | null;
      }[];
      for (const entry of entries.filter((candidate) => candidate.cover)) {
        expect(entry.cover!.alternativeText?.trim()).toBeTruthy();
      }
    }
  });
});
