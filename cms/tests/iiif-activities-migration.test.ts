/**
 * The migration that makes the IIIF change stream's table, on SQLite and PostgreSQL: entries already published
 * get one Create each at their publishedAt, oldest first, drafts none; a second run changes nothing.
 */
import type { Knex } from 'knex';
import { up } from '../database/migrations/2026.12.02T00.00.00.iiif-activities';
import { ACTIVITIES_TABLE } from '../src/plugins/iiif-discovery/server/services/activities';
import { migrationDatabases, type MigrationDatabase } from './support/migration-databases';

function describeOn(name: string, open: () => Promise<MigrationDatabase>) {
  describe(name, () => {
    let knex: Knex;
    let schemaName: string;
    let close: () => Promise<void>;
    const schema = () => (schemaName ? knex.schema.withSchema(schemaName) : knex.schema);
    const from = (table: string) => (schemaName ? knex(table).withSchema(schemaName) : knex(table));
    const db = () => ({ getSchemaName: () => schemaName });
    const activities = async () =>
      (await from(ACTIVITIES_TABLE).orderBy('id')).map((row: Record<string, unknown>) => [
        row.kind,
        row.document_id,
        row.type,
        Number(row.end_time),
      ]);

    beforeEach(async () => ({ knex, schemaName, close } = await open()));
    afterEach(() => close());

    it('makes the table on a new database, before the entries have tables, with nothing in it', async () => {
      await up(knex, db());
      expect(await schema().hasTable(ACTIVITIES_TABLE)).toBe(true);
      expect(await activities()).toEqual([]);
    });

    it('gives each published entry one Create at its publishedAt, oldest first, and runs once', async () => {
      for (const table of ['scans', 'archive_entries']) {
        await schema().createTable(table, (t) => {
          t.increments('id');
          t.string('document_id');
          t.datetime('published_at');
        });
      }
      const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
      await from('scans').insert([
        { document_id: 'scan-b', published_at: null },
        { document_id: 'scan-b', published_at: at(30) },
        { document_id: 'scan-a', published_at: at(10) },
        { document_id: 'scan-draft', published_at: null },
      ]);
      await from('archive_entries').insert([{ document_id: 'archive-a', published_at: at(20) }]);
      await up(knex, db());
      await up(knex, db());
      expect(await activities()).toEqual([
        ['scans', 'scan-a', 'Create', at(10).getTime()],
        ['archives', 'archive-a', 'Create', at(20).getTime()],
        ['scans', 'scan-b', 'Create', at(30).getTime()],
      ]);
    });
  });
}

for (const [name, open] of migrationDatabases('folio-activities')) describeOn(name, open);
