import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { mastersService } from '../services/access';
import { validateFilesQuery } from '../validators/files-query';

const PAGE_SIZE = 25;

/** Admin endpoints of the masters; the route's policies have checked the session and the media library right. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /masters/fixity: the last check, whether one is on its way, and what is wrong with which master since when. */
  async status(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await mastersService(strapi, 'fixity').status() };
  },

  /** POST /masters/fixity: asks for a check now; 202, and the same as GET. */
  async request(ctx: Context) {
    const fixity = mastersService(strapi, 'fixity');
    await fixity.request('editor');
    ctx.status = 202;
    ctx.body = { data: await fixity.status() };
  },

  /** GET /masters/files?page=&search=: the masters and their SHA-256. */
  async files(ctx: Context) {
    const { page, search } = validateFilesQuery(ctx.query as Record<string, unknown>);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await mastersService(strapi, 'fixity').list({ page, pageSize: PAGE_SIZE, search }) };
  },
});
