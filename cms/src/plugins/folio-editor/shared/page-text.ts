import type { PageTextSource, PageTextStatus, PageWord } from '@folio/core';

export interface PageTextState {
  fileId: number;
  status: PageTextStatus;
  source: PageTextSource | null;
  /** 100 once an editor corrected the text. */
  confidence: number | null;
  error: string | null;
  /** Kept while the page is read again. */
  text: string;
  updatedAt: string | null;
}

/** A page's text with its words' boxes (fractions of the page), for the correction dialog. */
export interface PageTextDetail extends PageTextState {
  words: PageWord[];
}

/** A dense newspaper page holds about 40,000 characters. */
export const MAX_PAGE_TEXT_LENGTH = 100_000;

export const PAGE_TEXT_POLL_MS = 4000;

export const isPageTextPending = (states: PageTextState[]) =>
  states.some((state) => state.status === 'queued' || state.status === 'running');

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
