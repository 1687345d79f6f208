/**
 * The load monitor on its own (no Strapi): the event-loop delay is seen within the turn of the loop
 * that runs late, not only after the next sample; the accept queue is read once the loop runs late.
 */
import {
  ACCEPT_QUEUE_READ_LATENESS_MS,
  createLoadMonitor,
  RECENT_SHED_MS,
  type LoadMonitor,
} from '../src/api/rate-limit/load-monitor';

/** Keeps this turn of the event loop busy, as a run of synchronous SQLite requests would. */
const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) Math.sqrt(Math.random());
};

let monitor: LoadMonitor;
afterEach(() => monitor.stop());

it('is not saturated while the loop keeps time and few requests are in flight', () => {
  monitor = createLoadMonitor({ maxInFlight: 2, maxEventLoopDelayMs: 200 });
  expect(monitor.saturation()).toBeNull();
  monitor.enter();
  expect(monitor.saturation()).toBeNull();
  monitor.enter();
  expect(monitor.saturation()).toBe('in-flight');
  monitor.leave();
  expect(monitor.saturation()).toBeNull();
});

it('sheds within a turn of the loop once that turn runs a threshold late, before any sample is taken', () => {
  monitor = createLoadMonitor({ maxInFlight: 100, maxEventLoopDelayMs: 200 });
  // The first sample is due 100 ms after creation: 150 ms of work leaves it 50 ms overdue, within bounds.
  busyFor(150);
  expect(monitor.saturation()).toBeNull();
  // Another 200 ms and the requests still waiting in this turn have waited more than the threshold.
  busyFor(200);
  expect(monitor.eventLoopDelayMs()).toBeGreaterThan(200);
  expect(monitor.saturation()).toBe('event-loop-delay');
});

it('keeps shedding on the smoothed samples after a late turn, and recovers once the loop keeps time', async () => {
  monitor = createLoadMonitor({ maxInFlight: 100, maxEventLoopDelayMs: 200 });
  busyFor(1_000);
  // Let the overdue sample be taken: the live lag is gone, the smoothed delay remembers the late turn.
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(monitor.saturation()).toBe('event-loop-delay');
  const deadline = Date.now() + 10_000;
  while (monitor.saturation() !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(monitor.saturation()).toBeNull();
});

it('remembers for a few seconds that it shed requests, for the busy check', async () => {
  monitor = createLoadMonitor({ maxInFlight: 100, maxEventLoopDelayMs: 200 });
  expect(monitor.recentlyShed()).toBeNull();
  monitor.noteShed('event-loop-delay');
  expect(monitor.recentlyShed()).toBe('event-loop-delay');
  await new Promise((resolve) => setTimeout(resolve, RECENT_SHED_MS - 500));
  expect(monitor.recentlyShed()).toBe('event-loop-delay');
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(monitor.recentlyShed()).toBeNull();
});

describe('connections waiting to be accepted', () => {
  it('reads the accept queue only once a sample is late, and sheds while it holds the threshold', async () => {
    let waiting = 12;
    const readAcceptQueue = jest.fn(async () => waiting);
    monitor = createLoadMonitor({ maxInFlight: 100, maxEventLoopDelayMs: 60_000, maxAcceptQueue: 8, readAcceptQueue });
    // A loop that keeps time: the samples are on time and the queue is not read.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(readAcceptQueue).not.toHaveBeenCalled();
    expect(monitor.saturation()).toBeNull();

    // One long turn: the next sample is late, reads twelve connections waiting, and requests are shed.
    busyFor(ACCEPT_QUEUE_READ_LATENESS_MS + 150);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readAcceptQueue).toHaveBeenCalled();
    expect(monitor.acceptQueue()).toBe(12);
    expect(monitor.saturation()).toBe('accept-queue');

    // Read again at each sample while connections wait, even on time; below the threshold, no shedding.
    waiting = 3;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(monitor.acceptQueue()).toBe(3);
    expect(monitor.saturation()).toBeNull();
  });

  it('goes without the signal where the queue cannot be read', async () => {
    monitor = createLoadMonitor({
      maxInFlight: 100,
      maxEventLoopDelayMs: 60_000,
      maxAcceptQueue: 1,
      readAcceptQueue: async () => null,
    });
    busyFor(150);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(monitor.acceptQueue()).toBe(0);
    expect(monitor.saturation()).toBeNull();
  });
});
