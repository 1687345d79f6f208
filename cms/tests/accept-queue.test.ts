/**
 * Reading the accept queue from the kernel's tables: the parser on a table as Linux writes it, and the
 * reader on a real listening socket whose event loop is kept too busy to accept.
 */
import net, { type AddressInfo } from 'node:net';
import { acceptQueueLength, createAcceptQueueReader } from '../src/api/rate-limit/accept-queue';

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
  it('adds both tables up, and answers null where neither can be read or nothing listens', () => {
    const tables: Record<string, string> = { '/proc/net/tcp': TCP_TABLE, '/proc/net/tcp6': TCP6_TABLE };
    const readTable = (path: string) => {
      if (!(path in tables)) throw new Error(`ENOENT: ${path}`);
      return tables[path];
    };
    expect(createAcceptQueueReader(() => 1337, readTable)()).toBe(19);
    delete tables['/proc/net/tcp6'];
    expect(createAcceptQueueReader(() => 1337, readTable)()).toBe(3);
    delete tables['/proc/net/tcp'];
    expect(createAcceptQueueReader(() => 1337, readTable)()).toBeNull();
    expect(
      createAcceptQueueReader(
        () => null,
        () => TCP_TABLE,
      )(),
    ).toBeNull();
  });

  const linux = process.platform === 'linux' ? it : it.skip;
  linux('sees the connections a busy event loop has not accepted yet, and none once it has', async () => {
    const accepted: net.Socket[] = [];
    const server = net.createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const read = createAcceptQueueReader(() => port);
    const clients: net.Socket[] = [];
    try {
      expect(read()).toBe(0);
      // The kernel completes the handshakes while this turn keeps the loop busy.
      for (let count = 0; count < 5; count += 1) clients.push(net.connect({ host: '127.0.0.1', port }));
      // Node calls connect() on the next tick; the busy turn starts after it.
      await new Promise((resolve) => process.nextTick(resolve));
      const until = performance.now() + 100;
      while (performance.now() < until) Math.sqrt(Math.random());
      expect(read()).toBe(5);
      while (accepted.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(read()).toBe(0);
    } finally {
      for (const socket of [...clients, ...accepted]) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
