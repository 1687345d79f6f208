import {
  ACTIVITY_PAGE_SIZE,
  type ChangeRecord,
  type ChangeSlice,
  type ChangeType,
  type IiifEntryKind,
} from '@folio/core';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/** Made by database/migrations/2026.12.02T00.00.00.iiif-activities.ts. */
export const ACTIVITIES_TABLE = 'folio_iiif_activities';

/** How long after an entry's Update a further Update of it moves that one forward instead of following it. */
export const UPDATE_WINDOW_MS = 60_000;

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
  // PostgreSQL answers a count as a string.
  const count = async (knex: Knex) => {
    const [row] = (await from(knex, ACTIVITIES_TABLE).count({ n: '*' })) as { n: number | string }[];
    return Number(row.n);
  };

  return {
    /**
     * Within the caller's transaction if there is one, so a change undone undoes its activity too. An Update
     * of the entry whose Update is the newest activity, within the window and on a page not yet full, moves
     * that activity's time forward: a harvester that read it meanwhile finds it newer than its visit again.
     */
    async record(kind: IiifEntryKind, documentId: string, type: ChangeType): Promise<void> {
      await strapi.db.transaction(async ({ trx }) => {
        const latest = (await from(trx, ACTIVITIES_TABLE).orderBy('id', 'desc').first()) as ActivityRow | undefined;
        const now = Date.now();
        // A clock set back must not put an activity before the one recorded ahead of it.
        const endTime = Math.max(now, latest ? Number(latest.end_time) : 0);
        const moves =
          type === 'Update' &&
          latest?.type === 'Update' &&
          latest.kind === kind &&
          latest.document_id === documentId &&
          now - Number(latest.end_time) < UPDATE_WINDOW_MS &&
          (await count(trx)) % ACTIVITY_PAGE_SIZE !== 0;
        if (latest && moves) await from(trx, ACTIVITIES_TABLE).where('id', latest.id).update({ end_time: endTime });
        else await from(trx, ACTIVITIES_TABLE).insert({ kind, document_id: documentId, type, end_time: endTime });
      });
    },

    async slice(start: number, limit: number): Promise<ChangeSlice> {
      const knex = strapi.db.connection as Knex;
      const total = await count(knex);
      const rows =
        limit === 0
          ? []
          : ((await from(knex, ACTIVITIES_TABLE).orderBy('id', 'asc').offset(start).limit(limit)) as ActivityRow[]);
      return { total, start, items: rows.map(recordOf) };
    },
  };
};
