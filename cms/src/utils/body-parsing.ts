import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/** The methods koa-body parses by default (its `parsedMethods`); Strapi does not change them. */
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

export type MiddlewareFactory = (config: unknown, context: { strapi: Core.Strapi }) => Core.MiddlewareHandler;

/**
 * Strapi's body middleware (`strapi::body`) for the requests that carry a body, and for the others the
 * empty body it would give them, directly: Strapi's middleware builds koa-body's parser on every request,
 * a real cost on GET requests, which have no body to read (docs/decisions/014-body-parsing-only-with-body.md).
 * Registered over `strapi::body` in src/index.ts (Strapi requires that name in the middleware list).
 */
export const parseOnlyRequestsWithBody =
  (strapiBody: MiddlewareFactory): MiddlewareFactory =>
  (config, context) => {
    const parse = strapiBody(config, context);
    return (ctx: Context, next: Next) => {
      if (METHODS_WITH_BODY.has(ctx.method)) return parse(ctx, next);
      (ctx.request as { body?: unknown }).body = {};
      return next();
    };
  };
