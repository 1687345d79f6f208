/**
 * Designer and brand names recognised in article text, so an article links the designers it mentions and
 * a designer's page lists the articles that mention them (record 183).
 *
 * Names and texts are compared in the search's handled form (normalise.ts: case, accents and symbols
 * folded), with one difference: apostrophes, hyphens, dashes and slashes separate words instead of
 * vanishing, so "Yamamoto's" and "Jean-Paul Gaultier" still read as the names they contain. A name
 * matches whole words only ("Prada" is not found in "Pradaesque"), and where two names overlap
 * ("Comme des Garçons" and "Garçons") the longer one wins.
 */
import { blockReadableText, normaliseSearchText } from './search/normalise.js';

export interface NamedDesigner {
  name: string;
  slug: string;
}

/** The editor's choices on an article, as designer slugs. */
export interface DesignerLinkOverrides {
  /** Counted as mentioned even when their name is not in the text. */
  alsoLink?: readonly string[] | null;
  /** Never counted as mentioned, even when their name is in the text. */
  neverLink?: readonly string[] | null;
}

/** A name found in a text: the designer and where, as [start, end) offsets in the original text. */
export interface DesignerMention<D extends NamedDesigner = NamedDesigner> {
  designer: D;
  start: number;
  end: number;
}

interface Candidate<D> {
  designer: D;
  /** The name's handled form, words separated by single spaces. */
  words: string;
  /** What the name ends with that handling drops ("." of "A.P.C."), kept with the link when the text has it. */
  trailing: string;
}

/** Names grouped by their first handled word, each group longest first. */
export interface DesignerMatcher<D extends NamedDesigner = NamedDesigner> {
  byFirstWord: Map<string, Candidate<D>[]>;
  bySlug: Map<string, D>;
}

