// The count comes with the key's next logged event, so a client that keeps being refused costs one log line per window.
export class OncePerWindow {
  private readonly windows = new Map<string, { until: number; unlogged: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

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

  // Windows all last as long, so the map's order (by window start) is also the order they end in.
  private forgetOldest(now: number): void {
    for (const [key, { until }] of this.windows) {
      if (until > now && this.windows.size < this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}
