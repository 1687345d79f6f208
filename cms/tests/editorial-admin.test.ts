/**
 * The admin editors meet: the layout in the repository (labels, help texts, list columns, sorts,
 * read-only fields) applied on start to a new and to an existing database without undoing an editor's
 * change, and the Editor role: all Folio content, media and inquiries, nothing else.
 */
import type { Core } from '@strapi/strapi';
import { applyAdminLayout } from '../src/plugins/folio-editor/server/editorial/admin-configuration';
import { ADMIN_LAYOUT, INQUIRY_UID } from '../src/plugins/folio-editor/server/editorial/admin-layout';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';

const SCAN = 'api::scan.scan';
const configurationPath = (uid: string) => `/content-manager/content-types/${uid}/configuration`;

let strapi: Core.Strapi;
let superAdmin: AdminSession;
let editor: AdminSession;

const signIn = async () => {
  superAdmin = await adminSession(strapi, 'strapi-super-admin', 'layout-admin@folio.test');
  editor = await adminSession(strapi, 'strapi-editor', 'layout-editor@folio.test');
};
const restart = async () => {
  await stopStrapi(strapi);
  strapi = await startStrapi();
  await signIn();
};

beforeAll(async () => {
  strapi = await startStrapi();
  await signIn();
});
afterAll(() => stopStrapi(strapi));

interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown[] };
}
const configuration = async (uid: string): Promise<Configuration> =>
  (await superAdmin.get(configurationPath(uid)).expect(200)).body.data.contentType;

/** Every layout setting of every type, as the admin's configuration API answers them. */
async function expectLayoutApplied(except: string[] = []) {
  for (const [uid, layout] of Object.entries(ADMIN_LAYOUT)) {
    const path = uid in strapi.components ? `/content-manager/components/${uid}/configuration` : configurationPath(uid);
    const body = (await superAdmin.get(path).expect(200)).body.data;
    const stored: Configuration = body.contentType ?? body.component;
    for (const [field, text] of Object.entries(layout.fields)) {
      if (except.includes(`${uid} ${field}`)) continue;
      expect([uid, field, stored.metadatas[field].edit.label, stored.metadatas[field].edit.description]).toEqual([
        uid,
        field,
        text.label,
        text.description,
      ]);
      expect(stored.metadatas[field].list.label).toBe(text.label);
    }
    if (layout.list && !except.includes(`${uid} list`)) expect(stored.layouts.list).toEqual(layout.list);
    if (layout.sort) {
      expect([stored.settings.defaultSortBy, stored.settings.defaultSortOrder]).toEqual([
        layout.sort.by,
        layout.sort.order,
      ]);
    }
    for (const field of layout.readOnly ?? []) expect(stored.metadatas[field].edit.editable).toBe(false);
  }
}

describe('admin layout', () => {
  it('gives every field editors see a label and a help text', () => {
    for (const uid of Object.keys(ADMIN_LAYOUT)) {
      const model = (strapi.components[uid as never] ?? strapi.contentTypes[uid as never]) as {
        attributes: Record<string, { private?: boolean }>;
      };
      const shown = Object.keys(model.attributes).filter(
        (field) =>
          ![
            'id',
            'documentId',
            'createdAt',
            'createdBy',
            'updatedBy',
            'publishedAt',
            'locale',
            'localizations',
          ].includes(field),
      );
      expect([uid, shown.filter((field) => !ADMIN_LAYOUT[uid].fields[field])]).toEqual([uid, []]);
    }
  });

  it('is applied on start to an existing database', async () => {
    await expectLayoutApplied();
    const scan = await configuration(SCAN);
    expect(scan.layouts.list).toEqual(['cover', 'title', 'designer', 'yearPublished', 'updatedAt']);
    expect(scan.metadatas.yearPublished.edit.label).toBe('Year published');
    const inquiry = await configuration(INQUIRY_UID);
    expect(inquiry.layouts.list).toEqual(['receivedAt', 'typeOfInquiry', 'name', 'triageStatus']);
    expect(inquiry.settings).toEqual(
      expect.objectContaining({ defaultSortBy: 'receivedAt', defaultSortOrder: 'DESC' }),
    );
    expect(inquiry.metadatas.mailStatus.edit.editable).toBe(false);
    expect(inquiry.metadatas.triageStatus.edit.editable).toBe(true);
  });

  it('is applied on start to a database with no admin configuration yet', async () => {
    // What a new database holds before the first start: no Content Manager configuration, nothing applied.
    await strapi.db.query('strapi::core-store').deleteMany({
      where: { key: { $startsWith: 'plugin_content_manager_configuration_' } },
    });
    await strapi.db.query('strapi::core-store').deleteMany({ where: { key: 'plugin_folio_admin-layout-applied' } });
    await restart();
    await expectLayoutApplied();
  });

  it("keeps an editor's change across restarts and a new layout, and applies the rest", async () => {
    const scan = await configuration(SCAN);
    scan.metadatas.yearPublished.edit.label = 'Year (as printed)';
    scan.layouts.list = ['title', 'yearPublished'];
    // The admin sends metadatas without the relations' list mainField, which the API refuses.
    for (const metadata of Object.values(scan.metadatas)) delete metadata.list.mainField;
    const { settings, metadatas, layouts } = scan;
    const put = await superAdmin.put(configurationPath(SCAN)).send({ settings, metadatas, layouts });
    expect([put.status, put.text]).toEqual([200, expect.any(String)]);

    await restart();
    const afterRestart = await configuration(SCAN);
    expect(afterRestart.metadatas.yearPublished.edit.label).toBe('Year (as printed)');
    expect(afterRestart.layouts.list).toEqual(['title', 'yearPublished']);
    await expectLayoutApplied([`${SCAN} yearPublished`, `${SCAN} list`]);
    expect(afterRestart.metadatas.yearPublished.edit.description).toBe(
      ADMIN_LAYOUT[SCAN].fields.yearPublished.description,
    );

    // A later version of the layout changes both the field the editor renamed and one they did not touch.
    const original = ADMIN_LAYOUT[SCAN].fields;
    ADMIN_LAYOUT[SCAN].fields = {
      ...original,
      yearPublished: { ...original.yearPublished, label: 'Year of publication' },
      title: { ...original.title, description: 'The title as printed on the cover.' },
    };
    try {
      const kept = await applyAdminLayout(strapi);
      expect(kept).toEqual(
        expect.arrayContaining([`${SCAN} metadatas.yearPublished.edit.label`, `${SCAN} layouts.list`]),
      );
      const updated = await configuration(SCAN);
      expect(updated.metadatas.yearPublished.edit.label).toBe('Year (as printed)');
      expect(updated.metadatas.title.edit.description).toBe('The title as printed on the cover.');
    } finally {
      ADMIN_LAYOUT[SCAN].fields = original;
    }
  });
});

