import type { Context } from 'koa';

export default {
  /**
   * Reaching this handler means the traffic gate (src/middlewares/traffic-gate) admitted the request:
   * the CMS is not saturated and the client is within its budget. Otherwise the gate already answered 429.
   */
  check(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  },
};
