/**
 * Finding query words in a page's recognised text, with the site search's rules (see `SearchIndex`):
 * the same text handling (`normaliseSearchText`: accents, symbols, case), and a page matches when EVERY
 * query word occurs in its text as a substring of the handled text, so "garc" finds "Garçons" on a page
 * as it finds it in a title. The words' boxes are those of every recognised word in which a query word
 * occurs (docs/decisions/170-search-inside-apis.md).
 */
import { normaliseSearchText } from '../search/normalise.js';
import type { PageBox, PageWord } from './index.js';

/** About how long a snippet is, in characters, before its ellipses. */
export const PAGE_SNIPPET_LENGTH = 120;
/** How much of the snippet comes before the first match, so the match reads in its sentence. */
const SNIPPET_LEAD = 40;
const ELLIPSIS = '…';

export interface PageTextMatch {
  /** About 120 characters of the page's text around the first match, with an ellipsis where cut; plain text. */
  snippet: string;
  /** The boxes of every recognised word on the page in which a query word occurs, in reading order. */
  boxes: PageBox[];
}

interface Token {
  /** The token's handled text (may hold a space: "a@b" reads "a b"). */
  handled: string;
  /** Where the token starts and ends in the original text. */
  start: number;
  end: number;
}

const WHITESPACE_RUN = /\S+/g;

/**
 * The text's whitespace-separated tokens with their handled form. Joining the non-empty handled forms
 * with single spaces gives exactly `normaliseSearchText(text)`, as whitespace only ever becomes one space.
 */
function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const found of text.matchAll(WHITESPACE_RUN)) {
    const handled = normaliseSearchText(found[0]);
    if (handled) tokens.push({ handled, start: found.index, end: found.index + found[0].length });
  }
  return tokens;
}

/** Whether every query word occurs in the handled text (the site search's rule). */
export function textMatches(queryWords: readonly string[], handledText: string): boolean {
  return queryWords.length > 0 && queryWords.every((word) => handledText.includes(word));
}

/**
 * About `PAGE_SNIPPET_LENGTH` characters of `text` around the first place a query word occurs, cut at
 * word boundaries, line breaks read as spaces, with an ellipsis where the text goes on. Null when no
 * query word occurs.
 */
export function pageSnippet(queryWords: readonly string[], text: string): string | null {
  const tokens = tokensOf(text);
  // Offsets of each token in the handled text, which is the tokens joined by single spaces.
  let offset = 0;
  let first = -1;
  let firstAt = Infinity;
  const handled = tokens.map((token) => token.handled).join(' ');
  for (const word of queryWords) {
    const at = handled.indexOf(word);
    if (at !== -1 && at < firstAt) firstAt = at;
  }
  if (firstAt === Infinity) return null;
  for (let i = 0; i < tokens.length; i++) {
    const end = offset + tokens[i].handled.length;
    if (firstAt < end) {
      first = i;
      break;
    }
    offset = end + 1;
  }
  // Whole tokens before the match while they fit the lead, then whole tokens after until the length.
  let from = first;
  while (from > 0 && tokens[first].start - tokens[from - 1].start <= SNIPPET_LEAD) from--;
  let to = first;
  while (to + 1 < tokens.length && tokens[to + 1].end - tokens[from].start <= PAGE_SNIPPET_LENGTH) to++;
  const start = tokens[from].start;
  const end = tokens[to].end;
  const body = text.slice(start, end).replace(/\s+/g, ' ');
  const before = text.slice(0, start).trim() ? ELLIPSIS : '';
  const after = text.slice(end).trim() ? ELLIPSIS : '';
  return `${before}${body}${after}`;
}

/** The boxes of the recognised words in which a query word occurs, in the page's word order. */
export function matchingBoxes(queryWords: readonly string[], words: readonly PageWord[]): PageBox[] {
  const boxes: PageBox[] = [];
  for (const word of words) {
    const handled = normaliseSearchText(word.t);
    if (handled && queryWords.some((queryWord) => handled.includes(queryWord))) {
      boxes.push({ x: word.x, y: word.y, w: word.w, h: word.h });
    }
  }
  return boxes;
}

/**
 * Whether a page matches the query words (every word occurs in its text), and if so a snippet around the
 * first match and the boxes of all matching words. The text decides the match: an editor's corrected text
 * keeps the recogniser's words and boxes, so a corrected word may match with no box of its own.
 */
export function findInPage(
  queryWords: readonly string[],
  page: { text: string; words: readonly PageWord[] },
): PageTextMatch | null {
  if (!textMatches(queryWords, normaliseSearchText(page.text))) return null;
  const snippet = pageSnippet(queryWords, page.text);
  if (snippet === null) return null;
  return { snippet, boxes: matchingBoxes(queryWords, page.words) };
}
