import { apiError } from '@folio/core';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { refusalLog } from '../lib/refusal-log';

const BUSY_MESSAGE = 'Too many requests, please try again later.';

/**
 * Every content-API request passes here first (see config/middlewares.ts): shed while the CMS's event
 * loop is saturated, refuse a client over its budget, otherwise serve it. A refusal is a 429 with
 * Retry-After, cheap to produce, so the CMS keeps answering under any load; the site's busy check
 * (/api/rate-limit) gets the same answer as any request sent at that moment.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const traffic = strapi.plugin('traffic').service('traffic');
  const refused = refusalLog(strapi);
  let shedding = false;

  // Strapi's own error shape, as its RateLimitError would produce. The gate runs before Strapi's
  // security middleware, so the one header of it that matters on a JSON refusal is set here.
  const refuse = (ctx: Context, reason: string, retryAfterSeconds: number) => {
    ctx.set('Retry-After', String(retryAfterSeconds));
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    // The client's next request waits its turn in the listen queue, in arrival order, instead of its
    // kept connection being read on every turn of the loop ahead of connections not yet accepted. Not
    // while a body may still be arriving: closing then resets the connection before the refusal is read.
    if (!ctx.get('Transfer-Encoding') && !Number(ctx.get('Content-Length'))) ctx.set('Connection', 'close');
    ctx.status = 429;
    ctx.body = apiError(429, 'RateLimitError', BUSY_MESSAGE, { reason });
  };

  // One log line when shedding starts and one when it stops, not one per refused request.
  const noteSaturation = (saturated: boolean) => {
    if (saturated === shedding) return;
    if (saturated) {
      strapi.log.warn(
        `[rate-limit] saturated: shedding API requests; event-loop delay ${traffic.eventLoopDelayMs()} ms`,
      );
    } else {
      strapi.log.info('[rate-limit] no longer saturated: serving API requests again');
    }
    shedding = saturated;
  };

  return async (ctx: Context, next: Next) => {
    const kind = traffic.classify(ctx.method, ctx.path);
    if (!kind) return next();

    const saturated = traffic.saturated();
    noteSaturation(saturated);
    if (saturated) return refuse(ctx, 'event-loop-delay', traffic.settings.saturatedRetryAfterSeconds);

    const verdict = await traffic.consume(kind, ctx.request.ip);
    if (!verdict.admitted) {
      // The gate runs before the request log: its refusals are noted here, in the same per-client window.
      refused(ctx.request.ip, `${ctx.method} ${ctx.url} 429 (${verdict.reason})`);
      return refuse(ctx, verdict.reason, verdict.retryAfterSeconds);
    }
    return next();
  };
};
