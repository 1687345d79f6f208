import coBody from 'co-body';
import type { Context, Next } from 'koa';
import { bodyRefusal, readsOwnBody, refuse } from '../../../../lib/request-bodies';

/**
 * A route middleware, so every path spelling Strapi routes here meets it; requiring Content-Length refuses an
 * oversized body before a byte is buffered (browsers always send it for these small posts, and never compress them).
 */
export function contactBodyGuard({ maxBytes }: { maxBytes: number }) {
  return readsOwnBody(async (ctx: Context, next: Next) => {
    if (!ctx.is('application/json')) {
      return refuse(ctx, { status: 415, message: 'Send the request body as JSON' });
    }
    const length = ctx.request.length;
    if (length === undefined) return refuse(ctx, { status: 411, message: 'A Content-Length header is required' });
    if (length > maxBytes) {
      return refuse(ctx, { status: 413, message: `The request body may not exceed ${maxBytes} bytes` });
    }
    const encoding = ctx.get('content-encoding');
    if (encoding !== '' && encoding.toLowerCase() !== 'identity') {
      return refuse(ctx, { status: 415, message: `Send the request body uncompressed, not as ${encoding}` });
    }
    try {
      (ctx.request as { body?: unknown }).body = await coBody.json(ctx, { limit: maxBytes, strict: true });
    } catch (error) {
      const refusal = bodyRefusal(error);
      if (!refusal) throw error;
      return refuse(ctx, refusal);
    }
    return next();
  });
}
