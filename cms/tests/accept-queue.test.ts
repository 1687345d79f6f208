/**
 * Reading the accept queue from the kernel's tables: the parser on a table as Linux writes it, and the
 * reader on a real listening socket in a process whose event loop is kept too busy to accept.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import readline from 'node:readline';
import {
  acceptQueueLength,
  createAcceptQueueReader,
  procTableReader,
  type AcceptQueueReader,
} from '../src/api/rate-limit/accept-queue';

/** How long the server process below keeps its loop busy: long enough for a few connections and readings. */
const BUSY_MS = 3_000;

// Port 1337 is 0539 in hexadecimal; 3000 is 0BB8.
const TCP_TABLE = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:0539 00000000:0000 0A 00000000:00000003 00:00000000 00000000     0        0 101 1 0 100 0 0 10 0
   1: 0100007F:0BB8 00000000:0000 0A 00000000:00000009 00:00000000 00000000     0        0 102 1 0 100 0 0 10 0
   2: 0100007F:0539 0100007F:D2F0 01 00000000:0000002A 00:00000000 00000000     0        0 103 1 0 20 4 30 10 -1
   3: 0100007F:D2F0 0100007F:0539 01 00000000:00000000 00:00000000 00000000     0        0 104 1 0 20 4 30 10 -1
`;
const TCP6_TABLE = `  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000000000000000000000000000:0539 00000000000000000000000000000000:0000 0A 00000000:00000010 00:00000000 00000000     0        0 105 1 0 100 0 0 10 0
`;

describe('acceptQueueLength', () => {
  it("counts the receive queue of listening sockets on the port only, not its connections' unread bytes", () => {
    expect(acceptQueueLength(TCP_TABLE, 1337)).toBe(3);
    expect(acceptQueueLength(TCP_TABLE, 3000)).toBe(9);
    expect(acceptQueueLength(TCP6_TABLE, 1337)).toBe(16);
    expect(acceptQueueLength(TCP_TABLE, 8080)).toBe(0);
    expect(acceptQueueLength('', 1337)).toBe(0);
  });
});

describe('createAcceptQueueReader', () => {
  it('adds both tables up, and answers null where neither can be read or nothing listens', async () => {
    const files: Record<string, string> = { '/proc/net/tcp': TCP_TABLE, '/proc/net/tcp6': TCP6_TABLE };
    const tables = { read: async (paths: string[]) => paths.map((path) => files[path] ?? null), close() {} };
    await expect(createAcceptQueueReader(() => 1337, tables).read()).resolves.toBe(19);
    delete files['/proc/net/tcp6'];
    await expect(createAcceptQueueReader(() => 1337, tables).read()).resolves.toBe(3);
    delete files['/proc/net/tcp'];
    await expect(createAcceptQueueReader(() => 1337, tables).read()).resolves.toBeNull();
    await expect(createAcceptQueueReader(() => null, tables).read()).resolves.toBeNull();
  });

  it('reads the tables in a worker thread, in the order asked, and starts it again after it is closed', async () => {
    const tables = procTableReader();
    try {
      const [missing, tcp] = await Promise.all([tables.read(['/no/such/table']), tables.read(['/proc/net/tcp'])]);
      expect(missing).toEqual([null]);
      if (process.platform === 'linux') expect(tcp[0]).toMatch(/local_address/);
    } finally {
      tables.close();
    }
    try {
      expect(await tables.read(['/no/such/table'])).toEqual([null]);
    } finally {
      tables.close();
    }
  });

  const linux = process.platform === 'linux' ? it : it.skip;
  linux('sees the connections a busy process has not accepted yet, and none once it has', async () => {
    // A server in a process of its own that listens, then keeps its event loop busy for a while.
    const server = spawn(
      process.execPath,
      [
        '-e',
        `const server = require('node:net').createServer(() => process.stdout.write('accepted\\n'));
         server.listen(0, '127.0.0.1', () => {
           process.stdout.write(server.address().port + '\\n');
           const until = Date.now() + ${BUSY_MS};
           while (Date.now() < until);
         });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const clients: net.Socket[] = [];
    let reader: AcceptQueueReader | undefined;
    try {
      const output = readline.createInterface({ input: server.stdout! })[Symbol.asyncIterator]();
      const port = Number((await output.next()).value);
      reader = createAcceptQueueReader(() => port);
      await expect(reader.read()).resolves.toBe(0);
      // The kernel completes the handshakes while the server's loop is busy: the connections wait.
      for (let count = 0; count < 5; count += 1) clients.push(net.connect({ host: '127.0.0.1', port }));
      await Promise.all(clients.map((client) => once(client, 'connect')));
      await expect(reader.read()).resolves.toBe(5);
      for (let accepted = 0; accepted < 5; accepted += 1) expect((await output.next()).value).toBe('accepted');
      await expect(reader.read()).resolves.toBe(0);
    } finally {
      for (const client of clients) client.destroy();
      server.kill();
      reader?.close();
    }
  });
});
