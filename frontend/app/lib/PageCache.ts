/**
 * Rendered pages of the site server, keyed by URL and valid for one content generation and at most
 * `maxAgeMs`. Every visitor is anonymous, so a page's HTML depends only on its URL and the content:
 * rendering it again for each view would only burn CPU. A new content generation empties the cache;
 * the age limit keeps pages in step with the content cache's own revalidation.
 */
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  html: string;
}

export interface PageCacheOptions {
  /** 0 turns the cache off. */
  maxEntries: number;
  maxAgeMs: number;
  /** The content generation pages are rendered from (see content.server.ts). */
  generation: () => number;
  /** The clock ages are measured with, for tests. */
  now?: () => number;
}

export interface PageCache<Page extends CachedPage = CachedPage> {
  get: (key: string) => Page | undefined;
  set: (key: string, page: Page) => void;
}

export function createPageCache<Page extends CachedPage = CachedPage>({
  maxEntries,
  maxAgeMs,
  generation,
  now,
}: PageCacheOptions): PageCache<Page> {
  if (maxEntries === 0) return { get: () => undefined, set: () => undefined };
  // Every read checks the clock, so no page is served past its age.
  const pages = new LRUCache<string, Page>({
    max: maxEntries,
    ttl: maxAgeMs,
    ttlResolution: 0,
    perf: now && { now },
  });
  let pagesGeneration: number | undefined;
  const current = () => {
    const contentGeneration = generation();
    if (contentGeneration !== pagesGeneration) pages.clear();
    pagesGeneration = contentGeneration;
    return pages;
  };
  return {
    get: (key) => current().get(key),
    set: (key, page) => void current().set(key, page),
  };
}
