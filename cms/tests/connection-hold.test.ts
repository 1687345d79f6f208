/**
 * Holding a connection after a refusal, on a plain Node HTTP server (no Strapi): the next request on
 * that connection is read only when the hold ends, while other connections are served meanwhile.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { holdConnectionAfter } from '../src/api/rate-limit/connection-hold';
import { getOver } from './support/http';

const HOLD_MS = 400;

let server: http.Server;
let port: number;
let holdSpread: () => number;

beforeAll(async () => {
  // The first request on each connection is refused and its connection held; any later one is answered.
  const seen = new WeakSet<object>();
  server = http.createServer((request, response) => {
    const first = !seen.has(request.socket);
    seen.add(request.socket);
    if (first && request.url === '/refuse') {
      holdConnectionAfter(response, HOLD_MS, holdSpread);
      response.writeHead(429, { 'Retry-After': '5' }).end();
      return;
    }
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, agent: http.Agent | false) => getOver(agent, { port, path });

it.each([
  ['the shortest hold (half its length)', 0, HOLD_MS / 2],
  ['an average hold', 0.5, HOLD_MS],
  ['the longest hold (one and a half times its length)', 0.999, HOLD_MS * 1.499],
])('reads nothing more from a refused connection during %s', async (_what, spread, expectedMs) => {
  holdSpread = () => spread;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await get('/refuse', agent);
    expect(refused.status).toBe(429);
    const [held, other] = await Promise.all([get('/next', agent), get('/other', false)]);
    expect(held.status).toBe(200);
    // Timers never fire early; the held request's answer waits for the whole hold.
    expect(held.at - refused.at).toBeGreaterThanOrEqual(expectedMs - 1);
    // Another connection is served while that one is held.
    expect(other.status).toBe(200);
    expect(other.at).toBeLessThan(held.at);
    // The held connection was kept, not closed: the next request went over it.
    expect(held.socket).toBeInstanceOf(net.Socket);
    expect(held.socket).toBe(refused.socket);
  } finally {
    agent.destroy();
  }
});

it('leaves a connection alone that was closed before its refusal was sent', async () => {
  const socket = new net.Socket();
  const response = new http.ServerResponse(new http.IncomingMessage(socket));
  response.assignSocket(socket);
  socket.destroy();
  const pause = jest.spyOn(socket, 'pause');
  holdConnectionAfter(response, HOLD_MS);
  response.emit('finish');
  expect(pause).not.toHaveBeenCalled();
});
