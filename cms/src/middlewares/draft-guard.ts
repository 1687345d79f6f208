import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';

/** Query parameters through which Strapi 5's content API reaches draft versions. */
const DRAFT_SELECTORS = ['publicationFilter', 'hasPublishedVersion'] as const;

/**
 * Why a content-API query would reach drafts, or null when it only asks for published content.
 * Strapi 5 treats any `status` other than 'published' as "draft" (strapi/strapi#25326, #21388), so only
 * the exact string 'published' is accepted; arrays, other cases and empty values are refused.
 */
export function draftQueryProblem(query: Record<string, unknown>): { param: string; message: string } | null {
  const has = (key: string) => Object.prototype.hasOwnProperty.call(query, key);
  if (has('status') && query.status !== 'published') {
    return { param: 'status', message: "Only published content is public: 'status' may only be 'published'." };
  }
  const selector = DRAFT_SELECTORS.find(has);
  if (selector) {
    return { param: selector, message: `Only published content is public: '${selector}' is not allowed.` };
  }
  return null;
}

/** The bearer token of a request, as Strapi's API-token strategy reads it. */
const bearerToken = (ctx: Context): string | null => {
  const parts = (ctx.get('authorization') || '').trim().split(/\s+/);
  return parts.length === 2 && parts[0].toLowerCase() === 'bearer' ? parts[1] : null;
};

interface ContentApiTokens {
  hash(accessKey: string): string;
  getByAccessKey(hash: string): Promise<{ kind?: string | null; expiresAt?: string | null } | null | undefined>;
}

/**
 * Refuses, with a 400, content-API requests that ask for drafts unless they carry a valid content-API
 * token (a trusted integration; Strapi still checks its scopes afterwards). Global middlewares run
 * before route authentication, so the token is looked up here the way Strapi's own strategy does.
 * The site's draft preview does not use these parameters: it goes through /api/catalog/preview with a
 * signed preview link's parameters.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = `${strapi.config.get<string>('api.rest.prefix', '/api')}/`;

  const hasValidApiToken = async (ctx: Context): Promise<boolean> => {
    const token = bearerToken(ctx);
    if (!token) return false;
    const tokens = strapi.service('admin::api-token-content-api') as unknown as ContentApiTokens;
    const apiToken = await tokens.getByAccessKey(tokens.hash(token));
    if (!apiToken || (apiToken.kind != null && apiToken.kind !== 'content-api')) return false;
    return apiToken.expiresAt == null || new Date(apiToken.expiresAt) > new Date();
  };

  return async (ctx: Context, next: Next) => {
    // Strapi's router takes any case of a path ("/API/articles/"), so this guard does too.
    if (!ctx.path.toLowerCase().startsWith(prefix.toLowerCase())) return next();
    const problem = draftQueryProblem(ctx.query as Record<string, unknown>);
    if (problem && !(await hasValidApiToken(ctx))) {
      // Thrown, so strapi::errors answers in Strapi's usual error shape; nothing further runs.
      throw new errors.ValidationError(problem.message, { param: problem.param });
    }
    return next();
  };
};
