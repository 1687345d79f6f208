// Names match whole words of the search's handled form, except that apostrophes, hyphens and slashes separate words
// ("Jean-Paul Gaultier", "Yamamoto's"), and of overlapping names the longest wins.
import { blockReadableText, normaliseSearchText } from './search/normalise.js';

export interface NamedDesigner {
  name: string;
  slug: string;
}

export interface DesignerLinkOverrides {
  alsoLink?: readonly string[] | null;
  neverLink?: readonly string[] | null;
}

export interface DesignerMention<D extends NamedDesigner = NamedDesigner> {
  designer: D;
  start: number;
  end: number;
}

interface Candidate<D> {
  designer: D;
  words: string;
  /** What handling drops from the name's end ("." of "A.P.C."), kept with the link when the text has it. */
  trailing: string;
}

export interface DesignerMatcher<D extends NamedDesigner = NamedDesigner> {
  byFirstWord: Map<string, Candidate<D>[]>;
  bySlug: Map<string, D>;
}

const SEPARATOR = /[\s@'’ʼ‘\-‐‑‒–—―/]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;
const handledCharacters = new Map<string, string>();

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
  from: number[];
  to: number[];
}

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
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: DesignerMention<D>[] = [];
  for (const mention of found) {
    if (kept.every((other) => mention.end <= other.start || mention.start >= other.end)) kept.push(mention);
  }
  return kept.sort((a, b) => a.start - b.start);
}

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

export interface ArticleForMentions {
  title: string;
  description: string;
  blocks: readonly string[];
  alsoLinkDesigners?: readonly string[] | null;
  neverLinkDesigners?: readonly string[] | null;
}

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
