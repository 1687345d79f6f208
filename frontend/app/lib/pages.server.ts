/**
 * The site server's rendered-page cache, shared by the document renderer (entry.server.tsx, which
 * fills it) and the express pipeline (server/app.ts, which answers hits before any route code runs).
 * Pages are stored with a placeholder where each response's CSP nonce goes.
 */
import { randomUUID } from 'node:crypto';
import { contentGeneration } from './content/content.server';
import { siteConfig } from './env.server';
import { createPageCache, type CachedPage } from './PageCache';

const pageCache = createPageCache({
  // Off in development: code changes must show on the next reload.
  maxEntries: import.meta.env.PROD ? siteConfig().pageCacheSize : 0,
  maxAgeMs: siteConfig().contentMaxAgeMs,
  generation: contentGeneration,
});

/** Rendered into cached pages in place of the nonce; unguessable, so content cannot forge it. */
export const NONCE_PLACEHOLDER = `nonce-${randomUUID()}`;

/** Only successful pages: random not-found URLs must not push real pages out. */
const CACHEABLE_STATUSES = new Set([200]);

/** Path and query, normalised the same way for an express request URL and a Fetch request URL. */
function pageKey(url: string, withNonce: boolean): string {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  return `${withNonce ? 'nonce:' : ''}${pathname}${search}`;
}

export function cachedPage(url: string, nonce: string | undefined): CachedPage | undefined {
  const page = pageCache.get(pageKey(url, Boolean(nonce)));
  return page && nonce ? { ...page, html: page.html.replaceAll(NONCE_PLACEHOLDER, nonce) } : page;
}

/** Stores a page rendered with NONCE_PLACEHOLDER as its nonce (or with none when CSP is off). */
export function storePage(url: string, withNonce: boolean, page: CachedPage): void {
  if (CACHEABLE_STATUSES.has(page.status)) pageCache.set(pageKey(url, withNonce), page);
}
