import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Core } from '@strapi/strapi';
import Redis from 'ioredis';
import { iiifTiles } from '../../../plugins/iiif/server/services/tiles';
import { CONTENT_TYPE, ENTRY_CONTENT_TYPE } from '../../../lib/content-types';
import { afterCommit } from '../after-commit';
import { currentVersionAt, hashesOfUploadPath, type VersionedFile } from '../../../lib/media-version';
import { sharedRedis } from '../../../lib/rate-limiter';
import {
  CATALOG_KINDS,
  POPULATE,
  WATCHED_MODELS,
  toArchives,
  toArticles,
  toScans,
  toSite,
  withDeepZoom,
  type CatalogKind,
  type EntryKind,
} from './catalog-shapes';

/** A built catalog: serialised once, served many times. */
export interface Snapshot {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

type Loaders = Record<CatalogKind, () => Promise<unknown>>;

const FILE_UID = 'plugin::upload.file';
/** Upload paths whose version is kept per content version; past it the list starts again. */
const MEDIA_VERSIONS_KEPT = 10_000;

export const VERSION_KEY = 'folio:catalog:version';
export const CHANGES_CHANNEL = 'folio:catalog:changes';

interface Built<Value> {
  /** The shared version read before the build began; null when Redis did not answer (or there is none). */
  version: number | null;
  value: Promise<Value>;
}

/** With Redis, a build older than the shared version is never served as current, announced or not (record 180). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const ENTRY_SOURCES = {
    scans: { uid: ENTRY_CONTENT_TYPE.scans, populate: POPULATE.scans, shape: toScans },
    archives: { uid: ENTRY_CONTENT_TYPE.archives, populate: POPULATE.archives, shape: toArchives },
    articles: { uid: ENTRY_CONTENT_TYPE.articles, populate: POPULATE.articles, shape: toArticles },
  } as const;

  async function loadEntries(kind: EntryKind, status: 'published' | 'draft', documentId?: string) {
    const source = ENTRY_SOURCES[kind];
    const docs = await strapi.documents(source.uid).findMany({
      status,
      populate: source.populate as never,
      ...(documentId ? { filters: { documentId } } : {}),
    });
    return source.shape(withDeepZoom(docs, await tiled()) as never);
  }

  /** A pyramid made or removed invalidates the catalog (the iiif plugin). */
  const tiled = () => iiifTiles(strapi).imageIds();

  const loaders: Loaders = {
    scans: () => loadEntries('scans', 'published'),
    archives: () => loadEntries('archives', 'published'),
    articles: () => loadEntries('articles', 'published'),
    site: async () => {
      const published = { status: 'published' as const };
      const [settings, about] = await Promise.all([
        strapi.documents(CONTENT_TYPE.siteSetting).findFirst({ ...published, populate: POPULATE.settings as never }),
        strapi.documents(CONTENT_TYPE.about).findFirst({ ...published, populate: POPULATE.about as never }),
      ]);
      const done = await tiled();
      return toSite(withDeepZoom(settings, done) as never, withDeepZoom(about, done) as never);
    },
    // Former path → current path, for the site's 301s.
    redirects: () => strapi.service('api::redirect.redirect').currentTargets(),
  };

  const builds = new Map<CatalogKind | 'media-versions', Built<unknown>>();
  const instanceId = crypto.randomBytes(6).toString('hex');
  let generation = 0;
  let subscriber: Redis | null = null;

