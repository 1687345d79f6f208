/**
 * The built assets (hashed file names, so their content never changes) served from memory, each in
 * the best encoding the browser accepts among those compressed once at build time.
 *
 * Before, every request for a script read it from disk and compressed it again (brotli at quality 4,
 * compression's default). Compressed at build time at brotli's highest quality instead, the scripts are
 * smaller on the wire, and a page load costs the site server a lookup and a write per script.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';

/** The encodings written beside each compressible asset at build time, in the order they are preferred. */
const PRECOMPRESSED_ENCODINGS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/** Text formats gain from compression; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt']);

/** Below this a compressed copy saves less than its headers cost (compression's own threshold). */
const MIN_COMPRESSED_BYTES = 1024;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const isCompressedCopy = (file: string) => PRECOMPRESSED_ENCODINGS.some(({ extension }) => file.endsWith(extension));

/**
 * Build time: writes a brotli (quality 11) and a gzip (level 9) copy beside each compressible file of
 * `files` (paths relative to `dir`) of at least MIN_COMPRESSED_BYTES.
 */
export function precompressFiles(dir: string, files: string[]): void {
  for (const file of files) {
    if (!COMPRESSIBLE.has(path.extname(file)) || isCompressedCopy(file)) continue;
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

interface Representation {
  /** The Content-Encoding, or null for the file as it is. */
  encoding: string | null;
  body: Buffer;
  etag: string;
}

interface Asset {
  /** The file's extension, from which Express names its Content-Type (res.type). */
  extension: string;
  /** The compressed copies, in the order they are preferred. */
  compressed: Representation[];
  identity: Representation;
}

function representation(encoding: string | null, body: Buffer): Representation {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { encoding, body, etag: `"${hash}${encoding ? `-${encoding}` : ''}"` };
}

/** Every file of `dir` (a build's client assets) with the compressed copies found beside it. */
function readAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
  for (const file of files) {
    const full = path.join(dir, file);
    if (isCompressedCopy(file) || !fs.statSync(full).isFile()) continue;
    const compressed = PRECOMPRESSED_ENCODINGS.filter(({ extension }) => fs.existsSync(full + extension)).map(
      ({ encoding, extension }) => representation(encoding, fs.readFileSync(full + extension)),
    );
    assets.set(`/${file.split(path.sep).join('/')}`, {
      extension: path.extname(file),
      compressed,
      identity: representation(null, fs.readFileSync(full)),
    });
  }
  return assets;
}

/**
 * Serves the files of `dir` (read once, at start) under the path it is mounted on. A path that is
 * not one of them, or a method other than GET and HEAD, goes on to the next handler.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const assets = readAssets(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    const chosen =
      asset.compressed.find(({ encoding }) => req.acceptsEncodings(encoding as string) === encoding) ?? asset.identity;
    res.type(asset.extension);
    res.setHeader('Cache-Control', IMMUTABLE);
    if (asset.compressed.length) res.vary('Accept-Encoding');
    if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
    res.setHeader('ETag', chosen.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', chosen.body.length);
    res.status(200).end(req.method === 'HEAD' ? undefined : chosen.body);
  };
}
