import type { Core } from '@strapi/strapi';
import coBody from 'co-body';
import type { Context, Next } from 'koa';
import { bodyRefusal, bodyShapeRefusal, reachesRouteReadingOwnBody, refuse } from './request-bodies';

/** The methods koa-body parses by default (its `parsedMethods`); Strapi does not change them. */
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** The JSON types koa-body (Strapi's parser) reads as JSON. */
const JSON_TYPES = [
  'application/json',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/csp-report',
  'application/reports+json',
];

/** The options of `strapi::body` in config/middlewares.ts that apply here, with koa-body's defaults. */
interface BodyConfig {
  jsonLimit?: string | number;
  formLimit?: string | number;
  jsonStrict?: boolean;
  encoding?: string;
  queryString?: coBody.Options['queryString'];
}

export type MiddlewareFactory = (config: unknown, context: { strapi: Core.Strapi }) => Core.MiddlewareHandler;

/** Whether a request says it carries a body: a length above zero, or chunks. */
const hasBody = (ctx: Context) =>
  ctx.request.length === undefined ? ctx.get('transfer-encoding') !== '' : ctx.request.length > 0;

/**
 * Strapi's body middleware (`strapi::body`), narrowed to what the CMS's routes take, with the parser under
 * Strapi's own (co-body, which koa-body calls), so that its errors reach bodyRefusal as they are:
 * - requests without a body get the empty body koa-body would give them, directly
 *   (docs/decisions/014-body-parsing-only-with-body.md);
 * - routes that read their own body after their guard (the contact form's JSON, the upload routes' files;
 *   see readsOwnBody) get theirs unread, whatever spelling of their path reached them;
 * - everywhere else JSON and url-encoded bodies are read within Strapi's limits, and anything else
 *   (multipart above all, which would be written to disk before any route was known) is refused with 415
 *   before a byte of it is read. A body that cannot be read, or that Strapi's validators would choke on
 *   (bodyShapeRefusal), is a 4xx in Strapi's error shape, never a 500 (docs/decisions/100-hostile-input.md).
 * Registered as `strapi::body` in src/index.ts (Strapi requires that name in the middleware list).
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
