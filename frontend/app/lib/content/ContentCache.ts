// Page renders read from memory, and a poll of /api/catalog/version marks everything stale the moment an editor
// publishes, so changes show within seconds without every page view reaching the CMS.
export type CatalogResource = 'scans' | 'archives' | 'articles' | 'site' | 'redirects';

export class ContentUnavailableError extends Error {
  constructor(resource: string, cause: unknown) {
    super(`Content "${resource}" is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ContentUnavailableError';
  }
}

interface CachedEntry {
  data: unknown;
  etag: string | null;
  fetchedAt: number;
}

export interface ContentCacheOptions {
  baseUrl: string;
  maxAgeMs?: number;
  timeoutMs?: number;
  pollIntervalMs?: number;
  /** A CMS that hangs then costs one timeout per window, not one per catalog and page view. */
  failureBackoffMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  log?: (message: string) => void;
}

export class ContentCache {
  private readonly entries = new Map<CatalogResource, CachedEntry>();
  private readonly inFlight = new Map<CatalogResource, { done: Promise<unknown>; since: number }>();
  private version: string | null = null;
  private dataGeneration = 0;
  /** A request sent before the last mark may carry old content. */
  private invalidations = 0;
  private poller: ReturnType<typeof setInterval> | null = null;
  private readonly baseUrl: string;
  private readonly maxAgeMs: number;
  private readonly timeoutMs: number;
  private readonly pollIntervalMs: number;
  private readonly failureBackoffMs: number;
  private unreachableUntil = Number.NEGATIVE_INFINITY;
  private lastFailure = '';
  /** Each thing once per outage, not once per poll or page view. */
  private readonly reported = new Set<string>();
  private readonly fetch: typeof globalThis.fetch;
  private readonly now: () => number;
  private readonly log: (message: string) => void;

  constructor(options: ContentCacheOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.maxAgeMs = options.maxAgeMs ?? 30_000;
    this.timeoutMs = options.timeoutMs ?? 4_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 2_000;
    this.failureBackoffMs = options.failureBackoffMs ?? 5_000;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((message) => console.warn(`[site] ${message}`));
  }

  async get<T>(resource: CatalogResource): Promise<T> {
    const entry = this.entries.get(resource);
    if (entry && this.now() - entry.fetchedAt < this.maxAgeMs) return entry.data as T;
    // A request sent before the last announced change is not shared: a page rendered from it would be kept as current.
    let pending = this.inFlight.get(resource);
    if (!pending || pending.since !== this.invalidations) {
      const since = this.invalidations;
      const request = { done: this.refresh(resource, since), since };
      request.done
        .finally(() => {
          if (this.inFlight.get(resource) === request) this.inFlight.delete(resource);
        })
        .catch(() => undefined);
      this.inFlight.set(resource, request);
      pending = request;
    }
    return (await pending.done) as T;
  }

  /** Anything derived from the catalogs, such as rendered pages, is keyed by it. */
  get generation(): number {
    return this.dataGeneration;
  }

  invalidate(): void {
    for (const entry of this.entries.values()) entry.fetchedAt = Number.NEGATIVE_INFINITY;
    this.dataGeneration += 1;
    this.invalidations += 1;
  }

  async checkVersion(): Promise<void> {
    const response = await this.request('version', null);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { version } = (await response.json()) as { version: string };
    this.answered();
    // The first version has nothing to compare with, and catalogs fetched before it may predate a change it counts.
    const changed = this.version === null ? this.entries.size > 0 : version !== this.version;
    if (changed) this.invalidate();
    this.version = version;
  }

  startPolling(): void {
    if (this.poller) return;
    this.poller = setInterval(() => {
      this.checkVersion().catch((error: Error) =>
        this.reportOnce('version', `content version check failed: ${error.message}`),
      );
    }, this.pollIntervalMs);
    // The poll must never keep a process (or a test) alive on its own.
    this.poller.unref?.();
  }

  stopPolling(): void {
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
  }

  private async refresh(resource: CatalogResource, since: number): Promise<unknown> {
    const entry = this.entries.get(resource);
    try {
      if (this.now() < this.unreachableUntil)
        throw new Error(`${this.lastFailure} (not retried until the back-off ends)`);
      const response = await this.request(resource, entry?.etag ?? null);
      // A change announced meanwhile: the answer serves the waiting readers, but the next read asks again.
      const current = since === this.invalidations;
      if (response.status === 304 && entry) {
        // A new object, so an older answer arriving later sees that this one was kept.
        if (current) this.entries.set(resource, { ...entry, fetchedAt: this.now() });
        this.answered();
        return entry.data;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const data: unknown = await response.json();
      this.answered();
      if (current || this.entries.get(resource) === entry) {
        const fetchedAt = current ? this.now() : Number.NEGATIVE_INFINITY;
        this.entries.set(resource, { data, etag: response.headers.get('etag'), fetchedAt });
        this.dataGeneration += 1;
      }
      return data;
    } catch (error) {
      // A request overtaken by a change says nothing of the CMS now: a newer one may already have been answered.
      if (since === this.invalidations && this.now() >= this.unreachableUntil) {
        this.lastFailure = (error as Error).message;
        this.unreachableUntil = this.now() + this.failureBackoffMs;
      }
      if (entry) {
        this.reportOnce(`copy of ${resource}`, `serving the last copy of "${resource}": ${(error as Error).message}`);
        return entry.data;
      }
      throw new ContentUnavailableError(resource, error);
    }
  }

  private reportOnce(what: string, message: string): void {
    if (this.reported.has(what)) return;
    this.reported.add(what);
    this.log(message);
  }

  private answered(): void {
    if (this.reported.size === 0) return;
    this.reported.clear();
    this.log('the CMS answers again');
  }

  private request(path: string, etag: string | null): Promise<Response> {
    return this.fetch(`${this.baseUrl}/api/catalog/${path}`, {
      headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }
}
