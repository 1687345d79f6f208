import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { JOBS_TABLE, type EnqueueOptions, type Job, type JobStatus } from './types';

interface JobRow {
  id: number | string;
  type: string;
  subject: string | null;
  payload: string;
  status: JobStatus;
  progress: string | null;
  error: string | null;
  attempts: number | string;
  priority: number | string | null;
  lease_until: number | string | null;
  created_at: number | string;
  updated_at: number | string;
  started_at: number | string | null;
  finished_at: number | string | null;
}

/** PostgreSQL's driver answers bigint columns as strings. */
const asDate = (value: number | string | null) => (value === null ? null : new Date(Number(value)));

const fromRow = <Payload, Progress>(row: JobRow): Job<Payload, Progress> => ({
  id: Number(row.id),
  type: row.type,
  subject: row.subject,
  payload: JSON.parse(row.payload) as Payload,
  status: row.status,
  progress: row.progress === null ? null : (JSON.parse(row.progress) as Progress),
  error: row.error,
  attempts: Number(row.attempts),
  priority: Number(row.priority ?? 0),
  createdAt: asDate(row.created_at) as Date,
  updatedAt: asDate(row.updated_at) as Date,
  startedAt: asDate(row.started_at),
  finishedAt: asDate(row.finished_at),
});

/** Queued jobs, and running ones whose lease ran out (their CMS stopped without handing them back). */
const claimable = (now: number) => (where: Knex.QueryBuilder) =>
  where
    .where('status', 'queued')
    .orWhere((stale) => stale.where('status', 'running').andWhere('lease_until', '<', now));

/** The jobs table (made by the migration in cms/database/migrations); times are milliseconds since the epoch. */
export class JobStore {
  private readonly knex: Knex;
  private readonly schemaName: string | undefined;

  constructor(
    strapi: Core.Strapi,
    private readonly leaseMs: number,
  ) {
    this.knex = strapi.db.connection as Knex;
    this.schemaName = strapi.db.getSchemaName();
  }

  private table() {
    return this.schemaName ? this.knex(JOBS_TABLE).withSchema(this.schemaName) : this.knex(JOBS_TABLE);
  }

  async insert(type: string, payload: unknown, { subject = null, progress = null, priority = 0 }: EnqueueOptions) {
    const now = Date.now();
    const [inserted] = (await this.table()
      .insert({
        type,
        subject,
        payload: JSON.stringify(payload),
        status: 'queued',
        progress: progress === null ? null : JSON.stringify(progress),
        attempts: 0,
        priority,
        created_at: now,
        updated_at: now,
      })
      .returning('id')) as ({ id: number } | number)[];
    return Number(typeof inserted === 'object' ? inserted.id : inserted);
  }

  async find<Payload = unknown, Progress = unknown>(id: number): Promise<Job<Payload, Progress> | null> {
    const row = (await this.table().where('id', id).first()) as JobRow | undefined;
    return row ? fromRow<Payload, Progress>(row) : null;
  }

  async list<Payload, Progress>(type: string, subject: string, limit: number): Promise<Job<Payload, Progress>[]> {
    const rows = (await this.table().where({ type, subject }).orderBy('id', 'desc').limit(limit)) as JobRow[];
    return rows.map((row) => fromRow<Payload, Progress>(row));
  }

  /** Takes the claimable job of highest priority, oldest first; null when there is none. */
  async claim(types: string[]): Promise<Job | null> {
    if (types.length === 0) return null;
    for (;;) {
      const now = Date.now();
      const candidate = (await this.table()
        .select('id')
        .whereIn('type', types)
        .andWhere(claimable(now))
        .orderBy([{ column: 'priority', order: 'desc' }, { column: 'id' }])
        .first()) as { id: number } | undefined;
      if (!candidate) return null;
      // Compare-and-set: of two instances racing for a job, one updates the row and the other none.
      const claimed = await this.table()
        .where('id', candidate.id)
        .andWhere(claimable(now))
        .update({
          status: 'running',
          lease_until: now + this.leaseMs,
          attempts: this.knex.raw('attempts + 1'),
          started_at: this.knex.raw('coalesce(started_at, ?)', [now]),
          updated_at: now,
        });
      if (claimed === 1) return this.find(candidate.id);
    }
  }

  async renewLease(id: number): Promise<void> {
    await this.table()
      .where({ id, status: 'running' })
      .update({ lease_until: Date.now() + this.leaseMs });
  }

  async report(id: number, progress: unknown): Promise<void> {
    const now = Date.now();
    await this.table()
      .where({ id, status: 'running' })
      .update({ progress: JSON.stringify(progress), lease_until: now + this.leaseMs, updated_at: now });
  }

  async finish(id: number, fields: Record<string, unknown>): Promise<void> {
    await this.table()
      .where({ id, status: 'running' })
      .update({ ...fields, lease_until: null, updated_at: Date.now() });
  }
}
