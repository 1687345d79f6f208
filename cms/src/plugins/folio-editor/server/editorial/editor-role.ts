import type { Core } from '@strapi/strapi';
import { FOLIO_CONTENT_TYPES } from '../../../../lib/content-types';
import { INQUIRY_UID } from './admin-layout';

export const EDITOR_ROLE_CODE = 'strapi-editor';

const CM = 'plugin::content-manager.explorer';
const CONTENT_ACTIONS = ['create', 'read', 'update', 'delete', 'publish'].map((action) => `${CM}.${action}`);
/** Inquiries come only from the site's form; the team reads them and sets their status. */
const INQUIRY_ACTIONS = [`${CM}.read`, `${CM}.update`];
const INQUIRY_EDITABLE_FIELDS = ['triageStatus'];
/** The whole media library, as Strapi gives its own Editor role. */
export const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];
/** The pdf-ingest plugin also checks the scan may be updated. */
const PDF_INGEST_ACTION = 'plugin::pdf-ingest.ingest';
const PAGE_TEXT_ACTION = 'plugin::ocr.page-text';

interface Permission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[] };
}

interface Action {
  actionId: string;
  subjects?: string[];
}

/** Reset on every start, so a permission added by hand lasts until the next: the role is defined here. */
export async function ensureEditorRole(strapi: Core.Strapi): Promise<number> {
  const roles = strapi.service('admin::role');
  const existing = await roles.findOne({ code: EDITOR_ROLE_CODE });
  const role =
    existing ??
    (await roles.create({
      name: 'Editor',
      code: EDITOR_ROLE_CODE,
      description: 'Editors enter and publish all Folio content, manage media and answer inquiries.',
    }));
  await roles.assignPermissions(role.id, editorPermissions(strapi));
  return role.id;
}

export function editorPermissions(strapi: Core.Strapi): Permission[] {
  const { actionProvider } = strapi.service('admin::permission') as {
    actionProvider: { values(): Action[] };
  };
  const contentType = strapi.service('admin::content-type') as {
    getPermissionsWithNestedFields(actions: Action[], options: { restrictedSubjects: string[] }): Permission[];
  };
  const subjects = new Set<string>([...FOLIO_CONTENT_TYPES, INQUIRY_UID]);
  const actions = actionProvider
    .values()
    .filter((action) => CONTENT_ACTIONS.includes(action.actionId))
    .map((action) => ({ ...action, subjects: (action.subjects ?? []).filter((subject) => subjects.has(subject)) }));
  const content = contentType
    .getPermissionsWithNestedFields(actions, { restrictedSubjects: [] })
    .filter((permission) => permission.subject !== INQUIRY_UID || INQUIRY_ACTIONS.includes(permission.action))
    .map((permission) =>
      permission.subject === INQUIRY_UID && permission.action === `${CM}.update`
        ? { ...permission, properties: { fields: INQUIRY_EDITABLE_FIELDS } }
        : permission,
    );
  return [...content, ...[...MEDIA_ACTIONS, PDF_INGEST_ACTION, PAGE_TEXT_ACTION].map((action) => ({ action }))];
}
