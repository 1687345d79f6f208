export const JOBS_TABLE = 'folio_jobs';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface Job<Payload = unknown, Progress = unknown> {
  id: number;
  type: string;
  subject: string | null;
  payload: Payload;
  status: JobStatus;
  progress: Progress | null;
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
  pollMs: number;
  maxAttempts: number;
}

export interface EnqueueOptions {
  subject?: string | null;
  progress?: unknown;
  priority?: number;
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);
