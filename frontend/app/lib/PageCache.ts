/**
 * Rendered pages of the site server, keyed by URL and valid for one content generation and at most
 * `maxAgeMs`. Every visitor is anonymous, so a page's HTML depends only on its URL and the content:
 * rendering it again for each view would only burn CPU. A new content generation empties the cache;
 * the age limit keeps pages in step with the content cache's own revalidation. A page is kept only when
 * the generation it was rendered from is still the current one: a change announced during a render would
 * otherwise leave the page made from the old content in the new generation's cache.
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
  /** Keeps `page`, rendered from the content of generation `renderedFrom` (read before the render began). */
  set: (key: string, page: Page, renderedFrom: number) => void;
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
    set: (key, page, renderedFrom) => {
      if (renderedFrom === generation()) current().set(key, page);
    },
  };
}
