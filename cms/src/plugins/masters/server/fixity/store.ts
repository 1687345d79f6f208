import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  SHA256_FIELD,
  type FixityFinding,
  type FixityProblem,
  type FixityRunSummary,
  type FixityTrigger,
} from '../../shared/masters';
import { UPLOAD_FILE_UID } from './checksums';

const RUNS = 'folio_fixity_runs';
const FINDINGS = 'folio_fixity_findings';
const FILES = 'files';

export interface Found {
  fileId: number;
  problem: FixityProblem;
  detail: string | null;
}

export interface RunCounts {
  checked: number;
  recorded: number;
  changed: number;
  missing: number;
  unreadable: number;
}

interface RunRow extends RunCounts {
  id: number | string;
  trigger: FixityTrigger;
  started_at: number | string;
  finished_at: number | string | null;
  error: string | null;
}

interface FindingRow {
  file_id: number | string;
  problem: FixityProblem;
  detail: string | null;
  since: number | string;
  checked_at: number | string;
  name: string;
  url: string;
  sha256: string | null;
}

/** PostgreSQL's driver answers bigint and count columns as strings. */
const iso = (value: number | string) => new Date(Number(value)).toISOString();

const summaryOf = (row: RunRow): FixityRunSummary => ({
  id: Number(row.id),
  trigger: row.trigger,
  startedAt: iso(row.started_at),
  finishedAt: row.finished_at === null ? null : iso(row.finished_at),
  checked: Number(row.checked),
  recorded: Number(row.recorded),
  changed: Number(row.changed),
  missing: Number(row.missing),
  unreadable: Number(row.unreadable),
  error: row.error,
});

/** The migration's tables (cms/database/migrations); times are milliseconds since the epoch. */
export class FixityStore {
  private readonly knex: Knex;
  private readonly schemaName: string | undefined;
  /** Strapi names the attribute's column (`sha_256`). */
  private readonly sha256Column: string;

  constructor(strapi: Core.Strapi) {
    this.knex = strapi.db.connection as Knex;
    this.schemaName = strapi.db.getSchemaName();
    const { attributes } = strapi.db.metadata.get(UPLOAD_FILE_UID) as {
      attributes: Record<string, { columnName?: string }>;
    };
    this.sha256Column = attributes[SHA256_FIELD].columnName ?? SHA256_FIELD;
  }

  private table(name: string, connection: Knex = this.knex) {
    return this.schemaName ? connection(name).withSchema(this.schemaName) : connection(name);
  }

  async startRun(trigger: FixityTrigger): Promise<number> {
    const [inserted] = (await this.table(RUNS).insert({ trigger, started_at: Date.now() }).returning('id')) as (
      { id: number } | number
    )[];
    return Number(typeof inserted === 'object' ? inserted.id : inserted);
  }

  async finishRun(id: number, counts: RunCounts, error: string | null = null): Promise<void> {
    await this.table(RUNS)
      .where({ id })
      .update({ ...counts, error, finished_at: Date.now() });
  }

  async lastRun(): Promise<FixityRunSummary | null> {
    const row = (await this.table(RUNS).whereNotNull('finished_at').orderBy('id', 'desc').first()) as
      RunRow | undefined;
    return row ? summaryOf(row) : null;
  }

  /** What this run found replaces what the last one did; a problem found again keeps the time it was first found. */
  async replaceFindings(found: Found[], checkedAt: number): Promise<void> {
    await this.knex.transaction(async (trx) => {
      const before = (await this.table(FINDINGS, trx).select('file_id', 'problem', 'since')) as FindingRow[];
      const since = new Map(before.map((row) => [`${row.file_id}:${row.problem}`, Number(row.since)]));
      await this.table(FINDINGS, trx).delete();
      const rows = found.map(({ fileId, problem, detail }) => ({
        file_id: fileId,
        problem,
        detail,
        since: since.get(`${fileId}:${problem}`) ?? checkedAt,
        checked_at: checkedAt,
      }));
      for (let start = 0; start < rows.length; start += 200) {
        await this.table(FINDINGS, trx).insert(rows.slice(start, start + 200));
      }
    });
  }

  async forget(fileId: number): Promise<void> {
    await this.table(FINDINGS).where({ file_id: fileId }).delete();
  }

  async findings(): Promise<FixityFinding[]> {
    // withSchema() names the joined table's schema too.
    const rows = (await this.table(FINDINGS)
      .join(FILES, `${FILES}.id`, `${FINDINGS}.file_id`)
      .select(`${FINDINGS}.*`, `${FILES}.name`, `${FILES}.url`, `${FILES}.${this.sha256Column} as sha256`)
      .orderBy([{ column: `${FINDINGS}.since` }, { column: `${FINDINGS}.file_id` }])) as FindingRow[];
    return rows.map((row) => ({
      fileId: Number(row.file_id),
      name: row.name,
      url: row.url,
      problem: row.problem,
      detail: row.detail,
      expectedSha256: row.sha256,
      since: iso(row.since),
      checkedAt: iso(row.checked_at),
    }));
  }
}
