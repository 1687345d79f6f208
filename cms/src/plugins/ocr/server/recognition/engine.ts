/** The English data comes from npm, so reading needs no internet access (docs/decisions/165-ocr-on-ingest.md). */
import path from 'node:path';
import sharp from 'sharp';
import { createScheduler, createWorker, OEM, type Line, type Scheduler } from 'tesseract.js';
import type { PageWord } from '@folio/core';

/** Tesseract's "best_int" English model: the engine's own default, a quarter the size of the float one. */
export const OCR_LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** 200 dpi for A4: the smallest print is still read, and a wider page brought down to it reads faster (record 165). */
export const OCR_MAX_WIDTH = 1800;

/** Below this confidence a "word" is nearly always a photograph's halftone dots or a fabric's weave read as letters. */
export const MIN_WORD_CONFIDENCE = 40;

export interface RecognisedPage {
  /** Lines separated by "\n", paragraphs by an empty line. */
  text: string;
  words: PageWord[];
  confidence: number | null;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const clampFraction = (value: number) => Math.min(1, Math.max(0, value));
const hasLetterOrDigit = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** No greyscale copy: measured no faster nor more accurate, as Tesseract greys and thresholds it itself. */
export async function prepareImage(input: Buffer): Promise<{ image: Buffer; width: number; height: number }> {
  const image = sharp(input, { limitInputPixels: 40_000 * 40_000 });
  const { format, width, height } = await image.metadata();
  if (!width || !height) throw new Error('The image has no size');
  if ((format === 'jpeg' || format === 'png') && width <= OCR_MAX_WIDTH) return { image: input, width, height };
  const { data, info } = await image
    .resize({ width: OCR_MAX_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}

/** Boxes are fractions of the image, so a smaller copy changes none of them. */
export function pageFromLines(paragraphs: Line[][], width: number, height: number): RecognisedPage {
  const words: PageWord[] = [];
  const paragraphTexts: string[] = [];
  for (const lines of paragraphs) {
    const lineTexts: string[] = [];
    for (const line of lines) {
      const kept = line.words.filter(
        (word) => word.confidence >= MIN_WORD_CONFIDENCE && hasLetterOrDigit(word.text.trim()),
      );
      if (kept.length === 0) continue;
      for (const word of kept) {
        const { x0, y0, x1, y1 } = word.bbox;
        words.push({
          t: word.text.trim(),
          x: round(clampFraction(x0 / width), 5),
          y: round(clampFraction(y0 / height), 5),
          w: round(clampFraction((x1 - x0) / width), 5),
          h: round(clampFraction((y1 - y0) / height), 5),
          c: round(word.confidence, 1),
        });
      }
      lineTexts.push(kept.map((word) => word.text.trim()).join(' '));
    }
    if (lineTexts.length > 0) paragraphTexts.push(lineTexts.join('\n'));
  }
  const confidence = words.length > 0 ? round(words.reduce((sum, word) => sum + word.c, 0) / words.length, 1) : null;
  return { text: paragraphTexts.join('\n\n'), words, confidence };
}

export interface RecogniserPool {
  readonly size: number;
  recognise(image: Buffer): Promise<RecognisedPage>;
  /** A later recognise() starts the workers again. */
  terminate(): Promise<void>;
}

export function recogniserPool(size: number): RecogniserPool {
  let scheduler: Promise<Scheduler> | undefined;

  const start = async () => {
    const pool = createScheduler();
    const workers = await Promise.all(
      Array.from({ length: size }, () =>
        // No cache: the data is read from node_modules, never written to the working folder.
        createWorker('eng', OEM.LSTM_ONLY, { langPath: OCR_LANG_PATH, gzip: true, cacheMethod: 'none' }),
      ),
    );
    for (const worker of workers) pool.addWorker(worker);
    return pool;
  };

  return {
    size,
    async recognise(image) {
      const { image: prepared, width, height } = await prepareImage(image);
      if (!scheduler) {
        scheduler = start();
        // A pool that failed to start is started again by the next page.
        scheduler.catch(() => (scheduler = undefined));
      }
      const result = await (await scheduler).addJob('recognize', prepared, {}, { blocks: true, text: false });
      const paragraphs = (result.data.blocks ?? []).flatMap((block) => block.paragraphs.map((p) => p.lines));
      return pageFromLines(paragraphs, width, height);
    },
    async terminate() {
      const started = scheduler;
      scheduler = undefined;
      if (started) await (await started.catch(() => null))?.terminate();
    },
  };
}
