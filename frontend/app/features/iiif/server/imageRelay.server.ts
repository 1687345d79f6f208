/**
 * The site's IIIF Image API 3 service (level 2) under the site's origin, so manifests survive a storage move:
 * tiles the pyramid holds come from the CMS's store as they are; info.json and every other image are the CMS's
 * image service's (docs/decisions/200-iiif-image-level-2.md). Every segment is checked before it is relayed.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import express, { type Request, type RequestHandler, type Response } from 'express';
import {
  apiError,
  IIIF_IMAGE_CONTENT_TYPE,
  IIIF_IMAGE_HASH,
  IMMUTABLE_CACHE_CONTROL,
  iiifPaths,
  IiifRequestError,
  isIiifTileRequest,
  isVersionedImageId,
  parseImageParams,
} from '@folio/core';
import { sendShared } from '../../../lib/http/sharedPage.server';

const READ_METHODS = 'GET, HEAD, OPTIONS';
/** A versioned pyramid's tiles never change (kept for good); a bare hash is reused by a replaced image, so a day. */
const TILE_CACHE = 'public, max-age=86400';
const INFO_CACHE = 'public, max-age=86400';
/** Statuses a store answers for a file it does not have (S3 says 403 when listing is not allowed). */
const MISSING = new Set([403, 404, 410]);
const TILE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Viewers on other sites fetch manifests and tiles: /iiif/ answers are readable from any origin, nothing else is. */
export function iiifCors(): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith('/iiif/')) return next();
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', READ_METHODS);
      res.setHeader('Access-Control-Allow-Headers', 'Accept, Range, If-None-Match, If-Modified-Since');
      res.setHeader('Access-Control-Max-Age', '86400');
      res.status(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', READ_METHODS);
      res.status(405).json(apiError(405, 'MethodNotAllowedError', 'IIIF resources are read-only.'));
      return;
    }
    next();
  };
}

export interface IiifImageOptions {
  siteUrl: string;
  /** Where the pyramids are: `<store>/<hash>/info.json` (see iiifImageStore in env.server.ts). */
  store: string;
  /** The CMS's level-2 image service, `<cms>/api/iiif/image`: descriptions and every image not a stored tile. */
  service: string;
  /** The relay's limit on requests to the store (relayLimit.ts), shared with cmsProxy when the CMS is the store. */
  limit: RequestHandler;
  /** The relay's limit on requests to the CMS, the one cmsProxy has. */
  serviceLimit: RequestHandler;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const badRequest = (res: Response, message: string) => {
  res.setHeader('Cache-Control', 'no-store');
  res.status(400).json(apiError(400, 'ValidationError', message));
};

const notFound = (res: Response) => {
  // Tiles of a new upload appear once its pyramid is built: a miss is not remembered.
  res.setHeader('Cache-Control', 'no-store');
  res.status(404).json(apiError(404, 'NotFoundError', 'No such image or tile.'));
};

const busy = (res: Response, retryAfter: string | null) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Retry-After', retryAfter ?? '2');
  res.status(503).json(apiError(503, 'ServiceUnavailableError', 'Too many images are being made; try again shortly.'));
};

const unreachable = (res: Response, reason: string) => {
  console.error(`[site] IIIF image store: ${reason}`);
  res.setHeader('Cache-Control', 'no-store');
  res.status(502).json(apiError(502, 'BadGatewayError', 'The image store is unreachable.'));
};

