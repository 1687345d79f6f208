/**
 * Holding a connection after a refusal for saturation: nothing more is read from it for a while.
 *
 * Node accepts one new connection per turn of its event loop (libuv accepts one at a time since 1.45,
 * libuv/libuv#3696), and a saturated CMS turns only a few times a second. Clients that ignore
 * Retry-After and send again at once on their kept connections make every turn read, and refuse, all of
 * their requests: the turns stay long, so connections opened meanwhile wait in the accept queue, out of
 * the CMS's sight, until their clients time out (the overload bench saw 0-345 such timeouts a run).
 * A held connection is not read, so the turns that follow a refusal are short and the queue drains.
 * The request sent meanwhile is kept by the kernel and read when the hold ends, answered as usual.
 *
 * The hold is spread from half to one and a half times its length, so the connections refused in one
 * turn do not all come back in the same later one. It stays well within the Retry-After the refusal
 * gives, so a client that honours it never notices.
 */
import type { ServerResponse } from 'node:http';

export function holdConnectionAfter(response: ServerResponse, holdMs: number, random: () => number = Math.random) {
  const socket = response.socket;
  if (!socket) return;
  response.once('finish', () => {
    if (socket.destroyed) return;
    socket.pause();
    setTimeout(() => socket.resume(), holdMs * (0.5 + random())).unref();
  });
}
