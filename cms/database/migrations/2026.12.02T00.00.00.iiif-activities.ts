/**
 * The IIIF change stream's table. Entries already published when it is made each get a Create at their
 * publishedAt, oldest first, so a harvester reading the stream from its start finds the whole library.
 */
import type { Knex } from 'knex';

interface Db {
  getSchemaName(): string | undefined;
}

const TABLE = 'folio_iiif_activities';

const PUBLISHED: { table: string; kind: 'scans' | 'archives' }[] = [
  { table: 'scans', kind: 'scans' },
  { table: 'archive_entries', kind: 'archives' },
];

// SQLite keeps Strapi's datetimes as epoch milliseconds, PostgreSQL as timestamps.
function millisecondsOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
    return Number.isFinite(time) ? time : null;
  }
  return null;
}

export async function up(knex: Knex, db?: Db): Promise<void> {
  const schemaName = db?.getSchemaName();
  const schema = () => (schemaName ? knex.schema.withSchema(schemaName) : knex.schema);
  const from = (table: string) => (schemaName ? knex(table).withSchema(schemaName) : knex(table));
  if (await schema().hasTable(TABLE)) return;
  await schema().createTable(TABLE, (t) => {
    t.increments('id');
    t.string('kind', 16).notNullable();
    t.string('document_id', 255).notNullable();
    t.string('type', 16).notNullable();
    t.bigInteger('end_time').notNullable();
    t.index(['kind', 'document_id'], 'folio_iiif_activities_document_idx');
  });
  const creates: { kind: string; document_id: string; type: 'Create'; end_time: number }[] = [];
  for (const { table, kind } of PUBLISHED) {
    if (!(await schema().hasTable(table)) || !(await schema().hasColumn(table, 'published_at'))) continue;
    const rows = (await from(table).whereNotNull('published_at').distinct('document_id', 'published_at')) as {
      document_id: string;
      published_at: unknown;
    }[];
    const first = new Map<string, number>();
    for (const row of rows) {
      const time = millisecondsOf(row.published_at);
      if (time === null) continue;
      first.set(row.document_id, Math.min(time, first.get(row.document_id) ?? time));
    }
    for (const [documentId, time] of first)
      creates.push({ kind, document_id: documentId, type: 'Create', end_time: time });
  }
  creates.sort(
    (a, b) => a.end_time - b.end_time || a.kind.localeCompare(b.kind) || a.document_id.localeCompare(b.document_id),
  );
  for (let start = 0; start < creates.length; start += 200) await from(TABLE).insert(creates.slice(start, start + 200));
}
