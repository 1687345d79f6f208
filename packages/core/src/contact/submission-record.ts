import { SUBMISSION_LIMIT, SUBMISSION_WINDOW_HOURS } from '../constants.js';

/**
 * The contact form's daily submission limit. The browser keeps its own record under `form-submissions`
 * so it can answer at once; the CMS enforces the same limit on its own.
 */

export interface SubmissionRecord {
  num: number;
  /** ISO 8601 time of the last accepted submission. */
  lastSubmission: string;
}

const HOUR_MS = 3_600_000;
export const SUBMISSION_WINDOW_MS = SUBMISSION_WINDOW_HOURS * HOUR_MS;

/**
 * Whole hours until a submission is allowed again: 24 minus the whole hours elapsed, which is the time
 * left rounded up, and never 0 while still blocked.
 */
export const hoursUntilAllowed = (msRemaining: number): number => Math.max(1, Math.ceil(msRemaining / HOUR_MS));

/** Reads the stored record; anything malformed counts as no record. */
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

/** Blocked once the limit is used up and the last submission is less than 24 hours old. */
export function submissionAllowance(record: SubmissionRecord | null, now: Date): SubmissionAllowance {
  if (!record || record.num < SUBMISSION_LIMIT) return { allowed: true };
  const remaining = SUBMISSION_WINDOW_MS - msSinceLast(record, now);
  return remaining > 0 ? { allowed: false, hoursUntilNext: hoursUntilAllowed(remaining) } : { allowed: true };
}

/**
 * The record after an accepted submission. The count starts again at 1 once 24 hours have passed since
 * the last submission, which is also how it wraps to 1 after the third.
 */
export function recordSubmission(record: SubmissionRecord | null, now: Date): SubmissionRecord {
  const fresh = !record || msSinceLast(record, now) >= SUBMISSION_WINDOW_MS || record.num >= SUBMISSION_LIMIT;
  return { num: fresh ? 1 : record.num + 1, lastSubmission: now.toISOString() };
}
