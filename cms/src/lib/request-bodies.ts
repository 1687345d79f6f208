import { STATUS_CODES } from 'node:http';
import { apiError } from '@folio/core';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/** See docs/decisions/100-hostile-input.md. */

type RouteMiddleware = (ctx: Context, next: Next) => unknown;

const READS_OWN_BODY = Symbol.for('folio.readsOwnBody');

/** So the body is read only after the route's authentication and policies. */
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

const withPrefix = (prefix: string | undefined, path: string) => {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
};

/** Strapi's types leave @koa/router's layers untyped. */
interface RouterLayer {
  path: string;
  methods: string[];
}

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

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

/** Throws for a route the router does not have, so one registered elsewhere stops the start instead of being read. */
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

export function routesReadingOwnBody(strapi: Core.Strapi): Set<string> {
  let routes = routesByStrapi.get(strapi);
  if (!routes) {
    routes = findRoutesReadingOwnBody(strapi);
    routesByStrapi.set(strapi, routes);
  }
  return routes;
}

/** The router's own match decides, so every spelling of the path that reaches the route is judged as it is. */
export function reachesRouteReadingOwnBody(strapi: Core.Strapi, ctx: Context): boolean {
  const routes = routesReadingOwnBody(strapi);
  const layers = strapi.server.router.match(ctx.path, ctx.method).pathAndMethod as RouterLayer[];
  const route = layers.find((layer) => layer.methods.length > 0);
  return route !== undefined && routes.has(routeKey(ctx.method, route.path));
}

/** Deeper than any body the admin or the site sends; Strapi's validators recurse into what they report. */
export const MAX_BODY_DEPTH = 100;

/**
 * yup calls an Object.prototype member a key names (a 500), and JSON.stringify of a deep invalid value runs out of
 * stack; walked without recursion for the same reason.
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

/** Without `instanceof Error`: Node's own modules' errors are not instances of a test sandbox's Error. */
const errorFields = (error: unknown): ParseError | null =>
  typeof error === 'object' && error !== null && typeof (error as ParseError).message === 'string'
    ? (error as ParseError)
    : null;

/** An error of the server's own while reading a body (a disk that cannot be written), not of the input. */
export const isServerFault = (error: unknown): boolean => {
  const fields = errorFields(error);
  return fields === null || Boolean(fields.syscall);
};

/** Null for an error without a client status, which may be the server's own. */
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
