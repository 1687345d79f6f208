/**
 * Tiles per second and peak memory making a 6,000 × 8,000 px page's pyramid, against re-encoding it once as one
 * full-size JPEG, what a zoom on the whole image costs instead. Run under `flock /tmp/folio-heavy.lock`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { printAlone, type BenchRow } from './lib/report';

type Sharp = (
  input?: string | object,
  options?: object,
) => {
  jpeg: (options: { quality: number }) => { toFile: (file: string) => Promise<{ width: number }> };
};
const cmsRequire = createRequire(path.resolve(__dirname, '..', 'cms', 'package.json'));
const sharp = cmsRequire('sharp') as Sharp;

const [WIDTH, HEIGHT] = [6000, 8000];
/** The bound tests/iiif-tiles.test.ts keeps for the same page. */
const MEMORY_BOUND_MB = 320;

interface ChildResult {
  tiles: number;
  seconds: number;
  maxRssMb: number;
}

async function child(mode: string, input: string, out: string): Promise<void> {
  const started = process.hrtime.bigint();
  let tiles = 0;
  if (mode === 'tiles') {
    const { makePyramid } = await import('../cms/src/plugins/iiif/server/tiles/pyramid');
    tiles = (await makePyramid(input, out)).tiles;
  } else {
    await sharp(input, { limitInputPixels: WIDTH * HEIGHT })
      .jpeg({ quality: 82 })
      .toFile(`${out}.jpg`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const result: ChildResult = { tiles, seconds, maxRssMb: process.resourceUsage().maxRSS / 1024 };
  console.log(JSON.stringify(result));
}

function inChild(mode: string, input: string, out: string): ChildResult {
  const output = execFileSync(process.execPath, [...process.execArgv, __filename, '--child', mode, input, out], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').pop() as string) as ChildResult;
}

export async function benchIiifTiles(): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-iiif-'));
  try {
    const input = path.join(dir, 'page.jpg');
    await sharp({
      create: { width: WIDTH, height: HEIGHT, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    })
      .jpeg({ quality: 85 })
      .toFile(input);
    const tiles = inChild('tiles', input, path.join(dir, 'pyramid'));
    const single = inChild('single', input, path.join(dir, 'single'));
    const perSecond = tiles.tiles / tiles.seconds;
    return [
      {
        benchmark: `iiif-tiles: tiles per second, ${WIDTH} × ${HEIGHT} px page (${tiles.tiles} tiles)`,
        measured: `${perSecond.toFixed(0)} tiles/s (${tiles.seconds.toFixed(2)} s)`,
        baseline: `${single.seconds.toFixed(2)} s for one full-size JPEG`,
        ratio: `${(tiles.seconds / single.seconds).toFixed(2)}× the time`,
        target: 'off the request path (a background job)',
      },
      {
        benchmark: `iiif-tiles: peak memory, ${WIDTH} × ${HEIGHT} px page`,
        measured: `${tiles.maxRssMb.toFixed(0)} MB`,
        baseline: `${single.maxRssMb.toFixed(0)} MB for one full-size JPEG`,
        ratio: `${(tiles.maxRssMb / single.maxRssMb).toFixed(2)}×`,
        target: `< ${MEMORY_BOUND_MB} MB (tests/iiif-tiles.test.ts)`,
      },
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  const [, , , mode, input, out] = process.argv;
  child(mode, input, out).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (require.main === module) {
  printAlone(benchIiifTiles);
}
