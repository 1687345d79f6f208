import type { Core } from '@strapi/strapi';
import { JobStore } from './job-store';
import { JobWorker } from './job-worker';
import type { EnqueueOptions, Job, JobHandler, JobQueueOptions } from './types';

export * from './types';

const DEFAULT_OPTIONS: JobQueueOptions = { leaseMs: 60_000, pollMs: 2_000, maxAttempts: 3 };

/** In the CMS's own database, so work survives a restart (docs/decisions/135-pdf-ingest.md). */
export function createJobQueue(strapi: Core.Strapi, options: Partial<JobQueueOptions> = {}) {
  const settings = { ...DEFAULT_OPTIONS, ...options };
  const store = new JobStore(strapi, settings.leaseMs);
  const worker = new JobWorker(strapi, store, settings);
  return {
    /** `concurrency` jobs of the type may run at once. */
    register<Payload, Progress>(
      type: string,
      handler: JobHandler<Payload, Progress>,
      { concurrency = 1 }: { concurrency?: number } = {},
    ): void {
      worker.register(type, handler as JobHandler, concurrency);
    },

    async enqueue<Payload>(type: string, payload: Payload, options: EnqueueOptions = {}): Promise<number> {
      const id = await store.insert(type, payload, options);
      worker.wake();
      return id;
    },

    find: <Payload = unknown, Progress = unknown>(id: number): Promise<Job<Payload, Progress> | null> =>
      store.find<Payload, Progress>(id),

    list: <Payload, Progress>(type: string, subject: string, limit = 10): Promise<Job<Payload, Progress>[]> =>
      store.list<Payload, Progress>(type, subject, limit),

    start: () => worker.start(),

    /** A running job returns at its next step and is queued again. */
    stop: () => worker.stop(),
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
