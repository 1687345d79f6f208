import { STATUS_CODES } from 'node:http';
import { apiError } from '@folio/core';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/**
 * What the CMS's body readers share: the mark of a route middleware that reads its route's body itself,
 * the routes so marked, and how a body that cannot be read is refused
 * (docs/decisions/100-hostile-input.md).
 */

type RouteMiddleware = (ctx: Context, next: Next) => unknown;

const READS_OWN_BODY = Symbol.for('folio.readsOwnBody');

/**
 * Marks a route middleware that reads the request body itself, after the route's authentication and
 * policies: Strapi's body parser (body-parsing.ts) leaves the body of every route that lists one unread.
 */
export function readsOwnBody<Middleware extends RouteMiddleware>(middleware: Middleware): Middleware {
  return Object.assign(middleware, { [READS_OWN_BODY]: true });
}

const isMarked = (middleware: unknown) =>
  typeof middleware === 'function' && (middleware as unknown as Record<symbol, unknown>)[READS_OWN_BODY] === true;

interface RouteDefinition {
  method: string;
  path: string;
  config?: { prefix?: string; middlewares?: unknown[] };
}

interface RouterDefinition {
  type?: string;
  prefix?: string;
  routes?: RouteDefinition[];
}

/** A prefix as koa-router applies it: before the path, or in place of a bare "/". */
const withPrefix = (prefix: string | undefined, path: string) => {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
};

/** What the CMS reads of a koa-router layer (Strapi's types leave @koa/router's untyped). */
interface RouterLayer {
  path: string;
  methods: string[];
}

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The routers of the plugins and APIs, as Strapi registered them (function-like ones already instantiated). */
function registeredRouters(strapi: Core.Strapi): RouterDefinition[] {
  const routers: RouterDefinition[] = [];
  for (const [name, plugin] of Object.entries(strapi.plugins)) {
    const routes = plugin.routes as unknown;
    if (Array.isArray(routes)) routers.push({ type: 'admin', prefix: `/${name}`, routes });
    else routers.push(...(Object.values(routes ?? {}) as RouterDefinition[]));
  }
  for (const api of Object.values(strapi.apis))
    routers.push(...(Object.values(api.routes ?? {}) as RouterDefinition[]));
  return routers;
}

/**
 * The routes ("POST /api/upload") with a middleware marked by readsOwnBody, as the router knows their
 * paths: koa-router puts the router's prefix before a route's path (a route with its own `config.prefix`
 * sits on the API's router instead) and the API's prefix before both. Throws when the router has no such
 * route, so that a route Strapi would register elsewhere stops the start instead of having its body read.
 */
function findRoutesReadingOwnBody(strapi: Core.Strapi): Set<string> {
  const apiPrefix = strapi.config.get<string>('api.rest.prefix', '/api');
  const keys = new Set<string>();
  for (const router of registeredRouters(strapi)) {
    const type = router.type === 'content-api' ? 'content-api' : 'admin';
    const api = type === 'content-api' ? strapi.server.api('content-api') : strapi.server.api('admin');
    const layers = api.listRoutes() as RouterLayer[];
    const known = new Set(layers.flatMap((layer) => layer.methods.map((method) => routeKey(method, layer.path))));
    for (const route of router.routes ?? []) {
      if (!(route.config?.middlewares ?? []).some(isMarked)) continue;
      const ownPath = route.config?.prefix === undefined ? withPrefix(router.prefix, route.path) : route.path;
      const key = routeKey(route.method, withPrefix(type === 'content-api' ? apiPrefix : '', ownPath));
      if (!known.has(key)) throw new Error(`A route that reads its own body is not where expected: ${key}`);
      keys.add(key);
    }
  }
  return keys;
}

const routesByStrapi = new WeakMap<Core.Strapi, Set<string>>();

/** The routes that read their own body; found once routes are registered (src/index.ts asks at bootstrap). */
export function routesReadingOwnBody(strapi: Core.Strapi): Set<string> {
  let routes = routesByStrapi.get(strapi);
  if (!routes) {
    routes = findRoutesReadingOwnBody(strapi);
    routesByStrapi.set(strapi, routes);
  }
  return routes;
}

/**
 * Whether the route this request reaches reads its own body. The router's own match decides, so every
 * spelling of the path that reaches the route (other case, trailing slash) is judged as the route is.
 */