describe('Editor role', () => {
  it('can create a scan draft, upload media and read inquiries', async () => {
    const created = await editor
      .post(`/content-manager/collection-types/${SCAN}`)
      .send({ title: 'Editor scan', yearPublished: 1998 })
      .expect(201);
    await editor.get(`/content-manager/collection-types/${SCAN}`).expect(200);
    await editor.get('/upload/files').expect(200);
    await editor.get(`/content-manager/collection-types/${INQUIRY_UID}`).expect(200);
    await strapi.documents(SCAN).delete({ documentId: created.body.data.documentId });
  });

  it('cannot read users, roles or settings, nor the "User" collection', async () => {
    await editor.get('/admin/users').expect(403);
    await editor.get('/admin/roles').expect(403);
    await editor.get('/admin/webhooks').expect(403);
    await editor.get('/admin/api-tokens').expect(403);
    await editor.get('/content-manager/collection-types/plugin::users-permissions.user').expect(403);
    await editor.get('/users-permissions/roles').expect(403);
  });

  it('cannot change what the visitor sent or how the mail went', async () => {
    const inquiry = await strapi.documents(INQUIRY_UID as never).create({
      data: {
        typeOfInquiry: 'general',
        name: 'Visitor',
        email: 'visitor@example.com',
        message: 'Hello',
        receivedAt: new Date().toISOString(),
        mailStatus: 'failed',
      } as never,
    });
    const { documentId } = inquiry as unknown as { documentId: string };
    try {
      await editor
        .put(`/content-manager/collection-types/${INQUIRY_UID}/${documentId}`)
        .send({ mailStatus: 'sent', message: 'Changed', name: 'Someone else' })
        .expect(200);
      const stored = (await strapi.documents(INQUIRY_UID as never).findOne({ documentId })) as unknown as Record<
        string,
        unknown
      >;
      expect([stored.mailStatus, stored.message, stored.name]).toEqual(['failed', 'Hello', 'Visitor']);
    } finally {
      await strapi.documents(INQUIRY_UID as never).delete({ documentId });
    }
  });

  it('nobody creates an inquiry by hand, a super administrator included', async () => {
    const before = await strapi.db.query(INQUIRY_UID as never).count();
    const body = {
      typeOfInquiry: 'general',
      name: 'Made up',
      email: 'a@example.com',
      message: 'x',
      receivedAt: new Date().toISOString(),
    };
    await editor.post(`/content-manager/collection-types/${INQUIRY_UID}`).send(body).expect(403);
    const refused = await superAdmin.post(`/content-manager/collection-types/${INQUIRY_UID}`).send(body).expect(403);
    expect(refused.body.error.message).toBe(
      'Inquiries come only from the contact form on the site; they cannot be created in the admin.',
    );
    expect(await strapi.db.query(INQUIRY_UID as never).count()).toBe(before);
  });
});
