/** Earlier versions made these tables at start, so an existing table only gets the columns it lacks. */
import type { Knex } from 'knex';

interface Db {
  getSchemaName(): string | undefined;
}

type Builder = (table: Knex.CreateTableBuilder) => void;

const TABLES: Record<string, Builder> = {
  folio_jobs: (t) => {
    t.increments('id');
    t.string('type', 100).notNullable();
    t.string('subject', 255);
    t.text('payload').notNullable();
    t.string('status', 16).notNullable();
    t.text('progress');
    t.text('error');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('priority').notNullable().defaultTo(0);
    t.bigInteger('lease_until');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.bigInteger('started_at');
    t.bigInteger('finished_at');
    t.index(['status', 'type'], 'folio_jobs_status_type_idx');
    t.index(['type', 'subject'], 'folio_jobs_type_subject_idx');
  },
  folio_image_tiles: (t) => {
    t.integer('file_id').primary();
    t.string('hash', 255).notNullable();
    t.string('image_id', 255).nullable();
    t.string('provider', 64).notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('tiles').notNullable();
    t.text('files').notNullable();
    t.bigInteger('updated_at').notNullable();
  },
  folio_page_texts: (t) => {
    t.integer('file_id').primary();
    t.string('status', 16).notNullable();
    t.string('source', 16).notNullable();
    t.text('text').notNullable();
    t.text('words').notNullable();
    t.float('confidence');
    t.text('error');
    t.string('file_updated_at', 64);
    t.bigInteger('updated_at').notNullable();
  },
  // rate-limiter-flexible's own layout (its SQLite and PostgreSQL stores agree on it).
  folio_limiter_state: (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  },
  folio_seed_guard: (t) => {
    t.integer('id').primary();
    t.string('owner', 255).notNullable();
    t.bigInteger('acquired_at').notNullable();
  },
};

const ADDED_COLUMNS: Record<string, Record<string, (t: Knex.AlterTableBuilder) => void>> = {
  folio_jobs: { priority: (t) => t.integer('priority').notNullable().defaultTo(0) },
  folio_image_tiles: { image_id: (t) => t.string('image_id', 255).nullable() },
};

export async function up(knex: Knex, db?: Db): Promise<void> {
  const schemaName = db?.getSchemaName();
  const schema = () => (schemaName ? knex.schema.withSchema(schemaName) : knex.schema);
  for (const [name, build] of Object.entries(TABLES)) {
    if (!(await schema().hasTable(name))) {
      await schema().createTable(name, build);
      continue;
    }
    for (const [column, add] of Object.entries(ADDED_COLUMNS[name] ?? {})) {
      if (!(await schema().hasColumn(name, column))) await schema().alterTable(name, add);
    }
  }
  // The page-text permission moved with its routes to the ocr plugin; roles made by hand keep it.
  if (await schema().hasTable('admin_permissions')) {
    await knex('admin_permissions')
      .where({ action: 'plugin::folio-editor.page-text' })
      .update({ action: 'plugin::ocr.page-text' });
  }
  // Made by the first library search before this migration, under the same name.
  const texts = schemaName ? `"${schemaName}".folio_page_texts` : 'folio_page_texts';
  await knex.raw(`CREATE INDEX IF NOT EXISTS folio_page_texts_updated_at ON ${texts} (updated_at)`);
}
