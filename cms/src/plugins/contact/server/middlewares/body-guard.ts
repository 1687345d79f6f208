import type { Context, Next } from 'koa';

/**
 * Runs before Strapi's body parser (which allows 1 MB) on the contact POST routes: only JSON, with a
 * declared length within the limit, is read at all. Requiring Content-Length means an oversized body is
 * refused before a byte of it is buffered; browsers always send it for these small posts.
 */
export function contactBodyGuard({ paths, maxBytes }: { paths: ReadonlySet<string>; maxBytes: number }) {
  const refuse = (ctx: Context, status: number, name: string, message: string) => {
    ctx.status = status;
    ctx.body = { data: null, error: { status, name, message, details: {} } };
  };

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'POST' || !paths.has(ctx.path)) return next();
    if (!ctx.is('application/json')) {
      return refuse(ctx, 415, 'UnsupportedMediaTypeError', 'Send the request body as JSON');
    }
    const length = ctx.request.length;
    if (length === undefined) return refuse(ctx, 411, 'LengthRequiredError', 'A Content-Length header is required');
    if (length > maxBytes) {
      return refuse(ctx, 413, 'PayloadTooLargeError', `The request body may not exceed ${maxBytes} bytes`);
    }
    return next();
  };
}
