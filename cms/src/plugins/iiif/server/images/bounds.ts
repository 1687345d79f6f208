/** A public server's bounds on derived images: how many are made at once, and how many bytes are kept. */

/** Past the queue's length: the caller answers 503 with Retry-After. */
export class ServiceBusyError extends Error {}

/** At most `limit` tasks at once, `queued` more waiting; the same key asked for meanwhile shares the one task. */
export function workGate(limit: number, queued: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const inFlight = new Map<string, Promise<unknown>>();

  async function slot<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) {
      if (waiting.length >= queued) throw new ServiceBusyError('Too many images are being made; try again shortly.');
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      // The slot passes to the next in line as it is, so `running` counts it still.
      if (next) next();
      else running -= 1;
    }
  }

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const shared = inFlight.get(key) as Promise<T> | undefined;
      if (shared) return shared;
      const started = slot(task).finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

/** Least recently used entries go first once the values' bytes pass `maxBytes`; a value over a quarter of it is not kept. */
export function byteCache(maxBytes: number) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key: string): Buffer | undefined {
      const value = entries.get(key);
      if (value) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: Buffer): void {
      if (value.length > maxBytes / 4) return;
      const former = entries.get(key);
      if (former) bytes -= former.length;
      entries.delete(key);
      entries.set(key, value);
      bytes += value.length;
      for (const [oldest, held] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= held.length;
      }
    },
    get bytes() {
      return bytes;
    },
  };
}
