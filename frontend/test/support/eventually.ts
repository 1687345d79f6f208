/**
 * Reads `read` until `accept` holds, for what a running server does on its own time (a publish reaching
 * a page, an event forwarded, a log line); past `timeoutMs` it fails with `failure(lastValue)`.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  accept: (value: T) => boolean,
  {
    failure,
    timeoutMs = 10_000,
    intervalMs = 250,
  }: { failure: (last: T) => string; timeoutMs?: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(failure(value));
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
