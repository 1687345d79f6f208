/**
 * Rendered pages of the site server, keyed by URL and valid for one content generation and at most
 * `maxAgeMs`. Every visitor is anonymous, so a page's HTML depends only on its URL and the content:
 * rendering it again for each view would only burn CPU. A new content generation empties the cache;
 * the age limit keeps pages in step with the content cache's own revalidation.
 */
export interface CachedPage {
  status: number;
  html: string;
}

interface StoredPage extends CachedPage {
  storedAt: number;
}

export interface PageCacheOptions {
  maxEntries: number;
  maxAgeMs: number;
  now?: () => number;
}

export class PageCache {
  private readonly pages = new Map<string, StoredPage>();
  private generation: number | null = null;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor({ maxEntries, maxAgeMs, now = Date.now }: PageCacheOptions) {
    this.maxEntries = maxEntries;
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  get size(): number {
    return this.pages.size;
  }

  get(key: string, generation: number): CachedPage | undefined {
    this.syncGeneration(generation);
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (this.now() - page.storedAt >= this.maxAgeMs) return undefined;
    // Map order doubles as recency order: the hit moves to the end.
    this.pages.set(key, page);
    return page;
  }

  set(key: string, generation: number, page: CachedPage): void {
    if (!this.enabled) return;
    this.syncGeneration(generation);
    this.pages.delete(key);
    this.pages.set(key, { ...page, storedAt: this.now() });
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value as string);
  }

  private syncGeneration(generation: number): void {
    if (generation === this.generation) return;
    this.pages.clear();
    this.generation = generation;
  }
}
