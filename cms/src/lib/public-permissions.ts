import type { Core } from '@strapi/strapi';
import { COLLECTION_TYPES, SINGLE_TYPES } from './content-types';

export const PUBLIC_READ_ACTIONS: readonly string[] = [
  ...COLLECTION_TYPES.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
  ...SINGLE_TYPES.map((uid) => `${uid}.find`),
];

const PERMISSION = 'plugin::users-permissions.permission';

/** Revokes anything else, the default sign-up and login too: Folio has no visitor accounts. */
export async function grantPublicReadOnly(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) return;
  const current: { id: number; action: string }[] = await strapi.db
    .query(PERMISSION)
    .findMany({ where: { role: role.id }, select: ['id', 'action'] });
  const allowed = new Set<string>(PUBLIC_READ_ACTIONS);
  const extra = current.filter((permission) => !allowed.has(permission.action));
  if (extra.length) {
    await strapi.db.query(PERMISSION).deleteMany({ where: { id: { $in: extra.map((p) => p.id) } } });
  }
  const granted = new Set(current.map((permission) => permission.action));
  for (const action of PUBLIC_READ_ACTIONS) {
    if (!granted.has(action)) await strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
  }
}
