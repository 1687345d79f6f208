import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * Background jobs kept in the CMS's own database (SQLite or PostgreSQL), run one at a time by a worker in
 * the CMS process (a type registered with a `concurrency` runs that many of its own at once), off the
 * request path: a request enqueues, the worker claims, reports progress and
 * finishes. A job a stopped CMS was running is handed back on its way down, and one a crashed CMS was
 * running is claimed again once its lease has run out, so work survives a restart
 * (docs/decisions/135-pdf-ingest.md). Generic on purpose: each kind of job is a `type` with its handler.
 */

export const JOBS_TABLE = 'folio_jobs';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface Job<Payload = unknown, Progress = unknown> {
  id: number;
  type: string;
  /** What the job works on (a scan's document ID, say), to find its jobs by. */
  subject: string | null;
  payload: Payload;
  status: JobStatus;
  progress: Progress | null;
  /** Why the last attempt failed (the job may be queued again), or why it finally did. */
  error: string | null;
  attempts: number;
  /** Higher first: a visitor waiting on a job goes before background work queued earlier. */
  priority: number;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface JobContext<Progress> {
  /** Stores the job's progress (what a status request shows, and where a resumed job starts again). */
  report: (progress: Progress) => Promise<void>;
  /** Aborted when the CMS stops: a handler checks it between steps and returns; the job is queued again. */
  signal: AbortSignal;
}

export type JobHandler<Payload = unknown, Progress = unknown> = (
  job: Job<Payload, Progress>,
  context: JobContext<Progress>,
) => Promise<void>;

export interface JobQueueOptions {
  /** How long a claim holds without a report; a crashed CMS's job is claimed again after it. */
  leaseMs: number;
  /** How often the worker looks for work it was not told of (jobs enqueued by another CMS instance). */
  pollMs: number;
  /** Attempts before a job whose handler keeps throwing is marked failed. */
  maxAttempts: number;
}

const DEFAULT_OPTIONS: JobQueueOptions = { leaseMs: 60_000, pollMs: 2_000, maxAttempts: 3 };

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

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export function createJobQueue(strapi: Core.Strapi, options: Partial<JobQueueOptions> = {}) {
  const { leaseMs, pollMs, maxAttempts } = { ...DEFAULT_OPTIONS, ...options };
  const knex = strapi.db.connection as Knex;
  const schemaName = strapi.db.getSchemaName();
  const table = () => (schemaName ? knex(JOBS_TABLE).withSchema(schemaName) : knex(JOBS_TABLE));
  const handlers = new Map<string, JobHandler>();
  /** Jobs of a type that may run at once (1 unless registered otherwise), and how many do. */
  const limits = new Map<string, number>();
  const active = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  /** The worker's lanes: lane 0 runs any type, the others only types allowed more than one at once. */
  const lanes = new Map<number, Promise<void>>();
  let stopping: AbortController | undefined;
  /** Counts wakes: a lane that found nothing to claim looks again when one came meanwhile. */
  let wakes = 0;
  /** Claims are made one after the other, so two lanes never both take a type's last free place. */
  let claiming: Promise<unknown> = Promise.resolve();

  /** Jobs free to claim: queued, or running under a lease that ran out (its CMS stopped without handing it back). */
  const claimable = (now: number) => (where: Knex.QueryBuilder) =>
    where
      .where('status', 'queued')
      .orWhere((stale) => stale.where('status', 'running').andWhere('lease_until', '<', now));

  /** The types lane `lane` may claim now: those with a free place (lane 0 alone runs one-at-a-time types). */
  const claimableTypes = (lane: number) =>
    [...handlers.keys()].filter((type) => {
      const limit = limits.get(type) ?? 1;
      return (lane === 0 || limit > 1) && (active.get(type) ?? 0) < limit;
    });

  /**
   * Claims the job of highest priority, oldest first, that is queued or running under a lease that ran
   * out; null when there is none.
   */
  async function claim(types: string[]): Promise<Job | null> {
    if (types.length === 0) return null;
    for (;;) {
      const now = Date.now();
      const candidate = (await table()
        .select('id')
        .whereIn('type', types)
        .andWhere(claimable(now))
        .orderBy([{ column: 'priority', order: 'desc' }, { column: 'id' }])
        .first()) as { id: number } | undefined;
      if (!candidate) return null;
      // Compare-and-set: of two instances racing for a job, one updates the row and the other none.
      const claimed = await table()
        .where('id', candidate.id)
        .andWhere(claimable(now))
        .update({
          status: 'running',
          lease_until: now + leaseMs,
          attempts: knex.raw('attempts + 1'),
          started_at: knex.raw('coalesce(started_at, ?)', [now]),
          updated_at: now,
        });
      if (claimed === 1) return find(candidate.id);
    }
  }

  async function find<Payload = unknown, Progress = unknown>(id: number): Promise<Job<Payload, Progress> | null> {
    const row = (await table().where('id', id).first()) as JobRow | undefined;
    return row ? fromRow<Payload, Progress>(row) : null;
  }

  async function finish(job: Job, fields: Record<string, unknown>) {
    await table()
      .where({ id: job.id, status: 'running' })
      .update({ ...fields, lease_until: null, updated_at: Date.now() });
  }

  async function runOne(job: Job, signal: AbortSignal): Promise<void> {
    const handler = handlers.get(job.type) as JobHandler;
    const renew = setInterval(
      () => {
        table()
          .where({ id: job.id, status: 'running' })
          .update({ lease_until: Date.now() + leaseMs })
          .catch((error: unknown) => strapi.log.error(`Job ${job.id}: lease not renewed: ${errorText(error)}`));
      },
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    const report = async (progress: unknown) => {
      const now = Date.now();
      await table()
        .where({ id: job.id, status: 'running' })
        .update({ progress: JSON.stringify(progress), lease_until: now + leaseMs, updated_at: now });
    };
    try {
      await handler(job, { report, signal });
      if (signal.aborted) {
        // Handed back for the next start; this stop does not count as an attempt.
        await finish(job, { status: 'queued', attempts: Math.max(0, job.attempts - 1) });
      } else {
        await finish(job, { status: 'done', error: null, finished_at: Date.now() });
      }
    } catch (error) {
      const failed = job.attempts >= maxAttempts;
      strapi.log.error(`Job ${job.id} (${job.type}) attempt ${job.attempts} failed: ${errorText(error)}`);
      await finish(job, {
        status: failed ? 'failed' : 'queued',
        error: errorText(error),
        ...(failed ? { finished_at: Date.now() } : {}),
      });
    } finally {
      clearInterval(renew);
    }
  }

  /** Claims the next job lane `lane` may run and counts it as running. */
  function claimFor(lane: number): Promise<Job | null> {
    const next = claiming.then(async () => {
      const job = await claim(claimableTypes(lane));
      if (job) active.set(job.type, (active.get(job.type) ?? 0) + 1);
      return job;
    });
    claiming = next.catch(() => undefined);
    return next;
  }

  /** One lane: runs jobs until none is left that it may claim. */
  async function drain(lane: number, signal: AbortSignal): Promise<void> {
    for (;;) {
      const seen = wakes;
      const job = signal.aborted ? null : await claimFor(lane);
      if (job) {
        try {
          await runOne(job, signal);
        } finally {
          active.set(job.type, (active.get(job.type) ?? 1) - 1);
        }
        // A place freed: a lane that found its types all busy may claim again.
        wakeLanes();
      } else if (signal.aborted || seen === wakes) return;
    }
  }

  /** As many lanes as the most concurrent type allows. */
  const laneCount = () => Math.max(1, ...[...handlers.keys()].map((type) => limits.get(type) ?? 1));

  function wakeLanes(): void {
    if (!stopping || stopping.signal.aborted) return;
    const signal = stopping.signal;
    for (let lane = 0; lane < laneCount(); lane += 1) {
      if (lanes.has(lane)) continue;
      const done = drain(lane, signal)
        .catch((error: unknown) => {
          strapi.log.error(`Job worker: ${errorText(error)}`);
        })
        .finally(() => {
          lanes.delete(lane);
        });
      lanes.set(lane, done);
    }
  }

  function wake(): void {
    wakes += 1;
    wakeLanes();
  }

  return {
    /** Creates the jobs table if it does not exist yet (and adds what a table of an earlier version lacks). */
    async prepare(): Promise<void> {
      const schema = schemaName ? knex.schema.withSchema(schemaName) : knex.schema;
      if (await schema.hasTable(JOBS_TABLE)) {
        if (!(await schema.hasColumn(JOBS_TABLE, 'priority'))) {
          await schema.alterTable(JOBS_TABLE, (t) => {
            t.integer('priority').notNullable().defaultTo(0);
          });
        }
        return;
      }
      await schema.createTable(JOBS_TABLE, (t) => {
        t.increments('id');
        t.string('type', 100).notNullable();
        t.string('subject', 255);
        t.text('payload').notNullable();
        t.string('status', 16).notNullable();
        t.text('progress');
        t.text('error');
        t.integer('attempts').notNullable().defaultTo(0);
        t.integer('priority').notNullable().defaultTo(0);
        // Milliseconds since the epoch: one representation on every database the CMS runs on.
        t.bigInteger('lease_until');
        t.bigInteger('created_at').notNullable();
        t.bigInteger('updated_at').notNullable();
        t.bigInteger('started_at');
        t.bigInteger('finished_at');
        t.index(['status', 'type'], 'folio_jobs_status_type_idx');
        t.index(['type', 'subject'], 'folio_jobs_type_subject_idx');
      });
    },

    /** A type's handler; `concurrency` jobs of the type may run at once (one by default). */
    register<Payload, Progress>(
      type: string,
      handler: JobHandler<Payload, Progress>,
      { concurrency = 1 }: { concurrency?: number } = {},
    ): void {
      if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`${type}: concurrency ${concurrency}`);
      handlers.set(type, handler as JobHandler);
      limits.set(type, concurrency);
    },

    async enqueue<Payload>(
      type: string,
      payload: Payload,
      {
        subject = null,
        progress = null,
        priority = 0,
      }: { subject?: string | null; progress?: unknown; priority?: number } = {},
    ): Promise<number> {
      const now = Date.now();
      const [inserted] = (await table()
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
      wake();
      return Number(typeof inserted === 'object' ? inserted.id : inserted);
    },

    find,

    /** The latest jobs of a type on a subject, newest first. */
    async list<Payload, Progress>(type: string, subject: string, limit = 10): Promise<Job<Payload, Progress>[]> {
      const rows = (await table().where({ type, subject }).orderBy('id', 'desc').limit(limit)) as JobRow[];
      return rows.map((row) => fromRow<Payload, Progress>(row));
    },

    /** Starts the worker: runs what is waiting now, then looks again every pollMs. */
    start(): void {
      if (stopping && !stopping.signal.aborted) return;
      stopping = new AbortController();
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },

    /** Stops the worker; a running job returns at its next step and is queued again. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      stopping?.abort();
      await Promise.all([...lanes.values()]);
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

const queues = new WeakMap<Core.Strapi, JobQueue>();

/** The CMS's one job queue (created on first use). */
export function jobQueue(strapi: Core.Strapi): JobQueue {
  let queue = queues.get(strapi);
  if (!queue) {
    queue = createJobQueue(strapi);
    queues.set(strapi, queue);
  }
  return queue;
}
