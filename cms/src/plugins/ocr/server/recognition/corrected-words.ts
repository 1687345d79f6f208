import { diffArrays, diffChars } from 'diff';
import { normaliseSearchText, type PageWord } from '@folio/core';

const EDITOR_CONFIDENCE = 100;

type Box = Pick<PageWord, 'x' | 'y' | 'w' | 'h'>;

const sameLine = (a: Box, b: Box) => a.y < b.y + b.h && b.y < a.y + a.h;

const union = (boxes: Box[]): Box => {
  if (boxes.length === 1) return { x: boxes[0].x, y: boxes[0].y, w: boxes[0].w, h: boxes[0].h };
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  return {
    x,
    y,
    w: Math.max(...boxes.map((box) => box.x + box.w)) - x,
    h: Math.max(...boxes.map((box) => box.y + box.h)) - y,
  };
};

/** Each old word as a span of characters (one space between words), so new words can be laid over the same span. */
function spans(tokens: readonly string[]): { start: number; end: number }[] {
  let at = 0;
  return tokens.map((token) => {
    const span = { start: at, end: at + token.length };
    at = span.end + 1;
    return span;
  });
}

const key = (word: string) => normaliseSearchText(word) || word;

/** The part of the recogniser's words that a run of corrected words covers, in proportion to their characters. */
function resplit(removed: readonly PageWord[], added: readonly string[]): PageWord[] {
  const oldSpans = spans(removed.map((word) => word.t));
  const newSpans = spans(added);
  const scale = (oldSpans.at(-1)!.end || 1) / (newSpans.at(-1)!.end || 1);
  return added.flatMap((t, index) => {
    const start = newSpans[index].start * scale;
    const end = newSpans[index].end * scale;
    const pieces = removed.flatMap((word, at) => {
      const span = oldSpans[at];
      const from = Math.max(start, span.start);
      const to = Math.min(end, span.end);
      if (to <= from) return [];
      const length = span.end - span.start || 1;
      return [
        {
          overlap: to - from,
          box: { ...word, x: word.x + (word.w * (from - span.start)) / length, w: (word.w * (to - from)) / length },
        },
      ];
    });
    if (pieces.length === 0) return [];
    const widest = pieces.reduce((best, piece) => (piece.overlap > best.overlap ? piece : best));
    const box = union(pieces.filter((piece) => sameLine(piece.box, widest.box)).map((piece) => piece.box));
    return [{ ...box, t, c: EDITOR_CONFIDENCE }];
  });
}

/** Letters two words share, from 0 (none) to 1 (the same word). */
function likeness(a: string, b: string): number {
  const shared = diffChars(key(a), key(b)).reduce(
    (sum, part) => (part.added || part.removed ? sum : sum + part.value.length),
    0,
  );
  return (2 * shared) / (key(a).length + key(b).length || 1);
}

/** Below this likeness a typed word is taken for a new word, not for the correction of a misread one. */
const MIN_LIKENESS = 0.4;

/** Each corrected word on the misread word it is most like, in order (an alignment by likeness); the rest unplaced. */
function pairByLikeness(removed: readonly PageWord[], added: readonly string[]): PageWord[] {
  const rows = removed.length + 1;
  const columns = added.length + 1;
  const best: number[][] = Array.from({ length: rows }, () => new Array<number>(columns).fill(0));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < columns; j += 1) {
      const like = likeness(removed[i - 1].t, added[j - 1]);
      best[i][j] = Math.max(best[i - 1][j], best[i][j - 1], like >= MIN_LIKENESS ? best[i - 1][j - 1] + like : 0);
    }
  }
  const placed: PageWord[] = [];
  for (let i = removed.length, j = added.length; i > 0 && j > 0;) {
    const like = likeness(removed[i - 1].t, added[j - 1]);
    if (like >= MIN_LIKENESS && best[i][j] === best[i - 1][j - 1] + like) {
      placed.unshift({ ...removed[i - 1], t: added[j - 1], c: EDITOR_CONFIDENCE });
      i -= 1;
      j -= 1;
    } else if (best[i][j] === best[i - 1][j]) i -= 1;
    else j -= 1;
  }
  return placed;
}

/** A run of misread words and the editor's run in their place: split or joined if only the spaces moved. */
function replace(removed: readonly PageWord[], added: readonly string[]): PageWord[] {
  const letters = (words: readonly string[]) => words.map(key).join('');
  if (removed.length === added.length) {
    return added.map((t, index) => ({ ...removed[index], t, c: EDITOR_CONFIDENCE }));
  }
  if (letters(removed.map((word) => word.t)) === letters(added)) return resplit(removed, added);
  return pairByLikeness(removed, added);
}

/**
 * An editor's text laid over the recogniser's words: a word kept keeps its box, a corrected word takes the place of
 * the words it replaces, and a word added where the recogniser read nothing has no box.
 */
export function placeCorrectedWords(before: readonly PageWord[], text: string): PageWord[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const spelling = (item: PageWord | string) => (typeof item === 'string' ? item : item.t);
  const changes = diffArrays<PageWord | string>([...before], tokens, {
    comparator: (left, right) => key(spelling(left)) === key(spelling(right)),
  });
  const placed: PageWord[] = [];
  let oldAt = 0;
  let newAt = 0;
  let removed: PageWord[] = [];
  let added: string[] = [];
  const flush = () => {
    if (removed.length > 0 && added.length > 0) placed.push(...replace(removed, added));
    removed = [];
    added = [];
  };
  for (const change of changes) {
    const count = change.count ?? change.value.length;
    if (change.removed) {
      removed.push(...before.slice(oldAt, oldAt + count));
      oldAt += count;
    } else if (change.added) {
      added.push(...tokens.slice(newAt, newAt + count));
      newAt += count;
    } else {
      flush();
      for (let index = 0; index < count; index += 1) {
        placed.push({ ...before[oldAt + index], t: tokens[newAt + index] });
      }
      oldAt += count;
      newAt += count;
    }
  }
  flush();
  return placed;
}