  async function build(kind: CatalogKind): Promise<Snapshot> {
    const json = Buffer.from(JSON.stringify(await loaders[kind]()));
    const etag = `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
    return { json, gzip: zlib.gzipSync(json), etag };
  }

  async function sharedVersion(): Promise<number | null> {
    const redis = sharedRedis();
    if (!redis) return null;
    try {
      return Number((await redis.get(VERSION_KEY)) ?? 0);
    } catch {
      return null;
    }
  }

  /** A build made while Redis did not answer may have missed an announcement; an older request takes a newer build. */
  const outdated = (built: Built<unknown>, version: number | null) =>
    version !== null && (built.version === null || built.version < version);

  async function remembered<Value>(key: CatalogKind | 'media-versions', make: () => Promise<Value>): Promise<Value> {
    // Read before the build: every change whose version is at most this one is committed, so in the build.
    const version = await sharedVersion();
    let built = builds.get(key) as Built<Value> | undefined;
    if (built && outdated(built, version)) {
      builds.delete(key);
      built = undefined;
    }
    if (!built) {
      const startedAt = generation;
      const entry: Built<Value> = { version, value: make() };
      built = entry;
      builds.set(key, entry);
      // A failed build, or one overtaken by a change while it ran, is not kept.
      const forget = () => builds.get(key) === entry && builds.delete(key);
      entry.value.then(() => startedAt !== generation && forget(), forget);
    }
    return built.value;
  }

  return {
    kinds: CATALOG_KINDS,

    get(kind: CatalogKind): Promise<Snapshot> {
      return remembered(kind, () => build(kind));
    },

    /** Looked up once per content version: files are watched like content, so a replaced file's version is known. */
    async mediaVersionAt(url: string): Promise<string | null> {
      const known = await remembered('media-versions', async () => new Map<string, Promise<string | null>>());
      let version = known.get(url);
      if (!version) {
        // Bounded: paths nobody gives out must not grow it without end.
        if (known.size >= MEDIA_VERSIONS_KEPT) known.clear();
        const hashes = hashesOfUploadPath(url);
        version = hashes.length
          ? strapi.db
              .query(FILE_UID)
              .findMany({ select: ['url', 'formats', 'updatedAt'], where: { hash: { $in: hashes } } })
              .then((files) => currentVersionAt(url, files as VersionedFile[]))
          : Promise.resolve(null);
        known.set(url, version);
        version.catch(() => known.get(url) === version && known.delete(url));
      }
      return version;
    },

    /** For the site's preview. */
    async preview(
      kind: EntryKind,
      documentId: string,
      status: 'draft' | 'published' = 'draft',
    ): Promise<unknown | null> {
      const [entry] = await loadEntries(kind, status, documentId);
      return entry ?? null;
    },

    /** The site polls it to know when to refresh; with Redis every instance answers the same version. */
    async version(): Promise<string> {
      const redis = sharedRedis();
      if (redis) {
        try {
          return `shared.${(await redis.get(VERSION_KEY)) ?? 0}`;
        } catch (error) {
          strapi.log.warn(
            `[catalog] shared version unavailable, answering this instance's: ${(error as Error).message}`,
          );
        }
      }
      return `${instanceId}.${generation}`;
    },

    invalidate({ fromOtherInstance = false } = {}): void {
      generation += 1;
      builds.clear();
      const redis = sharedRedis();
      if (!redis || fromOtherInstance) return;
      redis
        .multi()
        .incr(VERSION_KEY)
        .publish(CHANGES_CHANNEL, instanceId)
        .exec()
        .catch((error: Error) => strapi.log.warn(`[catalog] could not announce a change: ${error.message}`));
    },

    async close(): Promise<void> {
      await subscriber?.quit().catch(() => undefined);
      subscriber = null;
    },

    /** After commit: the hooks run inside the write's transaction, where a rebuild would read the old rows. */
    watch(): void {
      const invalidate = () => afterCommit(strapi, () => this.invalidate());
      strapi.db.lifecycles.subscribe({
        models: [...WATCHED_MODELS],
        afterCreate: invalidate,
        afterCreateMany: invalidate,
        afterUpdate: invalidate,
        afterUpdateMany: invalidate,
        afterDelete: invalidate,
        afterDeleteMany: invalidate,
      });
      const redis = sharedRedis();
      if (redis) {
        subscriber = redis.duplicate({ enableOfflineQueue: true });
        subscriber.on('error', (error) => strapi.log.warn(`[catalog] change feed: ${error.message}`));
        subscriber.on('message', (_channel, sender) => {
          if (sender !== instanceId) this.invalidate({ fromOtherInstance: true });
        });
        // Announcements sent while the connection was down are not replayed.
        subscriber.on('ready', () => this.invalidate({ fromOtherInstance: true }));
        subscriber.subscribe(CHANGES_CHANNEL).catch(() => undefined);
      }
    },
  };
};
