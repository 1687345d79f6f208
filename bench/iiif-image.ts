/**
 * The level-2 image service's derived images from a 6,000 × 8,000 px page (docs/decisions/200-iiif-image-level-2.md):
 * a 1,000 px crop, `full/max` and a thumbnail, twelve at once through the service's own gate, against the same
 * requests made from the page decoded whole. Time and peak memory, each in a process of its own.
 * Run under `flock /tmp/folio-heavy.lock`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseImageParams, resolveImageRequest, type IiifImageRequest } from '@folio/core';
import { printAlone, type BenchRow } from './lib/report';

type Sharp = (
  input?: string | Buffer | object,
  options?: object,
) => {
  jpeg: (options?: { quality: number }) => ReturnType<Sharp>;
  raw: () => ReturnType<Sharp>;
  extract: (box: object) => ReturnType<Sharp>;
  resize: (w: number, h: number, options?: object) => ReturnType<Sharp>;
  toFile: (file: string) => Promise<unknown>;
  toBuffer: (options?: {
    resolveWithObject: true;
  }) => Promise<{ data: Buffer; info: { width: number; height: number; channels: number } } & Buffer>;
};
const cmsRequire = createRequire(path.resolve(__dirname, '..', 'cms', 'package.json'));
const sharp = cmsRequire('sharp') as Sharp;

const [WIDTH, HEIGHT] = [6000, 8000];
const AT_ONCE = 12;
/** The service's defaults (cms/config/folio.ts). */
const LIMITS = { maxWidth: 8000, maxHeight: 8000, maxArea: 16_000_000 };
const REQUESTS: Record<string, string> = {
  crop: '2000,3000,1000,1000/max/0/default.jpg',
  'full/max': 'full/max/0/default.jpg',
  thumbnail: 'full/200,/0/default.jpg',
};

interface ChildResult {
  seconds: number;
  peakMb: number;
}

const resolved = (params: string): IiifImageRequest => {
  const [region, size, rotation, file] = params.split('/');
  return resolveImageRequest(parseImageParams(region, size, rotation, file), { width: WIDTH, height: HEIGHT }, LIMITS);
};

/** The page decoded whole, then cut and scaled: what a service without shrink-on-load does. */
async function decodedWhole(input: string, request: IiifImageRequest): Promise<Buffer> {
  const whole = await sharp(input, { limitInputPixels: WIDTH * HEIGHT })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { region } = request;
  return sharp(whole.data, { raw: whole.info })
    .extract({ left: region.x, top: region.y, width: region.w, height: region.h })
    .resize(request.width, request.height, { fit: 'fill' })
    .jpeg({ quality: 82 })
    .toBuffer() as unknown as Promise<Buffer>;
}

async function child(mode: string, name: string, input: string): Promise<void> {
  const { renderImage } = await import('../cms/src/plugins/iiif/server/images/render');
  const { workGate } = await import('../cms/src/plugins/iiif/server/images/bounds');
  const request = resolved(REQUESTS[name]);
  const gate = workGate(Math.max(1, os.availableParallelism() - 1), 32);
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) =>
      gate.run(String(i), () =>
        mode === 'service'
          ? renderImage(input, { width: WIDTH, height: HEIGHT }, request)
          : decodedWhole(input, request),
      ),
    ),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  // VmHWM: this process's own peak, not the parent's pages shared before exec.
  const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]);
  console.log(JSON.stringify({ seconds, peakMb: peakKb / 1024 } satisfies ChildResult));
}

function inChild(mode: string, name: string, input: string): ChildResult {
  const output = execFileSync(process.execPath, [...process.execArgv, __filename, '--child', mode, name, input], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').pop() as string) as ChildResult;
}

export async function benchIiifImage(): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-iiif-image-'));
  try {
    const input = path.join(dir, 'page.jpg');
    await sharp({
      create: { width: WIDTH, height: HEIGHT, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    })
      .jpeg({ quality: 85 })
      .toFile(input);
    const rows: BenchRow[] = [];
    for (const name of Object.keys(REQUESTS)) {
      const { width, height } = resolved(REQUESTS[name]);
      const service = inChild('service', name, input);
      const whole = inChild('whole', name, input);
      const label = `iiif-image: ${name} (${REQUESTS[name]} → ${width} × ${height}) of a ${WIDTH} × ${HEIGHT} px page, ${AT_ONCE} at once`;
      rows.push(
        {
          benchmark: `${label}, time`,
          measured: `${service.seconds.toFixed(2)} s (${((service.seconds / AT_ONCE) * 1000).toFixed(0)} ms each)`,
          baseline: `${whole.seconds.toFixed(2)} s decoded whole`,
          ratio: `${(service.seconds / whole.seconds).toFixed(2)}×`,
          target: '≤ 1× (shrink-on-load never slower)',
        },
        {
          benchmark: `${label}, peak memory`,
          measured: `${service.peakMb.toFixed(0)} MB`,
          baseline: `${whole.peakMb.toFixed(0)} MB decoded whole`,
          ratio: `${(service.peakMb / whole.peakMb).toFixed(2)}×`,
          target: '< 320 MB (as a pyramid build, tests/iiif-tiles.test.ts)',
        },
      );
    }
    return rows;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  const [, , , mode, name, input] = process.argv;
  child(mode, name, input).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (require.main === module) {
  printAlone(benchIiifImage);
}
