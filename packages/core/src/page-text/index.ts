/**
 * The text recognised on a scanned page (issue 25): what the CMS stores per image, what search inside a
 * scan, the library's search and IIIF Content Search read. Boxes are fractions of the image's width and
 * height (0–1), so they fit any rendition, canvas or zoom level of the page.
 */

/** One recognised word and where it is on its page. */
export interface PageWord {
  /** The word as read (or as an editor corrected it), without surrounding spaces. */
  t: string;
  /** Left edge, fraction of the image's width. */
  x: number;
  /** Top edge, fraction of the image's height. */
  y: number;
  /** Width, fraction of the image's width. */
  w: number;
  /** Height, fraction of the image's height. */
  h: number;
  /** The recogniser's confidence, 0–100 (100 for text an editor typed or the seed printed). */
  c: number;
}

/** Where a page's text came from: the recogniser, an editor's correction, or the demo seed's printing. */
export type PageTextSource = 'ocr' | 'editor' | 'seed';

/** A stored page text: `done`, or `failed` with the reason (a page is never silently empty). */
export type StoredPageTextStatus = 'done' | 'failed';

/** A page's text as editors see it: before a row is stored, the status is its latest job's. */
export type PageTextStatus = StoredPageTextStatus | 'queued' | 'running' | 'none';

/** A box on a page, fractions of its width and height. */
export interface PageBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export {
  findInPage,
  matchingBoxes,
  pageSnippet,
  textMatches,
  PAGE_SNIPPET_LENGTH,
  type PageTextMatch,
} from './match.js';
export {
  LIBRARY_PAGE_WORD_MIN_LENGTH,
  libraryPageWords,
  PageTextLibraryIndex,
  type LibraryEntryPages,
  type LibraryPageHit,
  type LibraryPageText,
  type PageTextKind,
} from './library-index.js';
