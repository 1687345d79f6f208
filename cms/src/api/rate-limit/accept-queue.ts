/**
 * How many connections wait in the CMS's accept queue: opened by clients and completed by the kernel, but
 * not yet taken by the CMS.
 *
 * Node takes one new connection per turn of its event loop (libuv accepts one at a time since 1.45,
 * libuv/libuv#3696). A saturated CMS turns slowly, since each turn serves every request whose bytes have
 * arrived, so the connections opened meanwhile wait here. No other measure sees them: "in flight" counts
 * only accepted requests, and the loop delay says that turns are late, not that anyone waits for them.
 * In the overload bench, connections from the first instant of a burst waited here past the site's 4 s
 * timeout in about one run in three (up to 185 timeouts in a run).
 *
 * Linux shows the queue in /proc/net/tcp and /proc/net/tcp6: for a socket in the LISTEN state (st 0A),
 * the rx_queue column is the length of its accept queue. On any other system the reading is null and
 * load shedding goes without this signal.
 */
import fs from 'node:fs';

const LISTEN_STATE = '0A';
const PROC_TABLES = ['/proc/net/tcp', '/proc/net/tcp6'];

/**
 * The connections waiting to be accepted by the listening sockets on `port` (on any address), from the
 * text of a /proc/net/tcp table. Lines look like
 * `0: 0100007F:0539 00000000:0000 0A 00000000:00000003 00:00000000 00000000 0 0 1234 ...`:
 * local address:port, remote address:port, state, transmit queue:receive queue, all in hexadecimal.
 */
export function acceptQueueLength(table: string, port: number): number {
  const localPortSuffix = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let waiting = 0;
  for (const line of table.split('\n')) {
    const [, local, , state, queues] = line.trim().split(/\s+/);
    if (state !== LISTEN_STATE || !local?.endsWith(localPortSuffix)) continue;
    const receiveQueue = Number.parseInt(queues?.split(':')[1] ?? '', 16);
    if (Number.isFinite(receiveQueue)) waiting += receiveQueue;
  }
  return waiting;
}

/**
 * A reader of the accept queue of the port `listeningPort` names when asked (null while the server does
 * not listen on a TCP port). It answers null where the tables cannot be read.
 */
export function createAcceptQueueReader(
  listeningPort: () => number | null,
  readTable: (path: string) => string = (path) => fs.readFileSync(path, 'latin1'),
): () => number | null {
  return () => {
    const port = listeningPort();
    if (port === null) return null;
    let readable = false;
    let waiting = 0;
    for (const path of PROC_TABLES) {
      try {
        waiting += acceptQueueLength(readTable(path), port);
        readable = true;
      } catch {
        // No such table here (not Linux, or no IPv6): the other one may still answer.
      }
    }
    return readable ? waiting : null;
  };
}
