import type { Core } from '@strapi/strapi';
import coBody from 'co-body';
import type { Context, Next } from 'koa';
import { bodyRefusal, bodyShapeRefusal, reachesRouteReadingOwnBody, refuse } from './request-bodies';

/** The methods koa-body parses by default (its `parsedMethods`); Strapi does not change them. */
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

const JSON_TYPES = [
  'application/json',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/csp-report',
  'application/reports+json',
];

interface BodyConfig {
  jsonLimit?: string | number;
  formLimit?: string | number;
  jsonStrict?: boolean;
  encoding?: string;
  queryString?: coBody.Options['queryString'];
}

export type MiddlewareFactory = (config: unknown, context: { strapi: Core.Strapi }) => Core.MiddlewareHandler;

const hasBody = (ctx: Context) =>
  ctx.request.length === undefined ? ctx.get('transfer-encoding') !== '' : ctx.request.length > 0;

/**
 * Multipart is refused before a byte is written to disk, and an unreadable body is a 4xx, never a 500
 * (docs/decisions/014-body-parsing-only-with-body.md, 100-hostile-input.md); co-body is called directly so its errors
 * reach bodyRefusal as they are.
 */
export const readRequestBodies: MiddlewareFactory = (config, { strapi }) => {
  const {
    jsonLimit = '1mb',
    formLimit = '56kb',
    jsonStrict = true,
    encoding = 'utf-8',
    queryString,
  } = (config ?? {}) as BodyConfig;
  return async (ctx: Context, next: Next) => {
    const request = ctx.request as { body?: unknown };
    if (!METHODS_WITH_BODY.has(ctx.method) || reachesRouteReadingOwnBody(strapi, ctx)) {
      request.body = {};
      return next();
    }
    const isJson = Boolean(ctx.is(JSON_TYPES));
    if (!isJson && !ctx.is('urlencoded')) {
      if (hasBody(ctx)) {
        return refuse(ctx, { status: 415, message: 'Send the request body as JSON; this route takes no files' });
      }
      request.body = {};
      return next();
    }
    try {
      request.body = isJson
        ? await coBody.json(ctx, { limit: jsonLimit, strict: jsonStrict, encoding })
        : await coBody.form(ctx, { limit: formLimit, encoding, queryString });
    } catch (error) {
      const refusal = bodyRefusal(error);
      if (!refusal) throw error;
      return refuse(ctx, refusal);
    }
    // qs gives url-encoded bodies neither: it leaves out Object.prototype's keys and stops at 5 levels.
    const shapeRefusal = isJson ? bodyShapeRefusal(request.body) : null;
    if (shapeRefusal) return refuse(ctx, shapeRefusal);
    return next();
  };
};
