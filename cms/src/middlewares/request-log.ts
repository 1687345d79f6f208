import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { refusalLog } from '../lib/refusal-log';

/** Polled on a timer: at the `http` level they would bury every other line. */
const ROUTINE = new Set(['/api/catalog/version', '/_health']);

/** Refusals go to the refusal log, one line per client and window, rather than a line each. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const refused = refusalLog(strapi);
  return async (ctx: Context, next: Next) => {
    const start = Date.now();
    await next();
    const line = `${ctx.method} ${ctx.url} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`;
    if (ROUTINE.has(ctx.path)) strapi.log.debug(line);
    else if (ctx.status >= 400 && ctx.status < 500 && ctx.path.startsWith('/api/')) refused(ctx.request.ip, line);
    else strapi.log.http(line);
  };
};
