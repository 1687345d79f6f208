import { OncePerWindow } from './once-per-window';

const clock = () => {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

it('lets the first event per key and window through and counts the others', () => {
  const { now, advance } = clock();
  const log = new OncePerWindow(60_000, now);
  expect(log.note('10.0.0.1')).toBe(0);
  expect(log.note('10.0.0.1')).toBeNull();
  expect(log.note('10.0.0.2')).toBe(0);
  expect(log.note('10.0.0.1')).toBeNull();
  advance(59_999);
  expect(log.note('10.0.0.1')).toBeNull();
  advance(1);
  // Three of its events went unlogged in the window that just ended.
  expect(log.note('10.0.0.1')).toBe(3);
  expect(log.note('10.0.0.1')).toBeNull();
  expect(log.note('10.0.0.2')).toBe(0);
});

it('forgets the oldest keys past its size, so a flood of addresses cannot grow it without end', () => {
  const { now, advance } = clock();
  const log = new OncePerWindow(60_000, now, 2);
  expect(log.note('a')).toBe(0);
  advance(1);
  expect(log.note('b')).toBe(0);
  advance(1);
  expect(log.note('c')).toBe(0);
  // "a" was forgotten to make room for "c", so it is logged again at once; "c" is still remembered.
  expect(log.note('a')).toBe(0);
  expect(log.note('c')).toBeNull();
});
