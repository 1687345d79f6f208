/**
 * Years and links are checked whenever an entry is saved, drafts included, through the admin's Content
 * Manager API and the document service alike: a 400 naming the field as the admin labels it, nothing stored.
 */
import { YEAR_PUBLISHED_MAX, YEAR_PUBLISHED_MIN } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';

const SCAN = 'api::scan.scan';
const ARCHIVE = 'api::archive-entry.archive-entry';
const SETTINGS = 'api::site-setting.site-setting';
const ABOUT = 'api::about.about';
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
