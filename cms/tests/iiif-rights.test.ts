/**
 * The rights statement and attribution of the IIIF documents are site settings: an editor sees them
 * labelled and explained, a statement IIIF does not allow is refused with a 400 naming the field, an
 * allowed one reaches the catalog's site settings in its canonical form, and settings saved before the
 * fields existed serve today's defaults. Each scan and archive entry may state its own, under the same rule;
 * left empty it stays under the library's.
 */
import { IIIF_DEFAULT_RIGHTS, iiifRightsError } from '@folio/core';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';

const SETTINGS = 'api::site-setting.site-setting';
const SCAN = 'api::scan.scan';
const ARCHIVE = 'api::archive-entry.archive-entry';
const LABEL = 'Rights statement (IIIF)';
const ENTRY_LABEL = 'Rights statement';

let strapi: Core.Strapi;
let editor: AdminSession;
let original: { iiifRights?: string | null; iiifAttribution?: string | null } | null;
const http = () => request(strapi.server.httpServer);
const catalogSettings = async () =>
  (await http().get('/api/catalog/site').expect(200)).body.settings as { iiifRights: string; iiifAttribution: string };

beforeAll(async () => {
  strapi = await startStrapi();
  editor = await adminSession(strapi, 'strapi-editor', 'rights-editor@folio.test');
  original = (await strapi.documents(SETTINGS).findFirst({ status: 'published' })) as typeof original;
});
afterAll(async () => {
  if (original && strapi) {
    await editor
      .post(`/content-manager/single-types/${SETTINGS}/actions/publish`)
      .send({ iiifRights: original.iiifRights, iiifAttribution: original.iiifAttribution });
  }
  await stopStrapi(strapi);
});

it('are served with the seeded defaults, which are the documents of before', async () => {
  expect(await catalogSettings()).toEqual(
    expect.objectContaining({
      iiifRights: 'http://rightsstatements.org/vocab/InC-EDU/1.0/',
      iiifAttribution: 'Provided by {siteName}. Rights remain with the publishers; reuse for education and research.',
    }),
  );
  expect(IIIF_DEFAULT_RIGHTS.rights).toBe('http://rightsstatements.org/vocab/InC-EDU/1.0/');
});

it('are labelled and explained in the edit view', async () => {
  const configuration = await editor.get(`/content-manager/content-types/${SETTINGS}/configuration`).expect(200);
  const { metadatas } = configuration.body.data.contentType as {
    metadatas: Record<string, { edit: { label: string; description: string } }>;
  };
  expect(metadatas.iiifRights.edit.label).toBe(LABEL);
  expect(metadatas.iiifRights.edit.description).toContain('RightsStatements.org');
  expect(metadatas.iiifRights.edit.description).toContain('Creative Commons');
  expect(metadatas.iiifAttribution.edit.label).toBe('Attribution (IIIF)');
  expect(metadatas.iiifAttribution.edit.description).toContain('{siteName}');
});

it.each(['In Copyright', 'https://example.com/licence', 'http://rightsstatements.org/vocab/InC-EDU/2.0/'])(
  'refuses "%s" as the rights statement with a 400 naming the field, storing nothing',
  async (value) => {
    const before = await strapi.documents(SETTINGS).findFirst();
    const response = await editor
      .put(`/content-manager/single-types/${SETTINGS}`)
      .send({ siteName: 'Folio', iiifRights: value })
      .expect(400);
    const message = iiifRightsError(LABEL, value);
    expect(message).toMatch(/^Rights statement \(IIIF\) must be the address of a RightsStatements\.org statement/);
    expect(response.body.error).toEqual(
      expect.objectContaining({
        name: 'ValidationError',
        message,
        details: { errors: [expect.objectContaining({ path: ['iiifRights'], message })] },
      }),
    );
    expect((await strapi.documents(SETTINGS).findFirst())?.iiifRights).toBe(before?.iiifRights);
  },
);

