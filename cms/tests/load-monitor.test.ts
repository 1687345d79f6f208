/**
 * The load monitor on its own (no Strapi): it reads the event loop's delays once a window, and calls
 * the loop saturated when it was late on most turns, not when a few turns were. The delays are handed
 * to it (Node's histogram records the real loop's, see traffic.test.ts) and Jest's clock runs the windows.
 */
import {
  createLoadMonitor,
  WINDOW_MS,
  type DelayHistogram,
  type LoadMonitor,
} from '../src/plugins/traffic/server/load-monitor';

/** A histogram the test fills with delays in milliseconds; percentiles by nearest rank, as HdrHistogram's. */
function recordedDelays() {
  let samples: number[] = [];
  const histogram = {
    enabled: true,
    get count() {
      return samples.length;
    },
    percentile(percentile: number) {
      const sorted = [...samples].sort((a, b) => a - b);
      return sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)] * 1e6;
    },
    reset() {
      samples = [];
    },
    disable() {
      histogram.enabled = false;
    },
    /** `turns` turns of the loop, each `delayMs` late. */
    record(turns: number, delayMs: number) {
      for (let turn = 0; turn < turns; turn += 1) samples.push(delayMs);
    },
  } satisfies DelayHistogram & Record<string, unknown>;
  return histogram;
}

let delays: ReturnType<typeof recordedDelays>;
let monitor: LoadMonitor;

beforeEach(() => {
  jest.useFakeTimers();
  delays = recordedDelays();
  monitor = createLoadMonitor({ maxEventLoopDelayMs: 200, delays });
});

afterEach(() => {
  monitor.stop();
  jest.useRealTimers();
});

it('is not saturated while the loop keeps time', () => {
  delays.record(100, 10);
  jest.advanceTimersByTime(WINDOW_MS);
  expect(monitor.eventLoopDelayMs()).toBe(10);
  expect(monitor.saturated()).toBe(false);
});

it('is saturated for the window after one in which most turns ran late, and recovers after one on time', () => {
  delays.record(2, 10);
  delays.record(4, 250);
  // The window in progress does not count yet.
  expect(monitor.saturated()).toBe(false);
  jest.advanceTimersByTime(WINDOW_MS);
  expect(monitor.eventLoopDelayMs()).toBe(250);
  expect(monitor.saturated()).toBe(true);

  delays.record(100, 10);
  jest.advanceTimersByTime(WINDOW_MS);
  expect(monitor.saturated()).toBe(false);
});

it('is saturated when a fifth of the turns ran late: a loop busy most of the time with long turns', () => {
  // 200 ms of every 250 spent in a long turn, the rest in on-time ticks of the histogram.
  delays.record(16, 10);
  delays.record(4, 210);
  jest.advanceTimersByTime(WINDOW_MS);
  expect(monitor.saturated()).toBe(true);
});

it('is not saturated by a few long pauses among turns on time (a garbage collection, another program)', () => {
  delays.record(90, 12);
  delays.record(3, 900);
  jest.advanceTimersByTime(WINDOW_MS);
  expect(monitor.eventLoopDelayMs()).toBe(12);
  expect(monitor.saturated()).toBe(false);
});

it('is saturated after a window without a single turn of the loop', () => {
  jest.advanceTimersByTime(WINDOW_MS);
  expect(monitor.eventLoopDelayMs()).toBe(WINDOW_MS);
  expect(monitor.saturated()).toBe(true);
});

it('starts every window afresh', () => {
  delays.record(10, 500);
  jest.advanceTimersByTime(WINDOW_MS);
  expect(delays.count).toBe(0);
});

it('stops sampling when stopped', () => {
  delays.record(100, 10);
  jest.advanceTimersByTime(WINDOW_MS);
  monitor.stop();
  expect(delays.enabled).toBe(false);
  expect(jest.getTimerCount()).toBe(0);
});
