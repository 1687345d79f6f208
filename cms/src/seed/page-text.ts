/** The demo library is searchable from the first start without reading every page (record 165). */
import type { PageWord } from '@folio/core';
import type { PageTextInput } from '../plugins/ocr/server/store';
import { lineMeasure } from './font-metrics';
import type { PageLayout, PrintedLine } from './printing';

/** DejaVu's mean character advance in font sizes, measured over the seed's kinds of lines with sharp. */
const ADVANCE = { serif: 0.565, sans: 0.536 } as const;
const BOLD_EXTRA = 0.07;
/** DejaVu's ink reaches 0.76 of the size above the baseline and 0.23 below. */
const ASCENT = 0.76;
const DESCENT = 0.23;

const round = (value: number) => Math.round(value * 1e5) / 1e5;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** Where a line's characters fall without the font: a mean advance per character, off by a character or two. */
function estimatedMeasure(line: PrintedLine): (text: string) => number {
  const advance = line.size * (ADVANCE[line.family] + (line.weight === 'bold' ? BOLD_EXTRA : 0)) + (line.spacing ?? 0);
  return (text) => text.length * advance;
}

/** Each word's box measured with the font the page is drawn with, so a found word's box holds that word. */
export function lineWords(line: PrintedLine): { t: string; x: number; y: number; w: number; h: number }[] {
  const measure = lineMeasure(line) ?? estimatedMeasure(line);
  const width = measure(line.text);
  const left = line.anchor === 'middle' ? line.x - width / 2 : line.anchor === 'end' ? line.x - width : line.x;
  const words: { t: string; x: number; y: number; w: number; h: number }[] = [];
  for (const match of line.text.matchAll(/\S+/g)) {
    words.push({
      t: match[0],
      x: left + measure(line.text.slice(0, match.index)),
      y: line.y - ASCENT * line.size,
      w: measure(match[0]),
      h: (ASCENT + DESCENT) * line.size,
    });
  }
  return words;
}

export function printedPageText(layout: PageLayout): PageTextInput {
  const words: PageWord[] = layout.lines.flatMap((line) =>
    lineWords(line).map((word) => ({
      t: word.t,
      x: round(clamp(word.x / layout.width)),
      y: round(clamp(word.y / layout.height)),
      w: round(clamp(word.w / layout.width)),
      h: round(clamp(word.h / layout.height)),
      c: 100,
    })),
  );
  return {
    status: 'done',
    source: 'seed',
    text: layout.lines.map((line) => line.text).join('\n'),
    words,
    confidence: 100,
    error: null,
    fileUpdatedAt: null,
  };
}
