/**
 * Knows whether this CMS instance is saturated: too many API requests in flight, or an event loop
 * so busy that its timers fire late (the latency every request pays before any work starts).
 * Both are local to the instance on purpose: each instance sheds the load it cannot carry.
 * With SQLite a request runs to its end in one turn of the loop (the driver is synchronous), so
 * overload shows as event-loop delay; requests pile up in flight when they wait on something
 * (PostgreSQL, a slow client's body, the mail server).
 */
export type Saturation = 'in-flight' | 'event-loop-delay';

export interface LoadMonitor {
  enter(): void;
  leave(): void;
  inFlight(): number;
  /** Event-loop delay in milliseconds, smoothed over the last few samples. */
  eventLoopDelayMs(): number;
  saturation(): Saturation | null;
  stop(): void;
}

/** How often the event-loop delay is sampled: shedding stops a few tenths of a second after the loop is free. */
const SAMPLE_INTERVAL_MS = 100;
/**
 * Weight of the newest sample. One long pause (a garbage collection) moves the average by a third,
 * so a single hiccup does not shed traffic, while a loop that stays busy crosses the threshold
 * within a sample or two (the smoothing toobusy-js uses).
 */
const SMOOTHING = 1 / 3;

export function createLoadMonitor({
  maxInFlight,
  maxEventLoopDelayMs,
}: {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
}): LoadMonitor {
  let inFlight = 0;
  let smoothedDelayMs = 0;
  let expectedAt = performance.now() + SAMPLE_INTERVAL_MS;

  const timer = setInterval(() => {
    const now = performance.now();
    const delayMs = Math.max(0, now - expectedAt);
    smoothedDelayMs = SMOOTHING * delayMs + (1 - SMOOTHING) * smoothedDelayMs;
    expectedAt = now + SAMPLE_INTERVAL_MS;
  }, SAMPLE_INTERVAL_MS);
  // Sampling must never keep a process (or a test run) alive.
  timer.unref();

  return {
    enter() {
      inFlight += 1;
    },
    leave() {
      inFlight = Math.max(0, inFlight - 1);
    },
    inFlight: () => inFlight,
    eventLoopDelayMs: () => smoothedDelayMs,
    saturation() {
      if (inFlight >= maxInFlight) return 'in-flight';
      if (smoothedDelayMs > maxEventLoopDelayMs) return 'event-loop-delay';
      return null;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
