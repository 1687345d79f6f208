/**
 * The rights statement and attribution of the IIIF documents are site settings: an editor sees them
 * labelled and explained, a statement IIIF does not allow is refused with a 400 naming the field, an
 * allowed one reaches the catalog's site settings in its canonical form, and settings saved before the
 * fields existed serve today's defaults.
 */
import { IIIF_DEFAULT_RIGHTS, iiifRightsError } from '@folio/core';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';

const SETTINGS = 'api::site-setting.site-setting';
const LABEL = 'Rights statement (IIIF)';

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
