import {
  parseSubmissionRecord,
  recordSubmission,
  SUBMISSION_STORAGE_KEY,
  submissionAllowance,
  type SubmissionAllowance,
  type SubmissionRecord,
} from '@folio/core';

/**
 * The browser's own record of accepted submissions (`form-submissions`: {num, lastSubmission}), so the
 * modal can tell a visitor at once that the day's limit is reached. The CMS enforces the limit anyway;
 * storage that is unavailable (private modes, blocked cookies) simply counts as no record.
 */
function readRecord(): SubmissionRecord | null {
  try {
    return parseSubmissionRecord(window.localStorage.getItem(SUBMISSION_STORAGE_KEY));
  } catch {
    return null;
  }
}

export const currentAllowance = (now = new Date()): SubmissionAllowance => submissionAllowance(readRecord(), now);

export function rememberSubmission(now = new Date()): void {
  try {
    window.localStorage.setItem(SUBMISSION_STORAGE_KEY, JSON.stringify(recordSubmission(readRecord(), now)));
  } catch {
    // Nothing to do: the server still counts the submission.
  }
}
