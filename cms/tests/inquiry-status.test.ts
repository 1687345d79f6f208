/**
 * An inquiry's status is `triageStatus` (labelled "Status"): Strapi 5's Content Manager reads a `status` key
 * as draft/published. Editors change it through the Content Manager API and nothing else of the inquiry; a
 * database made with the former `status` column gets its values moved by the migration on the next start.
 */
import type { Core } from '@strapi/strapi';
import { INQUIRY_UID } from '../src/plugins/folio-editor/server/editorial/admin-layout';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';

const TABLE = 'contact_inquiries';
const MIGRATION = '2026.11.26T00.00.00.inquiry-triage-status.js';
const STORE = 'strapi_core_store_settings';
const CM_CONFIGURATION_KEY = `plugin_content_manager_configuration_content_types::${INQUIRY_UID}`;
const APPLIED_LAYOUT_KEY = 'plugin_folio_admin-layout-applied';

let strapi: Core.Strapi;
let editor: AdminSession;
let superAdmin: AdminSession;
const created: string[] = [];

const signIn = async () => {
  editor = await adminSession(strapi, 'strapi-editor', 'status-editor@folio.test');
  superAdmin = await adminSession(strapi, 'strapi-super-admin', 'status-admin@folio.test');
};

beforeAll(async () => {
  strapi = await startStrapi();
  await signIn();
});
afterAll(async () => {
  for (const documentId of created) await strapi.documents(INQUIRY_UID as never).delete({ documentId });
  await stopStrapi(strapi);
});

async function inquiry(triageStatus?: string): Promise<string> {
  const stored = (await strapi.documents(INQUIRY_UID as never).create({
    data: {
      typeOfInquiry: 'general',
      name: 'Visitor',
      email: 'visitor@example.com',
      message: 'Hello',
      receivedAt: new Date().toISOString(),
      mailStatus: 'sent',
      ...(triageStatus ? { triageStatus } : {}),
    } as never,
  })) as unknown as { documentId: string };
  created.push(stored.documentId);
  return stored.documentId;
}

const stored = async (documentId: string) =>
  (await strapi.documents(INQUIRY_UID as never).findOne({ documentId })) as unknown as Record<string, unknown>;

const path = (documentId: string) => `/content-manager/collection-types/${INQUIRY_UID}/${documentId}`;

describe("an inquiry's status in the admin", () => {
  it('starts as new and is shown as "Status" in the list, newest first', async () => {
    expect((await stored(await inquiry())).triageStatus).toBe('new');
    const configuration = (
      await superAdmin.get(`/content-manager/content-types/${INQUIRY_UID}/configuration`).expect(200)
    ).body.data.contentType;
    expect(configuration.layouts.list).toEqual(['receivedAt', 'typeOfInquiry', 'name', 'triageStatus']);
    expect(configuration.metadatas.triageStatus.list.label).toBe('Status');
    expect(configuration.metadatas.triageStatus.edit.label).toBe('Status');
    expect([configuration.settings.defaultSortBy, configuration.settings.defaultSortOrder]).toEqual([
      'receivedAt',
      'DESC',
    ]);
  });

  it('is changed by an editor through the Content Manager, and nothing else the request names', async () => {
    const documentId = await inquiry();
    const response = await editor
      .put(path(documentId))
      .send({ triageStatus: 'answered', name: 'Someone else', message: 'Changed', mailStatus: 'failed' })
      .expect(200);
    expect(response.body.data.triageStatus).toBe('answered');
    expect(await stored(documentId)).toMatchObject({
      triageStatus: 'answered',
      name: 'Visitor',
      message: 'Hello',
      mailStatus: 'sent',
    });
  });

  it('refuses a status that is not one of the four, changing nothing', async () => {
    const documentId = await inquiry('read');
    const response = await editor.put(path(documentId)).send({ triageStatus: 'lost' }).expect(400);
    expect(response.body.error.name).toBe('ValidationError');
    expect((await stored(documentId)).triageStatus).toBe('read');
  });
});

describe('the migration from the former status column', () => {
  it('moves the values, the admin layout and what was applied of it to triageStatus on the next start', async () => {
    const answered = await inquiry('answered');
    const closed = await inquiry('closed');
    const knex = strapi.db.connection;
    // The database as the former schema left it: the column, the Content Manager's stored configuration and
    // the admin layout's record all say `status`, and the migration has never run.
    await knex.schema.alterTable(TABLE, (table) => table.renameColumn('triage_status', 'status'));
    for (const key of [CM_CONFIGURATION_KEY, APPLIED_LAYOUT_KEY]) {
      const row = await knex(STORE).where({ key }).first();
      await knex(STORE)
        .where({ key })
        .update({ value: String(row.value).replace(/triageStatus/g, 'status') });
    }
    await knex('strapi_migrations').where({ name: MIGRATION }).delete();
    expect(await knex.schema.hasColumn(TABLE, 'triage_status')).toBe(false);

    await stopStrapi(strapi);
    strapi = await startStrapi();
    await signIn();

    expect(await strapi.db.connection.schema.hasColumn(TABLE, 'status')).toBe(false);
    expect((await stored(answered)).triageStatus).toBe('answered');
    expect((await stored(closed)).triageStatus).toBe('closed');
    expect(await strapi.db.connection('strapi_migrations').where({ name: MIGRATION }).first()).toBeTruthy();
    const configuration = (
      await superAdmin.get(`/content-manager/content-types/${INQUIRY_UID}/configuration`).expect(200)
    ).body.data.contentType;
    expect(configuration.layouts.list).toEqual(['receivedAt', 'typeOfInquiry', 'name', 'triageStatus']);
    expect(configuration.metadatas.triageStatus.edit.label).toBe('Status');
    expect(configuration.metadatas.status).toBeUndefined();
    await editor.put(path(closed)).send({ triageStatus: 'read' }).expect(200);
    expect((await stored(closed)).triageStatus).toBe('read');
  });
});
