/**
 * The fixity check's tables: each run of it, and what the last run found wrong with a master (changed, missing
 * or unreadable) since when. A master's own SHA-256 is a field of the upload file (src/extensions/upload).
 */
import type { Knex } from 'knex';

interface Db {
  getSchemaName(): string | undefined;
}

type Builder = (table: Knex.CreateTableBuilder) => void;

const TABLES: Record<string, Builder> = {
  folio_fixity_runs: (t) => {
    t.increments('id');
    t.string('trigger', 16).notNullable();
    t.bigInteger('started_at').notNullable();
    t.bigInteger('finished_at');
    t.integer('checked').notNullable().defaultTo(0);
    t.integer('recorded').notNullable().defaultTo(0);
    t.integer('changed').notNullable().defaultTo(0);
    t.integer('missing').notNullable().defaultTo(0);
    t.integer('unreadable').notNullable().defaultTo(0);
    t.text('error');
  },
  folio_fixity_findings: (t) => {
    t.integer('file_id').primary();
    t.string('problem', 16).notNullable();
    t.text('detail');
    t.bigInteger('since').notNullable();
    t.bigInteger('checked_at').notNullable();
  },
};

export async function up(knex: Knex, db?: Db): Promise<void> {
  const schemaName = db?.getSchemaName();
  const schema = () => (schemaName ? knex.schema.withSchema(schemaName) : knex.schema);
  for (const [name, build] of Object.entries(TABLES)) {
    if (!(await schema().hasTable(name))) await schema().createTable(name, build);
  }
}
