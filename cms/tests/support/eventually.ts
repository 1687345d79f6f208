/**
 * Reads `read` until `accept` holds, for what a booted CMS does in the background (a mail sent, a message
 * from Redis, its event loop settling); past `timeoutMs` it fails, naming `what` and the last value read.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  accept: (value: T) => boolean = Boolean,
  { what = 'the condition', timeoutMs = 10_000 }: { what?: string; timeoutMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what} not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
