import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/** As the catalog's endpoints: shared caches keep an answer and check it is current before reusing it. */
export const REVALIDATED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Answers `{ data }` with a content-hash ETag; a client holding the same answer gets a 304. */
export function respondRevalidated(ctx: Context, data: unknown): void {
  const json = JSON.stringify({ data });
  ctx.set('ETag', `"${createHash('sha1').update(json).digest('base64url')}"`);
  ctx.set('Cache-Control', REVALIDATED_CACHE_CONTROL);
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  ctx.body = json;
}
