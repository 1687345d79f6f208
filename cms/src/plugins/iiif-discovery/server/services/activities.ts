import type { ChangeRecord, ChangeSlice, ChangeType, IiifEntryKind } from '@folio/core';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/** Made by database/migrations/2026.12.02T00.00.00.iiif-activities.ts. */
export const ACTIVITIES_TABLE = 'folio_iiif_activities';

interface ActivityRow {
  id: number;
  kind: IiifEntryKind;
  document_id: string;
  type: ChangeType;
  end_time: number | string;
}

const recordOf = (row: ActivityRow): ChangeRecord => ({
  kind: row.kind,
  documentId: row.document_id,
  type: row.type,
  endTime: Number(row.end_time),
});

/** The stream of changes, in the order they were recorded (the row id), which is also the order of their times. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const from = (knex: Knex, table: string) => {
    const schemaName = strapi.db.getSchemaName();
    return schemaName ? knex(table).withSchema(schemaName) : knex(table);
  };

  return {
    /** Within the caller's transaction if there is one, so a change undone undoes its activity too. */
    async record(kind: IiifEntryKind, documentId: string, type: ChangeType): Promise<void> {
      await strapi.db.transaction(async ({ trx }) => {
        const latest = (await from(trx, ACTIVITIES_TABLE).orderBy('id', 'desc').first('end_time')) as
          Pick<ActivityRow, 'end_time'> | undefined;
        // A clock set back must not put an activity before the one recorded ahead of it.
        const endTime = Math.max(Date.now(), latest ? Number(latest.end_time) : 0);
        await from(trx, ACTIVITIES_TABLE).insert({ kind, document_id: documentId, type, end_time: endTime });
      });
    },

    async slice(start: number, limit: number): Promise<ChangeSlice> {
      const knex = strapi.db.connection as Knex;
      const [{ count }] = (await from(knex, ACTIVITIES_TABLE).count({ count: '*' })) as { count: number | string }[];
      const rows =
        limit === 0
          ? []
          : ((await from(knex, ACTIVITIES_TABLE).orderBy('id', 'asc').offset(start).limit(limit)) as ActivityRow[]);
      return { total: Number(count), start, items: rows.map(recordOf) };
    },
  };
};
