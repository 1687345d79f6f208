/** Empty databases for the migration tests: a SQLite file, and a PostgreSQL schema of its own. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';

export interface MigrationDatabase {
  knex: Knex;
  schemaName: string;
  close: () => Promise<void>;
}

const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function sqlite(prefix: string): Promise<MigrationDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: path.join(dir, 'data.db') },
    useNullAsDefault: true,
  });
  return {
    knex,
    schemaName: '',
    close: async () => {
      await knex.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgres(prefix: string): Promise<MigrationDatabase> {
  const knex = knexFactory({ client: 'pg', connection: pgUrl });
  // A schema of its own, so a CMS test on the same database is never touched.
  const schemaName = `${prefix.replace(/-/g, '_')}_${process.pid}`;
  await knex.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schemaName]);
  await knex.raw('CREATE SCHEMA ??', [schemaName]);
  return {
    knex,
    schemaName,
    close: async () => {
      await knex.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schemaName]);
      await knex.destroy();
    },
  };
}

/** Each database a migration must run on, by name, opening a new empty one per call. */
export const migrationDatabases = (prefix: string): [string, () => Promise<MigrationDatabase>][] => [
  ['on SQLite', () => sqlite(prefix)],
  ['on PostgreSQL', () => postgres(prefix)],
];
