import { SUBMISSION_LIMIT, SUBMISSION_WINDOW_HOURS } from '../constants.js';

export interface SubmissionRecord {
  num: number;
  lastSubmission: string;
}

const HOUR_MS = 3_600_000;
export const SUBMISSION_WINDOW_MS = SUBMISSION_WINDOW_HOURS * HOUR_MS;

export const hoursUntilAllowed = (msRemaining: number): number => Math.max(1, Math.ceil(msRemaining / HOUR_MS));

export function parseSubmissionRecord(raw: string | null | undefined): SubmissionRecord | null {
  if (!raw) return null;
  try {
    const record: unknown = JSON.parse(raw);
    if (typeof record !== 'object' || record === null) return null;
    const { num, lastSubmission } = record as Record<string, unknown>;
    if (!Number.isInteger(num) || typeof lastSubmission !== 'string') return null;
    if (Number.isNaN(Date.parse(lastSubmission))) return null;
    return { num: num as number, lastSubmission };
  } catch {
    return null;
  }
}

const msSinceLast = (record: SubmissionRecord, now: Date) => now.getTime() - Date.parse(record.lastSubmission);

export type SubmissionAllowance = { allowed: true } | { allowed: false; hoursUntilNext: number };

export function submissionAllowance(record: SubmissionRecord | null, now: Date): SubmissionAllowance {
  if (!record || record.num < SUBMISSION_LIMIT) return { allowed: true };
  const remaining = SUBMISSION_WINDOW_MS - msSinceLast(record, now);
  return remaining > 0 ? { allowed: false, hoursUntilNext: hoursUntilAllowed(remaining) } : { allowed: true };
}

// Once the window has passed the count starts again at 1, which is also how it wraps after the limit.
export function recordSubmission(record: SubmissionRecord | null, now: Date): SubmissionRecord {
  const fresh = !record || msSinceLast(record, now) >= SUBMISSION_WINDOW_MS || record.num >= SUBMISSION_LIMIT;
  return { num: fresh ? 1 : record.num + 1, lastSubmission: now.toISOString() };
}
