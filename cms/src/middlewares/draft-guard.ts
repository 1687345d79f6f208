import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';

/** Query parameters through which Strapi 5's content API reaches draft versions. */
const DRAFT_SELECTORS = ['publicationFilter', 'hasPublishedVersion'] as const;

/** Strapi 5 treats any `status` but the exact string 'published' as "draft" (strapi/strapi#25326, #21388). */
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

const bearerToken = (ctx: Context): string | null => {
  const parts = (ctx.get('authorization') || '').trim().split(/\s+/);
  return parts.length === 2 && parts[0].toLowerCase() === 'bearer' ? parts[1] : null;
};

interface ContentApiTokens {
  hash(accessKey: string): string;
  getByAccessKey(hash: string): Promise<{ kind?: string | null; expiresAt?: string | null } | null | undefined>;
}

/** Global middlewares run before route authentication, so the token is looked up here as Strapi's strategy does. */
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
