// Every visitor is anonymous, so a page's HTML depends only on its URL and the content; a page is kept only if the
// generation it was rendered from is still current, or a change during a render would leave old content cached.
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  html: string;
}

export interface PageCacheOptions {
  /** 0 turns the cache off. */
  maxEntries: number;
  maxAgeMs: number;
  generation: () => number;
  now?: () => number;
}

export interface PageCache<Page extends CachedPage = CachedPage> {
  get: (key: string) => Page | undefined;
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
