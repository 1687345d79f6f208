import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { iiifService } from '../services/access';
import { validateStatusQuery } from '../validators/status-query';

/** Admin endpoint of the tile pyramids; the route's policy has checked the admin session. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /iiif/status?ids=1,2,3: each file's tile status (queued, running, done, failed or none) and error. */
  async find(ctx: Context) {
    const ids = validateStatusQuery(ctx.query as Record<string, unknown>);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await iiifService(strapi, 'tiles').statuses(ids) };
  },
});
