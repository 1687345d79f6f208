/** A public server's bounds on derived images: how many are made at once, and how many bytes are kept. */
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';

/** Past the queue's length: the caller answers 503 with Retry-After. */
export class ServiceBusyError extends Error {}

/** At most `limit` tasks at once, `queued` more waiting; the same key asked for meanwhile shares the one task. */
export function workGate(limit: number, queued: number) {
  const slots = pLimit(limit);
  const inFlight = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const shared = inFlight.get(key) as Promise<T> | undefined;
      if (shared) return shared;
      if (slots.activeCount + slots.pendingCount >= limit + queued) {
        return Promise.reject(new ServiceBusyError('Too many images are being made; try again shortly.'));
      }
      const started = slots(task).finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    get load() {
      return { running: slots.activeCount, waiting: slots.pendingCount };
    },
  };
}

/** Least recently used entries go first once the values' bytes pass `maxBytes`; a value over a quarter of it is not kept. */
export function byteCache(maxBytes: number) {
  const entries = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 4,
    sizeCalculation: (value) => Math.max(1, value.length),
  });
  return {
    get: (key: string) => entries.get(key),
    set: (key: string, value: Buffer) => void entries.set(key, value),
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
