/**
 * OCR seconds per page and peak memory on four real-size seed pages: a pool of one per core against one recogniser,
 * the stored JPEG against a greyscale PNG copy (record 165). Run under `flock /tmp/folio-heavy.lock`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { printAlone, type BenchRow } from './lib/report';

const cmsRequire = createRequire(path.resolve(__dirname, '..', 'cms', 'package.json'));

const POOL_PAGES = [1, 2, 3, 10];

interface ChildResult {
  pages: number;
  words: number;
  /** Starting the recognisers (loading the English data), before the first page. */
  startSeconds: number;
  /** From the first page given to the last page read, all pages given at once. */
  seconds: number;
  peakMb: number;
}

function peakMb(): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function child(mode: string, workers: number, files: string[]): Promise<void> {
  const engine = await import('../cms/src/plugins/ocr/server/recognition/engine');
  const images = files.map((file) => fs.readFileSync(file));
  let words = 0;
  let startSeconds: number;
  let seconds: number;
  if (mode === 'grey') {
    const sharp = cmsRequire('sharp') as typeof import('../cms/node_modules/sharp').default;
    const { createWorker, OEM } = cmsRequire('tesseract.js') as typeof import('../cms/node_modules/tesseract.js');
    let started = process.hrtime.bigint();
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: engine.OCR_LANG_PATH,
      gzip: true,
      cacheMethod: 'none',
    });
    startSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    started = process.hrtime.bigint();
    for (const image of images) {
      const grey = await sharp(image).greyscale().png({ compressionLevel: 1 }).toBuffer();
      const result = await worker.recognize(grey, {}, { blocks: true, text: false });
      const paragraphs = (result.data.blocks ?? []).flatMap((block) => block.paragraphs.map((p) => p.lines));
      words += engine.pageFromLines(paragraphs, 1, 1).words.length;
    }
    seconds = Number(process.hrtime.bigint() - started) / 1e9;
    await worker.terminate();
  } else {
    const pool = engine.recogniserPool(workers);
    // The first page starts the pool: timed apart, on a blank page.
    let started = process.hrtime.bigint();
    const sharp = cmsRequire('sharp') as typeof import('../cms/node_modules/sharp').default;
    await pool.recognise(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
    startSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    started = process.hrtime.bigint();
    const pages = await Promise.all(images.map((image) => pool.recognise(image)));
    seconds = Number(process.hrtime.bigint() - started) / 1e9;
    words = pages.reduce((sum, page) => sum + page.words.length, 0);
    await pool.terminate();
  }
  const result: ChildResult = { pages: images.length, words, startSeconds, seconds, peakMb: peakMb() };
  console.log(JSON.stringify(result));
}

function inChild(mode: string, workers: number, files: string[]): ChildResult {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, __filename, '--child', mode, String(workers), ...files],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(output.trim().split('\n').pop() as string) as ChildResult;
}

export async function benchOcr(): Promise<BenchRow[]> {
  const { ImageFactory } = await import('../cms/src/seed/images');
  const { demoPage } = await import('../cms/src/seed/printing');
  const { SHARED_PAGES_ENTRY } = await import('../cms/src/seed/demo-library');
  const images = new ImageFactory();
  try {
    const files: string[] = [];
    for (const page of POOL_PAGES) files.push((await images.page(demoPage(SHARED_PAGES_ENTRY, 'scan', page))).filepath);
    const cores = os.availableParallelism();
    const one = inChild('pool', 1, files);
    const pool = inChild('pool', cores, files);
    const grey = inChild('grey', 1, files);
    const perPage = (result: ChildResult) => result.seconds / result.pages;
    const pages = `${files.length} pool pages 1754 × 2480 px`;
    return [
      {
        benchmark: `ocr: seconds per page, ${pages}, pool of ${cores} (one per core)`,
        measured: `${perPage(pool).toFixed(2)} s/page (${pool.words} words; pool start ${pool.startSeconds.toFixed(1)} s)`,
        baseline: `${perPage(one).toFixed(2)} s/page with 1 recogniser (OCR_WORKERS default here: ${Math.max(1, cores - 1)})`,
        ratio: `${(perPage(pool) / perPage(one)).toFixed(2)}× the time`,
        target: 'off the request path (a background job)',
      },
      {
        benchmark: `ocr: seconds per page, ${pages}, as the CMS gives them (the stored JPEG)`,
        measured: `${perPage(one).toFixed(2)} s/page (${one.words} words)`,
        baseline: `${perPage(grey).toFixed(2)} s/page as greyscale PNG copies (${grey.words} words)`,
        ratio: `${(perPage(one) / perPage(grey)).toFixed(2)}× the time`,
        target: 'no slower than the copy',
      },
      {
        benchmark: `ocr: peak memory, ${pages}`,
        measured: `${pool.peakMb.toFixed(0)} MB with ${cores} recognisers`,
        baseline: `${one.peakMb.toFixed(0)} MB with 1`,
        ratio: `${(pool.peakMb / one.peakMb).toFixed(2)}×`,
        target: 'about 100 MB a recogniser (OCR_WORKERS)',
      },
    ];
  } finally {
    images.dispose();
  }
}

if (process.argv[2] === '--child') {
  const [, , , mode, workers, ...files] = process.argv;
  child(mode, Number(workers), files).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (require.main === module) {
  printAlone(benchOcr);
}
