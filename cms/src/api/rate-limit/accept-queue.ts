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
 * load shedding goes without this signal. The kernel writes those tables out in full, a line per socket
 * of the host, one 4 KiB page per read (5 ms for 1,700 sockets here): they are read by a worker thread,
 * so the loop, already late when it asks, is not held up, and the answer comes back in one message
 * (libuv's file reads would take a turn of the loop per page).
 */
import { Worker } from 'node:worker_threads';

const LISTEN_STATE = '0A';
const PROC_TABLES = ['/proc/net/tcp', '/proc/net/tcp6'];

/**
 * The connections waiting to be accepted by the listening sockets on `port` (on any address), from the
 * text of a /proc/net/tcp table. Lines look like
 * `0: 0100007F:0539 00000000:0000 0A 00000000:00000003 00:00000000 00000000 0 0 1234 ...`:
 * local address:port, remote address:port, state, transmit queue:receive queue, all in hexadecimal.
 */
export function acceptQueueLength(table: string, port: number): number {
  const localPort = port.toString(16).toUpperCase().padStart(4, '0');
  // Local address:port, any remote, the LISTEN state, the queues: one pass of the regex engine over a
  // table that can hold thousands of lines.
  const listening = new RegExp(`:${localPort} [0-9A-F]+:[0-9A-F]{4} ${LISTEN_STATE} [0-9A-F]+:([0-9A-F]+)`, 'g');
  let waiting = 0;
  for (const [, receiveQueue] of table.matchAll(listening)) waiting += Number.parseInt(receiveQueue, 16);
  return waiting;
}

/** Reads the tables it is sent, each as text or null when it cannot (not Linux, or no IPv6). */
const TABLE_READER = `const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
parentPort.on('message', (paths) => {
  parentPort.postMessage(paths.map((path) => { try { return fs.readFileSync(path, 'latin1'); } catch { return null; } }));
});`;

/** Reads files by path: each as text, or null when it cannot be read. */
export interface TableReader {
  read(paths: string[]): Promise<(string | null)[]>;
  close(): void;
}

/** The kernel's tables, read by a worker thread started on the first call; `close` stops it. */
export function procTableReader(): TableReader {
  let worker: Worker | null = null;
  const pending: ((tables: (string | null)[]) => void)[] = [];
  return {
    read(paths) {
      if (!worker) {
        worker = new Worker(TABLE_READER, { eval: true });
        // Answers come in the order asked.
        worker.on('message', (tables: (string | null)[]) => pending.shift()?.(tables));
        worker.on('error', () => {
          for (const answer of pending.splice(0)) answer([]);
          worker = null;
        });
        // Reading must never keep a process (or a test run) alive.
        worker.unref();
      }
      return new Promise((resolve) => {
        pending.push(resolve);
        worker!.postMessage(paths);
      });
    },
    close() {
      void worker?.terminate();
      worker = null;
      for (const answer of pending.splice(0)) answer([]);
    },
  };
}

export interface AcceptQueueReader {
  /** The connections waiting on the port `listeningPort` names; null where that cannot be known. */
  read(): Promise<number | null>;
  close(): void;
}

/**
 * A reader of the accept queue of the port `listeningPort` names when asked (null while the server does
 * not listen on a TCP port). It answers null where the tables cannot be read.
 */
export function createAcceptQueueReader(
  listeningPort: () => number | null,
  tables: TableReader = procTableReader(),
): AcceptQueueReader {
  return {
    async read() {
      const port = listeningPort();
      if (port === null) return null;
      const readable = (await tables.read(PROC_TABLES)).filter((table) => table !== null);
      return readable.length ? readable.reduce((waiting, table) => waiting + acceptQueueLength(table, port), 0) : null;
    },
    close: () => tables.close(),
  };
}