it('serves an allowed statement, in its canonical form, and the attribution once published', async () => {
  await editor
    .post(`/content-manager/single-types/${SETTINGS}/actions/publish`)
    .send({
      siteName: 'Folio',
      iiifRights: 'https://creativecommons.org/licenses/by-nc/4.0',
      iiifAttribution: 'Lent to {siteName} by its readers.',
    })
    .expect(200);
  expect(await catalogSettings()).toEqual(
    expect.objectContaining({
      iiifRights: 'http://creativecommons.org/licenses/by-nc/4.0/',
      iiifAttribution: 'Lent to {siteName} by its readers.',
    }),
  );
});

it('serves the defaults for settings saved before the fields existed', async () => {
  // A database from before has the new columns empty; the query engine writes them so, past the rules.
  await strapi.db.query(SETTINGS).updateMany({ where: {}, data: { iiifRights: null, iiifAttribution: null } });
  expect(await catalogSettings()).toEqual(
    expect.objectContaining({
      iiifRights: IIIF_DEFAULT_RIGHTS.rights,
      iiifAttribution: IIIF_DEFAULT_RIGHTS.attribution,
    }),
  );
});

describe("an entry's own rights statement", () => {
  const catalogEntry = async (kind: 'scans' | 'archives', documentId: string) =>
    (
      (await http().get(`/api/catalog/${kind}`).expect(200)).body as { documentId: string; rights?: string | null }[]
    ).find((entry) => entry.documentId === documentId);
  const firstPublished = async (uid: typeof SCAN | typeof ARCHIVE) =>
    (await strapi.documents(uid).findFirst({ status: 'published' })) as { documentId: string; rights?: string | null };

  it.each([SCAN, ARCHIVE] as const)('is labelled and explained in the edit view of %s', async (uid) => {
    const configuration = await editor.get(`/content-manager/content-types/${uid}/configuration`).expect(200);
    const { metadatas } = configuration.body.data.contentType as {
      metadatas: Record<string, { edit: { label: string; description: string } }>;
    };
    expect(metadatas.rights.edit.label).toBe(ENTRY_LABEL);
    expect(metadatas.rights.edit.description).toContain('RightsStatements.org');
    expect(metadatas.rights.edit.description).toContain("Empty keeps the library's statement");
  });

  it.each([
    [SCAN, 'All rights reserved'],
    [ARCHIVE, 'https://creativecommons.org/licenses/by/9.0/'],
  ] as const)(
    'refuses on %s a statement IIIF does not allow ("%s") with a 400 naming the field, storing nothing',
    async (uid, value) => {
      const entry = await firstPublished(uid);
      const before = (await strapi.documents(uid).findOne({ documentId: entry.documentId }))?.rights;
      const response = await editor
        .put(`/content-manager/collection-types/${uid}/${entry.documentId}`)
        .send({ rights: value })
        .expect(400);
      const message = iiifRightsError(ENTRY_LABEL, value);
      expect(message).toMatch(/^Rights statement must be the address of a RightsStatements\.org statement/);
      expect(response.body.error).toEqual(
        expect.objectContaining({
          name: 'ValidationError',
          message,
          details: { errors: [expect.objectContaining({ path: ['rights'], message })] },
        }),
      );
      expect((await strapi.documents(uid).findOne({ documentId: entry.documentId }))?.rights).toBe(before);
    },
  );

  it.each([
    [SCAN, 'scans', 'https://rightsstatements.org/vocab/noc-us/1.0', 'http://rightsstatements.org/vocab/NoC-US/1.0/'],
    [
      ARCHIVE,
      'archives',
      'https://creativecommons.org/licenses/by-sa/4.0',
      'http://creativecommons.org/licenses/by-sa/4.0/',
    ],
  ] as const)(
    'serves %s its own statement once published, canonical, and none when emptied',
    async (uid, kind, value, canonical) => {
      const { documentId } = await firstPublished(uid);
      expect((await catalogEntry(kind, documentId))?.rights ?? null).toBeNull();
      const publish = (rights: string | null) =>
        editor
          .post(`/content-manager/collection-types/${uid}/${documentId}/actions/publish`)
          .send({ rights })
          .expect(200);
      await publish(value);
      expect((await catalogEntry(kind, documentId))?.rights).toBe(canonical);
      await publish(null);
      expect((await catalogEntry(kind, documentId))?.rights).toBeNull();
    },
  );
});
