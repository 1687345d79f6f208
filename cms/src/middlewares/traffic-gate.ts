import { apiError } from '@folio/core';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { refusalLog } from '../lib/refusal-log';

const BUSY_MESSAGE = 'Too many requests, please try again later.';

/** A refusal is cheap to produce, so the CMS keeps answering under any load. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const traffic = strapi.plugin('traffic').service('traffic');
  const refused = refusalLog(strapi);
  let shedding = false;

  // The gate runs before Strapi's security middleware, so nosniff is set here.
  const refuse = (ctx: Context, reason: string, retryAfterSeconds: number) => {
    ctx.set('Retry-After', String(retryAfterSeconds));
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    // A kept connection would jump the listen queue; not while a body arrives, or the reset hides the refusal.
    if (!ctx.get('Transfer-Encoding') && !Number(ctx.get('Content-Length'))) ctx.set('Connection', 'close');
    ctx.status = 429;
    ctx.body = apiError(429, 'RateLimitError', BUSY_MESSAGE, { reason });
  };

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
