/**
 * The migration that makes Folio's own tables, on SQLite and PostgreSQL: a new database gets them all, and a
 * database whose tables were made at start by earlier versions keeps every row and gains the later columns.
 */
import type { Knex } from 'knex';
import { up } from '../database/migrations/2026.12.01T00.00.00.folio-tables';
import { iiifTiles, TILES_TABLE } from '../src/plugins/iiif/server/services/tiles';
import type { Core } from '@strapi/strapi';
import { migrationDatabases, type MigrationDatabase } from './support/migration-databases';

const TABLES = ['folio_jobs', 'folio_image_tiles', 'folio_page_texts', 'folio_limiter_state', 'folio_seed_guard'];

/** The tables as the start-up code of earlier versions made them: no `priority`, no `image_id`. */
async function makeLegacyTables(schema: () => Knex.SchemaBuilder): Promise<void> {
  await schema().createTable('folio_jobs', (t) => {
    t.increments('id');
    t.string('type', 100).notNullable();
    t.string('subject', 255);
    t.text('payload').notNullable();
    t.string('status', 16).notNullable();
    t.text('progress');
    t.text('error');
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('lease_until');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.bigInteger('started_at');
    t.bigInteger('finished_at');
  });
  await schema().createTable(TILES_TABLE, (t) => {
    t.integer('file_id').primary();
    t.string('hash', 255).notNullable();
    t.string('provider', 64).notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('tiles').notNullable();
    t.text('files').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
  await schema().createTable('folio_page_texts', (t) => {
    t.integer('file_id').primary();
    t.string('status', 16).notNullable();
    t.string('source', 16).notNullable();
    t.text('text').notNullable();
    t.text('words').notNullable();
    t.float('confidence');
    t.text('error');
    t.string('file_updated_at', 64);
    t.bigInteger('updated_at').notNullable();
  });
  await schema().createTable('folio_limiter_state', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
}

const ROWS: Record<string, Record<string, unknown>> = {
  folio_jobs: {
    type: 'iiif-tiles',
    subject: '3',
    payload: '{"fileId":3}',
    status: 'done',
    attempts: 1,
    created_at: 1,
    updated_at: 2,
  },
  [TILES_TABLE]: {
    file_id: 3,
    hash: 'page_legacy',
    provider: 'local',
    width: 9,
    height: 9,
    tiles: 1,
    files: '[]',
    updated_at: 1,
  },
  folio_page_texts: { file_id: 3, status: 'done', source: 'editor', text: 'Gabardine', words: '[]', updated_at: 5 },
  folio_limiter_state: { key: 'folio:contact:1.2.3.4', points: 2, expire: 9_999_999_999_999 },
};

function describeOn(name: string, open: () => Promise<MigrationDatabase>) {
  describe(name, () => {
    let knex: Knex;
    let schemaName: string;
    let close: () => Promise<void>;
    const schema = () => (schemaName ? knex.schema.withSchema(schemaName) : knex.schema);
    const from = (table: string) => (schemaName ? knex(table).withSchema(schemaName) : knex(table));
    const db = () => ({ getSchemaName: () => schemaName });

    beforeEach(async () => ({ knex, schemaName, close } = await open()));
    afterEach(() => close());

    it('makes every table on a new database, and a second run changes nothing', async () => {
      await up(knex, db());
      await up(knex, db());
      for (const table of TABLES) expect(await schema().hasTable(table)).toBe(true);
      const [id] = (await from('folio_jobs')
        .insert({ type: 't', payload: '{}', status: 'queued', created_at: 1, updated_at: 1 })
        .returning('id')) as ({ id: number } | number)[];
      expect(
        await from('folio_jobs')
          .where('id', typeof id === 'object' ? id.id : id)
          .first(),
      ).toMatchObject({
        priority: 0,
        attempts: 0,
      });
    });

    it('keeps the rows of tables made by earlier versions and adds their later columns', async () => {
      await makeLegacyTables(schema);
      for (const [table, row] of Object.entries(ROWS)) await from(table).insert(row);
      await up(knex, db());
      expect(await schema().hasColumn('folio_jobs', 'priority')).toBe(true);
      expect(await schema().hasColumn(TILES_TABLE, 'image_id')).toBe(true);
      expect(await schema().hasTable('folio_seed_guard')).toBe(true);
      for (const [table, row] of Object.entries(ROWS)) {
        const rows = await from(table).select();
        expect(rows).toHaveLength(1);
        expect(Object.fromEntries(Object.keys(row).map((key) => [key, String(rows[0][key])]))).toEqual(
          Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])),
        );
      }
      expect((await from('folio_jobs').first()).priority).toBe(0);
      // A pyramid made before versions is served from its bare-hash folder.
      const strapi = { db: { connection: knex, getSchemaName: () => schemaName } } as unknown as Core.Strapi;
      expect(await iiifTiles(strapi).imageIds()).toEqual(new Map([['page_legacy', 'page_legacy']]));
      await up(knex, db());
      expect(await from(TILES_TABLE).select('image_id')).toEqual([{ image_id: null }]);
    });
  });
}

for (const [name, open] of migrationDatabases('folio-migration')) describeOn(name, open);
