import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { holdConnectionAfter } from '../api/rate-limit/connection-hold';

const BUSY_MESSAGE = 'Too many requests, please try again later.';

/**
 * Every content-API request passes here first (see config/middlewares.ts): shed when the CMS is saturated,
 * refuse a client over its budget, otherwise count it in flight while it is served. A refusal is a
 * 429 with Retry-After, cheap to produce, so the CMS keeps answering under any load. A connection shed
 * for saturation is also held a moment (connection-hold.ts), so the CMS keeps accepting new ones.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const traffic = strapi.service('api::rate-limit.traffic');
  let shedding: string | null = null;

  // Strapi's own error shape, as its RateLimitError would produce. The gate runs before Strapi's
  // security middleware, so the one header of it that matters on a JSON refusal is set here.
  const refuse = (ctx: Context, reason: string, retryAfterSeconds: number) => {
    ctx.set('Retry-After', String(retryAfterSeconds));
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.status = 429;
    ctx.body = {
      data: null,
      error: { status: 429, name: 'RateLimitError', message: BUSY_MESSAGE, details: { reason } },
    };
  };

  // One log line when shedding starts and one when it stops, not one per refused request.
  const noteSaturation = (saturation: string | null) => {
    if (saturation === shedding) return;
    const { inFlight, acceptQueue, eventLoopDelayMs } = traffic.loadFigures();
    if (saturation) {
      strapi.log.warn(
        `[rate-limit] saturated (${saturation}): shedding API requests; in flight ${inFlight}, waiting to be accepted ${acceptQueue}, event-loop delay ${eventLoopDelayMs} ms`,
      );
    } else {
      strapi.log.info('[rate-limit] no longer saturated: serving API requests again');
    }
    shedding = saturation;
  };

  return async (ctx: Context, next: Next) => {
    const kind = traffic.classify(ctx.method, ctx.path);
    if (!kind) return next();

    const saturation = traffic.saturation();
    noteSaturation(saturation);
    if (saturation) {
      traffic.noteShed(saturation);
      holdConnectionAfter(ctx.res, traffic.settings.saturatedHoldMs);
      return refuse(ctx, saturation, traffic.settings.saturatedRetryAfterSeconds);
    }
    // The shell's busy check also answers for the last moment: see RECENT_SHED_MS in load-monitor.ts.
    const recentlyShed = kind === 'check' ? traffic.recentlyShed() : null;
    if (recentlyShed) return refuse(ctx, recentlyShed, traffic.settings.saturatedRetryAfterSeconds);

    const leave = traffic.enter();
    try {
      const verdict = await traffic.consume(kind, ctx.request.ip);
      if (!verdict.admitted) return refuse(ctx, verdict.reason, verdict.retryAfterSeconds);
      await next();
    } finally {
      leave();
    }
  };
};
