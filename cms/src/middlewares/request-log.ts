import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { refusalLog } from '../lib/refusal-log';

/**
 * Requests every site instance and health check makes on a timer: the site's content-version poll
 * (every 2 s) and Strapi's health route. At the `http` level they would bury every other line.
 */
const ROUTINE = new Set(['/api/catalog/version', '/_health']);

/**
 * Strapi's request log (`strapi::logger`'s line, "GET /api/scans (3 ms) 200", at the `http` level), in its
 * place in config/middlewares.ts, with two kinds of request an operator does not want a line each of: the
 * routine polls above go to `debug`, and refusals (a 4xx answer to the content API) to the refusal log, one
 * line per client and window (utils/refusal-log.ts).
 */
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
