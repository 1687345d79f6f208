import type { Job, JobContext } from '../../src/plugins/jobs/server';

/** A job as the worker hands it to its handler, for tests that run a handler themselves (the workers are off). */
export const runningJob = <Payload extends { fileId: number }>(type: string, payload: Payload): Job<Payload> => ({
  id: 0,
  type,
  subject: String(payload.fileId),
  payload,
  status: 'running',
  progress: null,
  error: null,
  attempts: 1,
  priority: 0,
  createdAt: new Date(),
  updatedAt: new Date(),
  startedAt: new Date(),
  finishedAt: null,
});

/** The context of a run the CMS does not stop. */
export const runContext = (): JobContext<unknown> => ({
  report: async () => undefined,
  signal: new AbortController().signal,
});
