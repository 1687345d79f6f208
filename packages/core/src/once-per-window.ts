/**
 * Which of a flood of like events to log (refused requests, for one): the first per key, a client's
 * address, in each window is logged and the rest only counted; the count comes with that key's next
 * logged event, so a client that keeps being refused costs one log line per window, not one per request.
 */
export class OncePerWindow {
  /** Per key, when its window ends and how many of its events went unlogged in it (in window order). */
  private readonly windows = new Map<string, { until: number; unlogged: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** Keys remembered at most; past it the oldest windows are forgotten first. */
    private readonly maxKeys = 10_000,
  ) {}

  /**
   * Notes an event for `key`. Returns null when it is not to be logged, or else how many of the key's
   * events went unlogged since its last logged one.
   */
  note(key: string): number | null {
    const now = this.now();
    const current = this.windows.get(key);
    if (current && now < current.until) {
      current.unlogged += 1;
      return null;
    }
    this.windows.delete(key);
    this.forgetOldest(now);
    this.windows.set(key, { until: now + this.windowMs, unlogged: 0 });
    return current?.unlogged ?? 0;
  }

  /** Windows all last as long, so the map's order (by window start) is also the order they end in. */
  private forgetOldest(now: number): void {
    for (const [key, { until }] of this.windows) {
      if (until > now && this.windows.size < this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}
