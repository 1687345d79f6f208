import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { imageServiceBase, PLACEHOLDER_ID } from '../plugins/iiif/server/tiles/pyramid';

const PYRAMIDS = '/uploads/iiif/';

async function text(body: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The stored pyramids are read by viewers on any site (record 151): readable from any origin, and an info.json built
 * before the site's address was written into it names the site's image service, as the site's relay does.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith(PYRAMIDS)) return next();
    await next();
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.remove('Access-Control-Allow-Credentials');
    const body = ctx.body as Partial<NodeJS.ReadableStream> | null;
    if (ctx.status !== 200 || !ctx.path.endsWith('/info.json') || typeof body?.pipe !== 'function') return;
    const stored = await text(body as NodeJS.ReadableStream);
    let info: { id?: unknown } | null = null;
    try {
      info = JSON.parse(stored) as { id?: unknown };
    } catch {
      strapi.log.warn(`[iiif-uploads] ${ctx.path} is not JSON`);
    }
    const placeholder = typeof info?.id === 'string' && info.id.startsWith(`${PLACEHOLDER_ID}/`);
    ctx.body = placeholder
      ? JSON.stringify({ ...info, id: `${imageServiceBase()}/${ctx.path.split('/')[3]}` })
      : stored;
    ctx.type = 'application/json';
  };
