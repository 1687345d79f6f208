/** Moves Date (only) forward by `ms`, as a visitor coming back later would find it; undo with jest.useRealTimers(). */
export function moveClock(ms: number): void {
  jest.useFakeTimers({
    now: Date.now() + ms,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
