import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * A high percentile per window: a busy loop is late on nearly every turn, a garbage collection on only a few
 * (docs/decisions/010-event-loop-delay-check.md).
 */
export interface LoadMonitor {
  eventLoopDelayMs(): number;
  saturated(): boolean;
  stop(): void;
}

export interface DelayHistogram {
  readonly count: number;
  /** In nanoseconds. */
  percentile(percentile: number): number;
  reset(): void;
  disable(): void;
}

/** Shedding starts and stops within a second or two. */
export const WINDOW_MS = 1_000;
export const DELAY_PERCENTILE = 90;
const RESOLUTION_MS = 10;

function nodeHistogram(): DelayHistogram {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return histogram;
}

export function createLoadMonitor({
  maxEventLoopDelayMs,
  delays = nodeHistogram(),
}: {
  maxEventLoopDelayMs: number;
  delays?: DelayHistogram;
}): LoadMonitor {
  let delayMs = 0;
  let windowStart = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    // No sample in a whole window: the loop was held up for all of it (one turn as long as the window).
    delayMs = delays.count > 0 ? delays.percentile(DELAY_PERCENTILE) / 1e6 : now - windowStart;
    delays.reset();
    windowStart = now;
  }, WINDOW_MS);
  // Sampling must never keep a process (or a test run) alive.
  timer.unref();

  return {
    eventLoopDelayMs: () => delayMs,
    saturated: () => delayMs > maxEventLoopDelayMs,
    stop() {
      clearInterval(timer);
      delays.disable();
    },
  };
}
