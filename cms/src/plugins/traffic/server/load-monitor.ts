import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Knows whether this CMS instance's event loop is saturated, from Node's own event-loop delay histogram.
 * Local to the instance on purpose: each instance sheds the load it cannot carry; how much traffic
 * reaches it at all is the site server's and the reverse proxy's business.
 *
 * Each window the monitor takes a high percentile of the delays the histogram saw and starts afresh:
 * a loop busy with its own requests is late on nearly every turn, while a pause (a garbage collection)
 * or another program taking the CPU for a moment makes only a few turns late, which the percentile
 * leaves out (see docs/decisions/010-event-loop-delay-check.md).
 */
export interface LoadMonitor {
  /** The event-loop delay of the last window, in milliseconds. */
  eventLoopDelayMs(): number;
  saturated(): boolean;
  stop(): void;
}

/** The part of Node's histogram the monitor reads; tests hand it recorded delays instead. */
export interface DelayHistogram {
  /** Samples since the last reset. */
  readonly count: number;
  /** In nanoseconds. */
  percentile(percentile: number): number;
  reset(): void;
  disable(): void;
}

/** How often the histogram is read and reset: shedding starts and stops within a second or two. */
export const WINDOW_MS = 1_000;
export const DELAY_PERCENTILE = 90;
/** The histogram's sampling interval: a loop that keeps time gives it a hundred samples a window. */
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
