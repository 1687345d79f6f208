import {
  parseSubmissionRecord,
  recordSubmission,
  SUBMISSION_STORAGE_KEY,
  submissionAllowance,
  type SubmissionAllowance,
  type SubmissionRecord,
} from '@folio/core';

// Lets the modal tell a visitor at once that the day's limit is reached; the CMS enforces the limit anyway.
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
