// Compressed once at build time at the highest levels: smaller on the wire and no compression work while serving.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt']);

// Below this a compressed copy saves less than its headers cost (compression's own threshold).
const MIN_COMPRESSED_BYTES = 1024;

const ONE_YEAR_SECONDS = 31_536_000;

export function precompressFiles(dir: string, files: string[]): void {
  for (const file of files) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const source = path.join(dir, file);
    const body = fs.readFileSync(source);
    if (body.length < MIN_COMPRESSED_BYTES) continue;
    fs.writeFileSync(
      `${source}.br`,
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    fs.writeFileSync(`${source}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
  }
}

export function precompressedAssets(dir: string) {
  return sirv(dir, {
    brotli: true,
    gzip: true,
    etag: true,
    maxAge: ONE_YEAR_SECONDS,
    immutable: true,
    extensions: [],
  });
}