export function reachesRouteReadingOwnBody(strapi: Core.Strapi, ctx: Context): boolean {
  const routes = routesReadingOwnBody(strapi);
  const layers = strapi.server.router.match(ctx.path, ctx.method).pathAndMethod as RouterLayer[];
  const route = layers.find((layer) => layer.methods.length > 0);
  return route !== undefined && routes.has(routeKey(ctx.method, route.path));
}

/** Deeper than any body the admin or the site sends; Strapi's validators recurse into what they report. */
export const MAX_BODY_DEPTH = 100;

/**
 * Why a parsed JSON body is refused before any route sees it, or null:
 * - a key that names a property of Object.prototype (`constructor`, `toString`, `__proto__`...): yup's
 *   object schemas, which Strapi's own validators are, look such a key up among their fields, find the
 *   prototype's member and call it, a 500 instead of a 400;
 * - nesting deeper than MAX_BODY_DEPTH: Strapi's validators print an invalid value with JSON.stringify,
 *   which runs out of stack on a deep one.
 * Walked without recursion, as a body may nest as deep as its size allows.
 */
export function bodyShapeRefusal(value: unknown, what = 'request body'): Refusal | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= MAX_BODY_DEPTH) {
      return { status: 400, message: `The ${what} may not nest deeper than ${MAX_BODY_DEPTH} levels` };
    }
    for (const [key, child] of Object.entries(item)) {
      if (!Array.isArray(item) && Object.prototype.hasOwnProperty.call(Object.prototype, key)) {
        return { status: 400, message: `The ${what} may not use "${key}" as a key` };
      }
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

export type RefusalStatus = 400 | 411 | 413 | 415;

export interface Refusal {
  status: RefusalStatus;
  message: string;
}

/** Answers with a refusal in Strapi's error shape (the name as Strapi's errors middleware gives it). */
export function refuse(ctx: Context, { status, message }: Refusal): void {
  const name = `${(STATUS_CODES[status] ?? 'Bad Request').replace(/\W/g, '')}Error`;
  ctx.status = status;
  ctx.body = apiError(status, name, message);
}

interface ParseError extends Error {
  status?: number;
  statusCode?: number;
  httpCode?: number;
  code?: string | number;
  errno?: number;
  limit?: number;
  syscall?: string;
}

const REFUSAL_STATUSES: readonly number[] = [400, 411, 413, 415];

/**
 * The fields of a thrown value, read without `instanceof Error`: errors from Node's own modules (zlib,
 * sockets) are not instances of the Error a test's sandbox sees, and should be judged the same there.
 */
const errorFields = (error: unknown): ParseError | null =>
  typeof error === 'object' && error !== null && typeof (error as ParseError).message === 'string'
    ? (error as ParseError)
    : null;

/** An error of the server's own while reading a body (a disk that cannot be written), not of the input. */
export const isServerFault = (error: unknown): boolean => {
  const fields = errorFields(error);
  return fields === null || Boolean(fields.syscall);
};

/**
 * The refusal for an error from reading a request body (raw-body, inflation, zlib, the JSON parser,
 * formidable), or null for an error without a client status, which may be the server's own.
 */
export function bodyRefusal(error: unknown, what = 'request body'): Refusal | null {
  const fields = errorFields(error);
  if (fields === null || isServerFault(error)) return null;
  const { status, statusCode, httpCode, code, errno, limit, message } = fields;
  // zlib's errors (Z_DATA_ERROR), and brotli's (ERR__ERROR_FORMAT_PADDING_2, with a negative errno).
  const badCompression =
    typeof code === 'string' && (code.startsWith('Z_') || (code.startsWith('ERR_') && typeof errno === 'number'));
  if (badCompression) {
    return { status: 400, message: `The ${what} is not valid for its Content-Encoding (${message})` };
  }
  const given = status ?? statusCode ?? httpCode;
  if (given === 413) {
    return { status: 413, message: typeof limit === 'number' ? `The ${what} may not exceed ${limit} bytes` : message };
  }
  if (given === undefined || given < 400 || given >= 500) return null;
  return {
    status: REFUSAL_STATUSES.includes(given) ? (given as RefusalStatus) : 400,
    message: `Invalid ${what}: ${message}`,
  };
}
