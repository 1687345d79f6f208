import { limitToast } from '../constants';
import {
  hoursUntilAllowed,
  parseSubmissionRecord,
  recordSubmission,
  submissionAllowance,
  type SubmissionRecord,
} from './submission-record';

const HOUR = 3_600_000;
const start = new Date('2025-02-01T10:00:00.000Z');
const later = (hours: number) => new Date(start.getTime() + hours * HOUR);

describe('local submission record (form-submissions)', () => {
  it('counts 1, 2, 3 within a day and then blocks', () => {
    let record: SubmissionRecord | null = null;
    for (const hour of [0, 1, 2]) {
      expect(submissionAllowance(record, later(hour))).toEqual({ allowed: true });
      record = recordSubmission(record, later(hour));
    }
    expect(record).toEqual({ num: 3, lastSubmission: later(2).toISOString() });
    expect(submissionAllowance(record, later(3))).toEqual({ allowed: false, hoursUntilNext: 23 });
  });

  it('says 24 minus the whole hours elapsed, and at least 1', () => {
    const full = { num: 3, lastSubmission: start.toISOString() };
    expect(submissionAllowance(full, later(0))).toEqual({ allowed: false, hoursUntilNext: 24 });
    expect(submissionAllowance(full, later(5.5))).toEqual({ allowed: false, hoursUntilNext: 19 });
    expect(submissionAllowance(full, later(23.99))).toEqual({ allowed: false, hoursUntilNext: 1 });
    expect(limitToast(19)).toBe(
      'You have reached the limit of 3 submissions for the day. Please try again in 19 hours!',
    );
  });

  it('allows again after 24 hours and wraps the counter to 1', () => {
    const full = { num: 3, lastSubmission: start.toISOString() };
    expect(submissionAllowance(full, later(24))).toEqual({ allowed: true });
    expect(recordSubmission(full, later(24))).toEqual({ num: 1, lastSubmission: later(24).toISOString() });
  });

  it('starts counting again when the last submission is a day old', () => {
    expect(recordSubmission({ num: 2, lastSubmission: start.toISOString() }, later(30)).num).toBe(1);
    expect(recordSubmission({ num: 2, lastSubmission: start.toISOString() }, later(3)).num).toBe(3);
  });

  it('reads a stored record and ignores malformed ones', () => {
    const stored = { num: 2, lastSubmission: start.toISOString() };
    expect(parseSubmissionRecord(JSON.stringify(stored))).toEqual(stored);
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      '{"num":"2","lastSubmission":"x"}',
      '{"num":1,"lastSubmission":"soon"}',
    ]) {
      expect(parseSubmissionRecord(raw)).toBeNull();
    }
  });

  it('rounds the remaining time up to whole hours', () => {
    expect(hoursUntilAllowed(1)).toBe(1);
    expect(hoursUntilAllowed(HOUR)).toBe(1);
    expect(hoursUntilAllowed(HOUR + 1)).toBe(2);
    expect(hoursUntilAllowed(0)).toBe(1);
  });
});