const SEPARATOR = /[\s@'’ʼ‘\-‐‑‒–—―/]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;
const handledCharacters = new Map<string, string>();

/** One character's handled form: ' ' for a separator, otherwise the search's form ('' when dropped). */
function handleCharacter(character: string): string {
  let handled = handledCharacters.get(character);
  if (handled === undefined) {
    handled = SEPARATOR.test(character) ? ' ' : normaliseSearchText(character);
    handledCharacters.set(character, handled);
  }
  return handled;
}
const ASCII_HANDLED = Array.from({ length: 128 }, (_, code) => handleCharacter(String.fromCharCode(code)));

interface HandledText {
  text: string;
  /** For each character of `text`, the offsets in the original text of the character it came from. */
  from: number[];
  to: number[];
}

/** The handled form of a text, with single spaces between words and a map back to the original. */
function handleText(original: string): HandledText {
  const pieces: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  let lastWasSpace = true;
  for (let i = 0; i < original.length;) {
    const code = original.charCodeAt(i);
    const width = code >= 0xd800 && code <= 0xdbff && i + 1 < original.length ? 2 : 1;
    const piece = code < 128 ? ASCII_HANDLED[code] : handleCharacter(original.slice(i, i + width));
    for (let k = 0; k < piece.length; k += 1) {
      const isSpace = piece[k] === ' ';
      if (isSpace && lastWasSpace) continue;
      lastWasSpace = isSpace;
      pieces.push(piece[k]);
      from.push(i);
      to.push(i + width);
    }
    i += width;
  }
  if (pieces.at(-1) === ' ') {
    pieces.pop();
    from.pop();
    to.pop();
  }
  return { text: pieces.join(''), from, to };
}

/** Builds the matcher once per set of designers; a designer whose name has no letters or digits is left out. */
export function designerMatcher<D extends NamedDesigner>(designers: readonly D[]): DesignerMatcher<D> {
  const byFirstWord = new Map<string, Candidate<D>[]>();
  const bySlug = new Map<string, D>();
  for (const designer of designers) {
    bySlug.set(designer.slug, designer);
    const words = handleText(designer.name).text;
    if (!words) continue;
    const trailing = /[^\p{L}\p{Nd}\s]*$/u.exec(designer.name)?.[0] ?? '';
    const first = words.split(' ')[0];
    const group = byFirstWord.get(first) ?? [];
    group.push({ designer, words, trailing });
    byFirstWord.set(first, group);
  }
  for (const group of byFirstWord.values()) group.sort((a, b) => b.words.length - a.words.length);
  return { byFirstWord, bySlug };
}

/**
 * Every designer name in `text`, whole words only, in text order and never overlapping: where names
 * overlap, the longest is kept. Offsets are in `text` as given, so a caller can wrap the names in links.
 */
export function findDesignerMentions<D extends NamedDesigner>(
  text: string,
  matcher: DesignerMatcher<D>,
): DesignerMention<D>[] {
  if (!matcher.byFirstWord.size || !text) return [];
  const handled = handleText(text);
  const found: DesignerMention<D>[] = [];
  let wordStart = 0;
  while (wordStart < handled.text.length) {
    let wordEnd = handled.text.indexOf(' ', wordStart);
    if (wordEnd === -1) wordEnd = handled.text.length;
    for (const candidate of matcher.byFirstWord.get(handled.text.slice(wordStart, wordEnd)) ?? []) {
      const end = wordStart + candidate.words.length;
      const endsAtWord = end === handled.text.length || handled.text[end] === ' ';
      if (!endsAtWord || !handled.text.startsWith(candidate.words, wordStart)) continue;
      const start = handled.from[wordStart];
      let originalEnd = handled.to[end - 1];
      // A character handling drops must not hide a word going on in the original text.
      if (LETTER_OR_DIGIT.test(text[originalEnd] ?? '') || LETTER_OR_DIGIT.test(text[start - 1] ?? '')) continue;
      // "A.P.C." keeps its last full stop when written with its stops; "APC." ends a sentence.
      const writtenWithStops = /[^\p{L}\p{Nd}\s]/u.test(text.slice(start, originalEnd));
      if (candidate.trailing && writtenWithStops && text.startsWith(candidate.trailing, originalEnd)) {
        originalEnd += candidate.trailing.length;
      }
      found.push({ designer: candidate.designer, start, end: originalEnd });
    }
    wordStart = wordEnd + 1;
  }
  // Longest first, then leftmost; a name overlapping one already kept is dropped.
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: DesignerMention<D>[] = [];
  for (const mention of found) {
    if (kept.every((other) => mention.end <= other.start || mention.start >= other.end)) kept.push(mention);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * The designers an article counts as mentioning, in order of first mention then the editor's additions:
 * the names found in `texts` (its title, summary and blocks' readable text), plus "also link", less
 * "never link". Only designers known to the matcher (those with a page) are returned.
 */
export function mentionedDesigners<D extends NamedDesigner>(
  texts: readonly string[],
  matcher: DesignerMatcher<D>,
  overrides: DesignerLinkOverrides = {},
): D[] {
  const never = new Set(overrides.neverLink ?? []);
  const bySlug = new Map<string, D>();
  for (const text of texts) {
    for (const { designer } of findDesignerMentions(text, matcher)) {
      if (!never.has(designer.slug)) bySlug.set(designer.slug, designer);
    }
  }
  for (const slug of overrides.alsoLink ?? []) {
    const designer = matcher.bySlug.get(slug);
    if (designer && !never.has(slug)) bySlug.set(slug, designer);
  }
  return [...bySlug.values()];
}

/** The parts of an article designers are recognised in, with the editor's choices. */
export interface ArticleForMentions {
  title: string;
  description: string;
  blocks: readonly string[];
  alsoLinkDesigners?: readonly string[] | null;
  neverLinkDesigners?: readonly string[] | null;
}

/**
 * The designers an article mentions: named in its title, summary or text (a link's text counts, its
 * address does not) or added by the editor, less those the editor never links.
 */
export function articleDesigners<D extends NamedDesigner>(
  article: ArticleForMentions,
  matcher: DesignerMatcher<D>,
): D[] {
  const texts = [article.title, article.description, ...article.blocks.map(blockReadableText)];
  return mentionedDesigners(texts, matcher, {
    alsoLink: article.alsoLinkDesigners,
    neverLink: article.neverLinkDesigners,
  });
}
