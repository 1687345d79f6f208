import type { PageTextSource, PageTextStatus } from '@folio/core';

/** A page's text as the admin route answers it (GET /ocr/page-texts?ids=…). */
export interface PageTextState {
  fileId: number;
  status: PageTextStatus;
  /** Who wrote the stored text; null before any is stored. */
  source: PageTextSource | null;
  /** The recogniser's mean word confidence (0–100); 100 once an editor corrected the text. */
  confidence: number | null;
  /** Why the last reading failed. */
  error: string | null;
  /** The stored text, lines separated by "\n" (kept while the page is read again). */
  text: string;
  updatedAt: string | null;
}

/** The longest page text an editor may save: a dense newspaper page holds about 40,000 characters. */
export const MAX_PAGE_TEXT_LENGTH = 100_000;

/** While a page is waiting to be read or being read, the grid asks again after this long. */
export const PAGE_TEXT_POLL_MS = 4000;

export const isPageTextPending = (states: PageTextState[]) =>
  states.some((state) => state.status === 'queued' || state.status === 'running');

/** What editors call a page's text state, in a few words (the thumbnail's badge). */
export function pageTextBadge(state: Pick<PageTextState, 'status' | 'source' | 'text'> | undefined): string | null {
  switch (state?.status) {
    case 'done':
      if (state.source === 'editor') return 'Text corrected';
      return state.text.trim() === '' ? 'No text found' : 'Text recognised';
    case 'queued':
    case 'running':
      return 'Reading…';
    case 'failed':
      return 'Text not read';
    case 'none':
      return 'Not read yet';
    default:
      return null;
  }
}

/** The full sentence, with the reason when reading failed. */
export function pageTextLabel(state: PageTextState | undefined): string | null {
  const badge = pageTextBadge(state);
  if (state?.status === 'failed') return `${badge}: ${state.error?.trim() || 'the reason was not recorded'}`;
  return badge;
}
