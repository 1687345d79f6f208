/**
 * A TCP pass-through between the site and the CMS that notes the request line of every request the site
 * relays, so a test can tell what reached the CMS at all. It forwards bytes unchanged in both directions.
 */
import net from 'node:net';

export interface RequestTap {
  /** Where the site is pointed instead of the CMS. */
  url: string;
  /** "POST /api/checkrecaptcha" for each request relayed so far, in order. */
  requests: string[];
  close: () => Promise<void>;
}

const REQUEST_LINE = /(?:^|\r\n)([A-Z]+) (\/\S*) HTTP\/1\.1\r\n/g;
/** Enough of a chunk's end to hold a request line cut between two chunks. */
const CARRY = 2_048;

export async function startRequestTap(target: string): Promise<RequestTap> {
  const { hostname, port } = new URL(target);
  const requests: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((site) => {
    const cms = net.connect(Number(port), hostname);
    for (const socket of [site, cms]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => {
        site.destroy();
        cms.destroy();
      });
    }
    // Positions are counted in the text seen so far, so a line found again in the carried part is not noted twice.
    let seen = '';
    let noted = 0;
    site.on('data', (chunk: Buffer) => {
      const offset = Math.max(0, seen.length - CARRY);
      seen = seen.slice(offset) + chunk.toString('latin1');
      noted = Math.max(0, noted - offset);
      for (const match of seen.matchAll(REQUEST_LINE)) {
        if (match.index < noted) continue;
        requests.push(`${match[1]} ${match[2]}`);
        noted = match.index + match[0].length;
      }
    });
    site.pipe(cms).pipe(site);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
