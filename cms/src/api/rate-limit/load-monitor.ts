/**
 * Knows whether this CMS instance is saturated: too many API requests in flight, connections waiting
 * to be accepted (see accept-queue.ts), or an event loop so busy that its timers fire late (the latency
 * every request pays before any work starts).
 * All are local to the instance on purpose: each instance sheds the load it cannot carry.
 * With SQLite a request runs to its end in one turn of the loop (the driver is synchronous), so
 * overload shows as event-loop delay; requests pile up in flight when they wait on something
 * (PostgreSQL, a slow client's body, the mail server).
 *
 * The delay is read two ways. The smoothed samples say the loop has been late lately. The live lag
 * (how overdue the next sample is right now) says the request being admitted has itself waited that
 * long: under overload one turn of the loop takes every request whose bytes arrived, one after the
 * other, and without the live reading a turn with 200 waiting requests would serve all of them,
 * seconds late, before any sample could notice. With it, a turn serves until it is a threshold late
 * and answers the rest with cheap 429s.
 */
export type Saturation = 'in-flight' | 'accept-queue' | 'event-loop-delay';

export interface LoadMonitor {
  enter(): void;
  leave(): void;
  inFlight(): number;
  /** Connections waiting to be accepted at the last reading (0 while the loop keeps time). */
  acceptQueue(): number;
  /** Event-loop delay in milliseconds: the smoothed samples, or the live lag when that is larger. */
  eventLoopDelayMs(): number;
  saturation(): Saturation | null;
  /** Records that a request was just shed, and why. */
  noteShed(reason: Saturation): void;
  /** Why requests were shed within the last RECENT_SHED_MS, if they were. */
  recentlyShed(): Saturation | null;
  stop(): void;
}

/**
 * How long the busy check keeps saying "busy" after the last shed request. Under overload the loop
 * alternates late turns (shedding) with turns that start on time while the refused clients come back;
 * with a one-second memory the overload bench saw the check answer 204 in about one second of six while
 * most requests were being refused. A shell asking at such a moment must still be told the truth, or its
 * visitor gets a page whose requests are shed. Three seconds also covers the Retry-After the refusals
 * give, and a visitor who arrives just after an overload sees the busy screen for at most that long.
 */
export const RECENT_SHED_MS = 3_000;

/** How often the event-loop delay is sampled: shedding stops a few tenths of a second after the loop is free. */
const SAMPLE_INTERVAL_MS = 100;
/**
 * Weight of the newest sample. One long pause (a garbage collection) moves the average by a third,
 * so a single hiccup does not shed traffic, while a loop that stays busy crosses the threshold
 * within a sample or two (the smoothing toobusy-js uses).
 */
const SMOOTHING = 1 / 3;
/**
 * The accept queue is read when a sample is at least this late (or the last reading found connections
 * waiting). A loop that keeps time accepts each new connection within a turn, so there is nothing to
 * read, and reading the kernel's tables costs a little.
 */
export const ACCEPT_QUEUE_READ_LATENESS_MS = 20;

export function createLoadMonitor({
  maxInFlight,
  maxEventLoopDelayMs,
  maxAcceptQueue = Number.POSITIVE_INFINITY,
  readAcceptQueue = async () => null,
}: {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  /** Connections waiting to be accepted from which new API requests are shed. */
  maxAcceptQueue?: number;
  /** The current length of the accept queue, null where it cannot be known (see accept-queue.ts). */
  readAcceptQueue?: () => Promise<number | null>;
}): LoadMonitor {
  let inFlight = 0;
  let acceptQueue = 0;
  let readingAcceptQueue = false;
  let lastShed: { at: number; reason: Saturation } | null = null;
  let smoothedDelayMs = 0;
  let expectedAt = performance.now() + SAMPLE_INTERVAL_MS;

  const timer = setInterval(() => {
    const now = performance.now();
    const delayMs = Math.max(0, now - expectedAt);
    smoothedDelayMs = SMOOTHING * delayMs + (1 - SMOOTHING) * smoothedDelayMs;
    expectedAt = now + SAMPLE_INTERVAL_MS;
    // Shedding while connections wait makes the next turns short (cheap 429s), so Node accepts them one
    // per turn within a few milliseconds each, instead of one per turn of a loop busy serving requests.
    // The reading arrives a turn later (it is read off the loop); one at a time.
    if ((delayMs >= ACCEPT_QUEUE_READ_LATENESS_MS || acceptQueue > 0) && !readingAcceptQueue) {
      readingAcceptQueue = true;
      readAcceptQueue()
        .then((waiting) => (acceptQueue = waiting ?? 0))
        .catch(() => (acceptQueue = 0))
        .finally(() => (readingAcceptQueue = false));
    }
  }, SAMPLE_INTERVAL_MS);
  // Sampling must never keep a process (or a test run) alive.
  timer.unref();

  /** How overdue the next sample is at this moment: the current turn of the loop has run that late. */
  const liveLagMs = () => Math.max(0, performance.now() - expectedAt);
  const eventLoopDelayMs = () => Math.max(smoothedDelayMs, liveLagMs());

  return {
    enter() {
      inFlight += 1;
    },
    leave() {
      inFlight = Math.max(0, inFlight - 1);
    },
    inFlight: () => inFlight,
    acceptQueue: () => acceptQueue,
    eventLoopDelayMs,
    saturation() {
      if (inFlight >= maxInFlight) return 'in-flight';
      if (acceptQueue >= maxAcceptQueue) return 'accept-queue';
      if (eventLoopDelayMs() > maxEventLoopDelayMs) return 'event-loop-delay';
      return null;
    },
    noteShed(reason) {
      lastShed = { at: performance.now(), reason };
    },
    recentlyShed() {
      return lastShed && performance.now() - lastShed.at < RECENT_SHED_MS ? lastShed.reason : null;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
