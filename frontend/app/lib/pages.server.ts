import { contentGeneration } from './content/content.server';
import { siteConfig } from './env.server';
import type { SharedPage } from './http/sharedPage.server';
import { createPageCache } from './PageCache';

const pageCache = createPageCache<SharedPage>({
  // Off in development: code changes must show on the next reload.
  maxEntries: import.meta.env.PROD ? siteConfig().pageCacheSize : 0,
  maxAgeMs: siteConfig().contentMaxAgeMs,
  generation: contentGeneration,
});

declare module 'react-router' {
  interface AppLoadContext {
    contentGeneration?: number;
  }
}

// Random not-found URLs must not push real pages out.
const CACHEABLE_STATUSES = new Set([200]);

function pageKey(url: string): string {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  return `${pathname}${search}`;
}

export function cachedPage(url: string): SharedPage | undefined {
  return pageCache.get(pageKey(url));
}

// `renderedFrom` is read before the request's loaders read any catalog.
export function storePage(url: string, page: SharedPage, renderedFrom: number | undefined): void {
  if (CACHEABLE_STATUSES.has(page.status) && renderedFrom !== undefined)
    pageCache.set(pageKey(url), page, renderedFrom);
}
