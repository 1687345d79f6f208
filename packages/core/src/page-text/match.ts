import { normaliseSearchText } from '../search/normalise.js';
import type { PageBox, PageWord } from './index.js';

export const PAGE_SNIPPET_LENGTH = 120;
// Part of the snippet comes before the first match so the match reads in its sentence.
const SNIPPET_LEAD = 40;
const ELLIPSIS = '…';

export interface PageTextMatch {
  snippet: string;
  boxes: PageBox[];
}

interface Token {
  handled: string;
  start: number;
  end: number;
}

const WHITESPACE_RUN = /\S+/g;

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const found of text.matchAll(WHITESPACE_RUN)) {
    const handled = normaliseSearchText(found[0]);
    if (handled) tokens.push({ handled, start: found.index, end: found.index + found[0].length });
  }
  return tokens;
}

export function textMatches(queryWords: readonly string[], handledText: string): boolean {
  return queryWords.length > 0 && queryWords.every((word) => handledText.includes(word));
}

export function pageSnippet(queryWords: readonly string[], text: string): string | null {
  const tokens = tokensOf(text);
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

export interface SnippetPart {
  text: string;
  /** A word holding a query word, as the boxes are chosen: marked where the snippet is shown. */
  match: boolean;
}

/** The text cut into runs of plain and matching words, spaces kept, so every query word found can be marked. */
export function markedParts(queryWords: readonly string[], text: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = parts.at(-1);
    if (last && !last.match && !match) last.text += part;
    else parts.push({ text: part, match });
  };
  let at = 0;
  for (const token of tokensOf(text)) {
    const match = queryWords.some((word) => token.handled.includes(word));
    push(text.slice(at, token.start), false);
    push(text.slice(token.start, token.end), match);
    at = token.end;
  }
  push(text.slice(at), false);
  return parts;
}

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

// The text decides the match: a word an editor added where the recogniser read nothing matches with no box.
export function findInPage(
  queryWords: readonly string[],
  page: { text: string; words: readonly PageWord[] },
): PageTextMatch | null {
  if (!textMatches(queryWords, normaliseSearchText(page.text))) return null;
  const snippet = pageSnippet(queryWords, page.text);
  if (snippet === null) return null;
  return { snippet, boxes: matchingBoxes(queryWords, page.words) };
}
