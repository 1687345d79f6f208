/** Names and shapes shared by the plugin's server and admin parts. */
export const PLUGIN_ID = 'masters';

/** The upload file's own field holding the SHA-256 of the bytes it was sent with (hex). */
export const SHA256_FIELD = 'sha256';

export type FixityProblem = 'changed' | 'missing' | 'unreadable';

export type FixityTrigger = 'weekly' | 'command' | 'editor' | 'backfill';

export interface FixityRunSummary {
  id: number;
  trigger: FixityTrigger;
  startedAt: string;
  finishedAt: string | null;
  checked: number;
  /** Masters that had no SHA-256 yet (uploaded before it was recorded): theirs was taken from the stored bytes. */
  recorded: number;
  changed: number;
  missing: number;
  unreadable: number;
  error: string | null;
}

export interface FixityFinding {
  fileId: number;
  name: string;
  url: string;
  problem: FixityProblem;
  /** For `changed`, the SHA-256 of the bytes found; for `unreadable`, why. */
  detail: string | null;
  expectedSha256: string | null;
  /** When a check first found this problem, ISO 8601. */
  since: string;
  checkedAt: string;
}

export interface FixityStatus {
  lastRun: FixityRunSummary | null;
  /** A check queued or under way. */
  pending: boolean;
  findings: FixityFinding[];
  files: number;
}

export interface MasterFile {
  id: number;
  name: string;
  sha256: string | null;
  /** In kB, as the media library shows it. */
  size: number | null;
  mime: string;
  createdAt: string;
}

export interface MasterFilePage {
  files: MasterFile[];
  page: number;
  pageCount: number;
  total: number;
}

/** What an editor reads for each problem. */
export const PROBLEM_TEXT: Record<FixityProblem, string> = {
  changed: 'Its stored bytes are no longer those it was uploaded with',
  missing: 'Its stored file is gone',
  unreadable: 'Its stored file could not be read',
};
