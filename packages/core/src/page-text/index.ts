// Boxes are fractions of the image's width and height, so they fit any rendition, canvas or zoom level of the page.
export interface PageWord {
  t: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Confidence 0–100 (100 for text an editor typed or the seed printed). */
  c: number;
}

export type PageTextSource = 'ocr' | 'editor' | 'seed';

export type StoredPageTextStatus = 'done' | 'failed';

// Before a row is stored, the status is its latest job's.
export type PageTextStatus = StoredPageTextStatus | 'queued' | 'running' | 'none';

export interface PageBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export {
  findInPage,
  markedParts,
  matchingBoxes,
  pageSnippet,
  textMatches,
  PAGE_SNIPPET_LENGTH,
  type PageTextMatch,
  type SnippetPart,
} from './match.js';
export { pageTextTerms, type PageTextTerm } from './terms.js';
export {
  LIBRARY_PAGE_WORD_MIN_LENGTH,
  libraryPageWords,
  PageTextLibraryIndex,
  type LibraryEntryPages,
  type LibraryHitPage,
  type LibraryPageHit,
  type LibraryPageText,
  type PageTextKind,
} from './library-index.js';
