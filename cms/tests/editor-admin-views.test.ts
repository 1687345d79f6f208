/**
 * What an editor meets in the admin beyond the content's own fields: the About entry titled by its name, not
 * its document ID, and no way to the users-permissions "User" collection, in the menu or through the API.
 */
import type { Core } from '@strapi/strapi';
import { adminSession, type AdminSession } from './support/admin';
import { startStrapi, stopStrapi } from './support/strapi';

const ABOUT = 'api::about.about';
const USER = 'plugin::users-permissions.user';

let strapi: Core.Strapi;
let editor: AdminSession;

beforeAll(async () => {
  strapi = await startStrapi();
  editor = await adminSession(strapi, 'strapi-editor', 'views-editor@folio.test');
});
afterAll(() => stopStrapi(strapi));

it('titles the About entry "About", not with its document ID', async () => {
  const { contentType } = (await editor.get(`/content-manager/content-types/${ABOUT}/configuration`).expect(200)).body
    .data;
  // The edit view's title is the main field's value, or the type's display name when the main field is `id`.
  expect(contentType.settings.mainField).toBe('id');
  const about = (await editor.get(`/content-manager/single-types/${ABOUT}`).expect(200)).body.data;
  expect(about.documentId).toEqual(expect.any(String));
  expect((strapi.contentTypes[ABOUT as never] as { info: { displayName: string } }).info.displayName).toBe('About');
});

it('keeps the "User" collection out of an editor\'s reach', async () => {
  const permissions: { action: string; subject: string | null }[] = (
    await editor.get('/admin/users/me/permissions').expect(200)
  ).body.data;
  expect(permissions.length).toBeGreaterThan(0);
  expect(permissions.filter((permission) => permission.subject === USER)).toEqual([]);
  expect(permissions.filter((permission) => permission.action.startsWith('plugin::users-permissions.'))).toEqual([]);
  await editor.get(`/content-manager/collection-types/${USER}`).expect(403);
});
