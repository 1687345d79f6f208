import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Core } from '@strapi/strapi';
import {
  CATALOG_KINDS,
  POPULATE,
  WATCHED_MODELS,
  toArchives,
  toArticles,
  toScans,
  toSite,
  type CatalogKind,
} from './catalog-shapes';

/** A built catalog: serialised once, served many times. */
export interface Snapshot {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

type Loaders = Record<CatalogKind, () => Promise<unknown>>;

/**
 * The hot read model behind /api/catalog/*: each catalog is built from the published documents once,
 * kept in memory as bytes (plain and gzip) with a content-hash ETag, and dropped whenever a watched
 * content type changes. Concurrent requests for a catalog being built share one build.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const published = { status: 'published' as const };
  const loaders: Loaders = {
    scans: async () =>
      toScans(
        (await strapi
          .documents('api::scan.scan')
          .findMany({ ...published, populate: POPULATE.scans as never })) as never,
      ),
    archives: async () =>
      toArchives(
        (await strapi
          .documents('api::archive-entry.archive-entry')
          .findMany({ ...published, populate: POPULATE.archives as never })) as never,
      ),
    articles: async () =>
      toArticles(
        (await strapi
          .documents('api::article.article')
          .findMany({ ...published, populate: POPULATE.articles as never })) as never,
      ),
    site: async () => {
      const [settings, about] = await Promise.all([
        strapi
          .documents('api::site-setting.site-setting')
          .findFirst({ ...published, populate: POPULATE.settings as never }),
        strapi.documents('api::about.about').findFirst({ ...published, populate: POPULATE.about as never }),
      ]);
      return toSite(settings as never, about as never);
    },
  };

  const snapshots = new Map<CatalogKind, Promise<Snapshot>>();
  const bootId = crypto.randomBytes(4).toString('hex');
  let generation = 0;
  const listeners = new Set<() => void>();

  async function build(kind: CatalogKind): Promise<Snapshot> {
    const json = Buffer.from(JSON.stringify(await loaders[kind]()));
    const etag = `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
    return { json, gzip: zlib.gzipSync(json), etag };
  }

  return {
    kinds: CATALOG_KINDS,

    get(kind: CatalogKind): Promise<Snapshot> {
      let snapshot = snapshots.get(kind);
      if (!snapshot) {
        const startedAt = generation;
        const building = build(kind);
        snapshot = building;
        snapshots.set(kind, building);
        // A failed build, or one overtaken by a change while it ran, is not kept.
        const forget = () => snapshots.get(kind) === building && snapshots.delete(kind);
        building.then(() => startedAt !== generation && forget(), forget);
      }
      return snapshot;
    },

    /** Changes whenever content changes; the site polls it to know when to refresh. */
    async version(): Promise<string> {
      return `${bootId}.${generation}`;
    },

    invalidate(): void {
      generation += 1;
      snapshots.clear();
      listeners.forEach((listener) => listener());
    },

    onInvalidate(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Drops the catalog on every write to a watched content type, including publish and unpublish. */
    watch(): void {
      const invalidate = () => this.invalidate();
      strapi.db.lifecycles.subscribe({
        models: [...WATCHED_MODELS],
        afterCreate: invalidate,
        afterCreateMany: invalidate,
        afterUpdate: invalidate,
        afterUpdateMany: invalidate,
        afterDelete: invalidate,
        afterDeleteMany: invalidate,
      });
    },
  };
};
