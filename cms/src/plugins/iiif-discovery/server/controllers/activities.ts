import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respondRevalidated } from '../../../../lib/revalidated-json';
import { discoveryService } from '../services/access';
import { validateSliceQuery } from '../validators/slice-query';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/iiif-activities?start=&limit=: the count of all changes and those from `start`, oldest first. */
  async find(ctx: Context) {
    const { start, limit } = validateSliceQuery(ctx.query as Record<string, unknown>);
    respondRevalidated(ctx, await discoveryService(strapi, 'activities').slice(start, limit));
  },
});