export function iiifImage({
  siteUrl,
  store,
  service,
  limit,
  serviceLimit,
  timeoutMs = 15_000,
  fetch = globalThis.fetch,
}: IiifImageOptions) {
  const router = express.Router({ caseSensitive: true, strict: true });
  const siteService = iiifPaths.imageService(siteUrl, '');

  function from(base: string, req: Request, segments: string[]): Promise<globalThis.Response> {
    const url = `${base}/${segments.map(encodeURIComponent).join('/')}`;
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    return fetch(url, {
      // The CMS limits each visitor by address, as for the rest of the relay (see cmsProxy.ts).
      headers: { 'X-Forwarded-For': forwardedFor },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  }

  /** The CMS names its own address in Link headers; the site's takes its place. */
  const siteLinks = (links: string | null) => links?.split(`<${service}/`).join(`<${siteService}`) ?? null;

  const validHash = (hash: string) => IIIF_IMAGE_HASH.test(hash);
  /** A named segment of the path (an empty string, which no check admits, for anything but one segment). */
  const segment = (req: Request, name: string) => {
    const value: unknown = req.params[name];
    return typeof value === 'string' ? value : '';
  };
  const imageSegments = (req: Request) =>
    ['hash', 'region', 'size', 'rotation', 'file'].map((name) => segment(req, name));
  /** Only a plain JPEG of the pyramid's shape can be a stored tile; anything else goes to the CMS straight away. */
  const mayBeStored = ([, region, size, rotation, file]: string[]) =>
    file === 'default.jpg' && isIiifTileRequest(region, size, rotation, file);

  // Image API 3, section 2.2. An identifier that is not one of ours names no image: a 404, as the spec's validator expects.
  router.get('/iiif/image/:hash', (req, res) => {
    const hash = segment(req, 'hash');
    if (!validHash(hash)) return notFound(res);
    res.redirect(303, `${iiifPaths.imageService('', hash)}/info.json`);
  });

  router.get('/iiif/image/:hash/info.json', serviceLimit, async (req, res) => {
    const hash = segment(req, 'hash');
    if (!validHash(hash)) return notFound(res);
    try {
      const answer = await from(service, req, [hash, 'info.json']);
      if (answer.status === 404) return notFound(res);
      if (!answer.ok) return unreachable(res, `info.json of ${hash}: HTTP ${answer.status}`);
      const info: unknown = await answer.json();
      if (!info || typeof info !== 'object' || Array.isArray(info))
        return unreachable(res, `info.json of ${hash} is not a JSON object`);
      const described = JSON.stringify({
        ...(info as Record<string, unknown>),
        id: iiifPaths.imageService(siteUrl, hash),
      });
      const links = siteLinks(answer.headers.get('link'));
      if (links) res.setHeader('Link', links);
      // Revalidated after its day: a viewer or cache holding the same description gets a 304.
      sendShared(req, res, { body: described, contentType: IIIF_IMAGE_CONTENT_TYPE, cacheControl: INFO_CACHE });
    } catch (error) {
      unreachable(res, `info.json of ${hash}: ${(error as Error).message}`);
    }
  });

  const image: RequestHandler = async (req, res) => {
    const segments = imageSegments(req);
    const [hash, region, size, rotation, file] = segments;
    if (!validHash(hash)) return notFound(res);
    try {
      parseImageParams(region, size, rotation, file);
    } catch (error) {
      if (error instanceof IiifRequestError) return badRequest(res, error.message);
      throw error;
    }
    try {
      let answer: globalThis.Response | null = null;
      if (mayBeStored(segments)) {
        const stored = await from(store, req, segments);
        if (MISSING.has(stored.status)) await stored.body?.cancel();
        else answer = stored;
      }
      // Not a tile the pyramid holds (or no pyramid at all): the CMS makes it, or says why not.
      answer ??= await from(service, req, segments);
      if (MISSING.has(answer.status)) {
        await answer.body?.cancel();
        return notFound(res);
      }
      if (answer.status === 400) {
        const refusal = (await answer.json().catch(() => null)) as { error?: { message?: string } } | null;
        return badRequest(res, refusal?.error?.message ?? 'Not a request this image service can answer.');
      }
      if (answer.status === 503) {
        await answer.body?.cancel();
        return busy(res, answer.headers.get('retry-after'));
      }
      if (!answer.ok || !answer.body) return unreachable(res, `image of ${hash}: HTTP ${answer.status}`);
      res.setHeader('Content-Type', TILE_TYPES[file.split('.')[1]]);
      // A query, which the service ignores, would make copies of its own if kept for good.
      const forGood = isVersionedImageId(hash) && !req.originalUrl.includes('?');
      res.setHeader('Cache-Control', forGood ? IMMUTABLE_CACHE_CONTROL : TILE_CACHE);
      for (const header of ['content-length', 'etag', 'last-modified']) {
        const value = answer.headers.get(header);
        if (value) res.setHeader(header, value);
      }
      const links = siteLinks(answer.headers.get('link'));
      if (links) res.setHeader('Link', links);
      if (req.method === 'HEAD') {
        await answer.body.cancel();
        res.end();
        return;
      }
      // A store failing mid-tile leaves a cut answer, never a whole-looking 200; a visitor leaving frees the store.
      await pipeline(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>), res).catch(() => res.destroy());
    } catch (error) {
      unreachable(res, `image of ${hash}: ${(error as Error).message}`);
    }
  };

  router.get(
    '/iiif/image/:hash/:region/:size/:rotation/:file',
    (req, res, next) => (mayBeStored(imageSegments(req)) ? limit : serviceLimit)(req, res, next),
    image,
  );

  // Any other path under the image service (a hostile one included) is refused here, never relayed: it names no
  // image (an unescaped slash in an identifier, say), a 404 as the spec's validator expects.
  router.all('/iiif/image/{*rest}', (_req, res) => notFound(res));
  return router;
}
