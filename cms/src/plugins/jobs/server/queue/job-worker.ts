import type { Core } from '@strapi/strapi';
import type { JobStore } from './job-store';
import { errorText, type Job, type JobHandler } from './types';

/** Only lane 0 runs types without `concurrency`, so a one-at-a-time type never runs twice at once. */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly limits = new Map<string, number>();
  private readonly active = new Map<string, number>();
  private readonly lanes = new Map<number, Promise<void>>();
  private stopping: AbortController | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** A lane that found nothing to claim looks again when a wake came meanwhile. */
  private wakes = 0;
  /** Claims are made one after the other, so two lanes never both take a type's last free place. */
  private claiming: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly store: JobStore,
    private readonly options: { leaseMs: number; pollMs: number; maxAttempts: number },
  ) {}

  register(type: string, handler: JobHandler, concurrency: number): void {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`${type}: concurrency ${concurrency}`);
    this.handlers.set(type, handler);
    this.limits.set(type, concurrency);
  }

  start(): void {
    if (this.stopping && !this.stopping.signal.aborted) return;
    this.stopping = new AbortController();
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping?.abort();
    await Promise.all([...this.lanes.values()]);
  }

  wake(): void {
    this.wakes += 1;
    this.openLanes();
  }

  private limitOf(type: string): number {
    return this.limits.get(type) ?? 1;
  }

  private laneCount(): number {
    return Math.max(1, ...[...this.handlers.keys()].map((type) => this.limitOf(type)));
  }

  private openLanes(): void {
    const stopping = this.stopping;
    if (!stopping || stopping.signal.aborted) return;
    for (let lane = 0; lane < this.laneCount(); lane += 1) {
      if (this.lanes.has(lane)) continue;
      const done = this.drain(lane, stopping.signal)
        .catch((error: unknown) => {
          this.strapi.log.error(`Job worker: ${errorText(error)}`);
        })
        .finally(() => this.lanes.delete(lane));
      this.lanes.set(lane, done);
    }
  }

  private claimableTypes(lane: number): string[] {
    return [...this.handlers.keys()].filter((type) => {
      const limit = this.limitOf(type);
      return (lane === 0 || limit > 1) && (this.active.get(type) ?? 0) < limit;
    });
  }

  private claimFor(lane: number): Promise<Job | null> {
    const next = this.claiming.then(async () => {
      const job = await this.store.claim(this.claimableTypes(lane));
      if (job) this.active.set(job.type, (this.active.get(job.type) ?? 0) + 1);
      return job;
    });
    this.claiming = next.catch(() => undefined);
    return next;
  }

  private async drain(lane: number, signal: AbortSignal): Promise<void> {
    for (;;) {
      const seen = this.wakes;
      const job = signal.aborted ? null : await this.claimFor(lane);
      if (job) {
        try {
          await this.run(job, signal);
        } finally {
          this.active.set(job.type, (this.active.get(job.type) ?? 1) - 1);
        }
        // A place freed: a lane that found its types all busy may claim again.
        this.openLanes();
      } else if (signal.aborted || seen === this.wakes) return;
    }
  }

  private async run(job: Job, signal: AbortSignal): Promise<void> {
    const { leaseMs, maxAttempts } = this.options;
    const renew = setInterval(
      () => {
        this.store
          .renewLease(job.id)
          .catch((error: unknown) => this.strapi.log.error(`Job ${job.id}: lease not renewed: ${errorText(error)}`));
      },
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    try {
      await (this.handlers.get(job.type) as JobHandler)(job, {
        report: (progress) => this.store.report(job.id, progress),
        signal,
      });
      if (signal.aborted) {
        // Handed back for the next start; this stop does not count as an attempt.
        await this.store.finish(job.id, { status: 'queued', attempts: Math.max(0, job.attempts - 1) });
      } else {
        await this.store.finish(job.id, { status: 'done', error: null, finished_at: Date.now() });
      }
    } catch (error) {
      const failed = job.attempts >= maxAttempts;
      this.strapi.log.error(`Job ${job.id} (${job.type}) attempt ${job.attempts} failed: ${errorText(error)}`);
      await this.store.finish(job.id, {
        status: failed ? 'failed' : 'queued',
        error: errorText(error),
        ...(failed ? { finished_at: Date.now() } : {}),
      });
    } finally {
      clearInterval(renew);
    }
  }
}
