/**
 * Strapi 5's Content Manager reads a saved `status` as the draft/published switch ("Invalid status"); run before
 * the schema sync, so the column keeps its values, and the stored layouts are renamed so editors' settings stay.
 */
import type { Knex } from 'knex';

const TABLE = 'contact_inquiries';
const OLD_COLUMN = 'status';
const NEW_COLUMN = 'triage_status';
const INQUIRY_UID = 'plugin::contact.inquiry';
const STORE = 'strapi_core_store_settings';
const CM_CONFIGURATION_KEY = `plugin_content_manager_configuration_content_types::${INQUIRY_UID}`;
const APPLIED_LAYOUT_KEY = 'plugin_folio_admin-layout-applied';

type Json = Record<string, unknown>;

export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable(TABLE)) || !(await knex.schema.hasColumn(TABLE, OLD_COLUMN))) return;
  if (await knex.schema.hasColumn(TABLE, NEW_COLUMN)) {
    await knex(TABLE)
      .whereNull(NEW_COLUMN)
      .update({ [NEW_COLUMN]: knex.ref(OLD_COLUMN) });
    await knex.schema.alterTable(TABLE, (table) => table.dropColumn(OLD_COLUMN));
  } else {
    await knex.schema.alterTable(TABLE, (table) => table.renameColumn(OLD_COLUMN, NEW_COLUMN));
  }
  if (await knex.schema.hasTable(STORE)) {
    await renameInStore(knex, CM_CONFIGURATION_KEY, renameInConfiguration);
    await renameInStore(knex, APPLIED_LAYOUT_KEY, renameInApplied);
  }
}

async function renameInStore(knex: Knex, key: string, rename: (value: Json) => Json): Promise<void> {
  const rows = (await knex(STORE).select('id', 'value').where({ key })) as { id: number; value: string | null }[];
  for (const row of rows) {
    if (!row.value) continue;
    await knex(STORE)
      .where({ id: row.id })
      .update({ value: JSON.stringify(rename(JSON.parse(row.value) as Json)) });
  }
}

const renameField = (name: unknown) => (name === 'status' ? 'triageStatus' : name);

function renameInConfiguration(configuration: Json): Json {
  const metadatas = (configuration.metadatas ?? {}) as Json;
  if ('status' in metadatas) {
    metadatas.triageStatus = metadatas.status;
    delete metadatas.status;
  }
  const layouts = (configuration.layouts ?? {}) as { list?: unknown[]; edit?: { name?: unknown }[][] };
  if (Array.isArray(layouts.list)) layouts.list = layouts.list.map(renameField);
  if (Array.isArray(layouts.edit)) {
    layouts.edit = layouts.edit.map((row) =>
      Array.isArray(row) ? row.map((cell) => ({ ...cell, name: renameField(cell?.name) })) : row,
    );
  }
  const settings = (configuration.settings ?? {}) as Json;
  settings.defaultSortBy = renameField(settings.defaultSortBy);
  return configuration;
}

/** Keyed by setting paths such as "metadatas.status.edit.label". */
function renameInApplied(applied: Json): Json {
  const inquiry = applied[INQUIRY_UID] as Json | undefined;
  if (!inquiry) return applied;
  applied[INQUIRY_UID] = Object.fromEntries(
    Object.entries(inquiry).map(([path, value]) => [
      path.replace(/^metadatas\.status\./, 'metadatas.triageStatus.'),
      path === 'layouts.list' && Array.isArray(value) ? value.map(renameField) : value,
    ]),
  );
  return applied;
}
