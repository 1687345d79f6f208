/**
 * @jest-environment node
 *
 * The relay to the CMS against a real HTTP server standing in for it: reads share kept connections,
 * a read that meets a connection the CMS has just closed is sent again once, writes are never replayed,
 * and past its in-flight cap and queue the relay answers 429 at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { cmsProxy } from './cmsProxy';
import type { BodyLimits } from './bodyLimit';
import { relayLimit, type RelayLimits } from './relayLimit';

interface Upstream {
  url: string;
  connections: () => number;
  requests: string[];
  /** Each request body received: its declared length (null when chunked) and its size. */
  bodies: { declared: string | null; bytes: number }[];
  /** Resolves once the stand-in has received `count` requests in all. */
  received: (count: number) => Promise<void>;
  /** Resolves once `count` connections in all have closed. */
  closed: (count: number) => Promise<void>;
  /** Answers every request held so far (with `holdRequests`) and the ones after it at once. */
  answerHeld: () => void;
  close: () => Promise<void>;
}

/**
 * A stand-in CMS. `dropRequest(onConnection, overall)` says whether a request, counted from 1 on its
 * connection and overall, is dropped: its connection is closed without an answer, as when a kept
 * connection times out just as it is reused.
 */
type DropRule = (nthOnConnection: number, nthOverall: number) => boolean;

async function startUpstream(
  dropRequest: DropRule = () => false,
  { keepAliveMs = 5_000, holdRequests = false } = {},
): Promise<Upstream> {
  let connections = 0;
  const requests: string[] = [];
  const bodies: Upstream['bodies'] = [];
  const perSocket = new WeakMap<object, number>();
  let holding = holdRequests;
  const held: (() => void)[] = [];
  const arrivals: { count: number; resolve: () => void }[] = [];
  const server = http.createServer((req, res) => {
    const nth = (perSocket.get(req.socket) ?? 0) + 1;
    perSocket.set(req.socket, nth);
    requests.push(`${req.method} ${req.url}`);
    for (const arrival of arrivals.filter(({ count }) => requests.length >= count)) arrival.resolve();
    if (dropRequest(nth, requests.length)) {
      req.socket.destroy();
      return;
    }
    const answer = () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url }));
    };
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      bodies.push({ declared: req.headers['content-length'] ?? null, bytes });
      if (holding) held.push(answer);
      else answer();
    });
  });
  // Announced to clients as `Keep-Alive: timeout=<seconds>`.
  server.keepAliveTimeout = keepAliveMs;
  let closedConnections = 0;
  const closings: { count: number; resolve: () => void }[] = [];
  server.on('connection', (socket) => {
    connections += 1;
    socket.once('close', () => {
      closedConnections += 1;
      for (const closing of closings.filter(({ count }) => closedConnections >= count)) closing.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    requests,
    bodies,
    received: (count) =>
      requests.length >= count ? Promise.resolve() : new Promise((resolve) => arrivals.push({ count, resolve })),
    closed: (count) =>
      closedConnections >= count ? Promise.resolve() : new Promise((resolve) => closings.push({ count, resolve })),
    answerHeld: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ROOMY: RelayLimits = { maxInFlight: 100, maxQueued: 100, maxWaitMs: 10_000 };
const BODY_LIMITS: BodyLimits = { routes: { '/api/small': 1_000 }, otherBytes: 1024 * 1024 };

/** What the site has seen: `<url> arrived` and `<url> closed`, awaited with `seen`. */
function siteEvents() {
  const events: string[] = [];
  const waiters: { event: string; resolve: () => void }[] = [];
  const note = (event: string) => {
    events.push(event);
    for (const waiter of waiters.filter((candidate) => candidate.event === event)) waiter.resolve();
  };
  const seen = (event: string) =>
    events.includes(event) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ event, resolve }));
  return { note, seen };
}

async function startSite(target: string, limits = ROOMY, events = siteEvents(), before?: express.RequestHandler) {
  const app = express();
  app.use((req, res, next) => {
    events.note(`${req.url} arrived`);
    res.once('close', () => events.note(`${req.url} closed`));
    next();
  });
  if (before) app.use(before);
  app.use(cmsProxy({ target, limit: relayLimit(limits), bodyLimits: BODY_LIMITS, timeoutMs: 2_000 }));
  app.use((_req, res) => res.status(404).end('not proxied'));
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen: events.seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const running: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((part) => part.close()));
  jest.restoreAllMocks();
});

async function setUp(dropRequest?: DropRule) {
  const upstream = await startUpstream(dropRequest);
  const site = await startSite(upstream.url);
  running.push(site, upstream);
  return { upstream, site };
}

it('relays reads one after another over one kept connection', async () => {
  const { upstream, site } = await setUp();
  for (let request = 0; request < 10; request += 1) {
    const response = await fetch(`${site.url}/api/rate-limit?n=${request}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ method: 'GET', url: `/api/rate-limit?n=${request}` });
  }
  expect(upstream.connections()).toBe(1);
});

it("closes an idle connection before the CMS's announced keep-alive timeout, instead of reusing it", async () => {
  // The CMS announces 2 s; the site lets an idle connection go after 1 s.
  const upstream = await startUpstream(undefined, { keepAliveMs: 2_000 });
  const site = await startSite(upstream.url);
  running.push(site, upstream);
  await (await fetch(`${site.url}/api/scans`)).arrayBuffer();
  const idleSince = Date.now();
  await upstream.closed(1);
  expect(Date.now() - idleSince).toBeLessThan(2_000);
  expect((await fetch(`${site.url}/api/scans`)).status).toBe(200);
  // A new connection, and no request lost on the old one.
  expect(upstream.connections()).toBe(2);
  expect(upstream.requests).toEqual(['GET /api/scans', 'GET /api/scans']);
});

it('sends a read again on a new connection when the CMS closed the kept one', async () => {
  // Every second request on a connection is dropped, as if the CMS had closed it while idle.
  const { upstream, site } = await setUp((nth) => nth === 2);
  const first = await fetch(`${site.url}/uploads/cover.webp`);
  expect(first.status).toBe(200);
  await first.arrayBuffer();

  const second = await fetch(`${site.url}/uploads/cover.webp`);
  expect(second.status).toBe(200);
  expect(await second.json()).toEqual({ method: 'GET', url: '/uploads/cover.webp' });
  // The dropped attempt on the kept connection, then the replay on a new one.
  expect(upstream.requests).toEqual(Array(3).fill('GET /uploads/cover.webp'));
  expect(upstream.connections()).toBe(2);
});

it('answers 502 after one replay when the CMS keeps dropping the read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Only the very first request is answered.
  const { upstream, site } = await setUp((_onConnection, overall) => overall > 1);
  await (await fetch(`${site.url}/api/scans`)).arrayBuffer();

  const response = await fetch(`${site.url}/api/scans`);
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({ error: { status: 502, message: 'The content service is unreachable.' } });
  // The answered one, the drop on the kept connection and the one replay on a new connection.
  expect(upstream.requests).toHaveLength(3);
  expect(upstream.connections()).toBe(2);
});

it('never replays a write: each opens its own connection, and a dropped one answers 502', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { upstream, site } = await setUp();
  for (let request = 0; request < 3; request += 1) {
    const response = await fetch(`${site.url}/api/contact`, { method: 'POST', body: 'x'.repeat(10) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ method: 'POST', url: '/api/contact' });
  }
  expect(upstream.connections()).toBe(3);

  const dropping = await setUp((nth) => nth === 1);
  const dropped = await fetch(`${dropping.site.url}/api/contact`, { method: 'POST', body: 'x' });
  expect(dropped.status).toBe(502);
  expect(dropping.upstream.requests).toEqual(['POST /api/contact']);
});

it('answers 502 when the CMS is not there, and leaves other paths alone', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const upstream = await startUpstream();
  await upstream.close();
  const site = await startSite(upstream.url);
  running.push(site);

  expect((await fetch(`${site.url}/api/scans`)).status).toBe(502);
  const page = await fetch(`${site.url}/scans`);
  expect(page.status).toBe(404);
  expect(await page.text()).toBe('not proxied');
});

describe('past its in-flight cap and queue', () => {
  const BUSY = {
    data: null,
    error: {
      status: 429,
      name: 'RateLimitError',
      message: 'Too many requests, please try again later.',
      details: { reason: 'relay-queue-full' },
    },
  };

  async function setUpHolding(limits: RelayLimits) {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const upstream = await startUpstream(undefined, { holdRequests: true });
    const site = await startSite(upstream.url, limits);
    running.push(site, upstream);
    return { upstream, site };
  }

  it('answers 429 with Retry-After at once, the busy check included, and serves again once load drops', async () => {
    const { upstream, site } = await setUpHolding({ maxInFlight: 2, maxQueued: 1, maxWaitMs: 60_000 });
    const held = [1, 2, 3].map((n) => fetch(`${site.url}/api/scans?n=${n}`));
    await upstream.received(2);

    for (const path of ['/api/scans?n=4', '/api/rate-limit', '/uploads/cover.webp']) {
      const refused = await fetch(`${site.url}${path}`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      // The refused visitor comes back through the listen queue, in turn (see relayLimit.ts).
      expect(refused.headers.get('connection')).toBe('close');
      expect(await refused.json()).toEqual(BUSY);
    }
    // A refused body larger than the sockets' buffers: the connection stays open, so the visitor reads
    // the 429 instead of a reset.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await fetch(`${site.url}/api/scans`, { method: 'POST', body: 'x'.repeat(900 * 1024) });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('connection')).toBe('keep-alive');
      expect(await refused.json()).toEqual(BUSY);
    }
    // Two relayed, one waiting in the queue, none of the refused ones.
    expect(upstream.requests).toEqual(['GET /api/scans?n=1', 'GET /api/scans?n=2']);

    upstream.answerHeld();
    expect((await Promise.all(held)).map((response) => response.status)).toEqual([200, 200, 200]);
    expect(upstream.requests).toContain('GET /api/scans?n=3');
    expect((await fetch(`${site.url}/api/rate-limit`)).status).toBe(200);
  });

  it('answers 429 to a request that waited its longest in the queue', async () => {
    const { upstream, site } = await setUpHolding({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 100 });
    const first = fetch(`${site.url}/api/scans`);
    await upstream.received(1);

    const waited = await fetch(`${site.url}/api/rate-limit`);
    expect(waited.status).toBe(429);
    expect(await waited.json()).toMatchObject({ error: { details: { reason: 'relay-wait-too-long' } } });

    upstream.answerHeld();
    expect((await first).status).toBe(200);
    expect(upstream.requests).toEqual(['GET /api/scans']);
  });

  it('takes no place for a visitor who left before the relay was reached', async () => {
    const upstream = await startUpstream();
    // As in the development server, which loads the app before the relay runs: here a request marked
    // "late" reaches the relay only once its visitor has gone.
    const late: express.RequestHandler = (req, res, next) =>
      req.url.includes('late') ? res.once('close', next) : next();
    const site = await startSite(upstream.url, { maxInFlight: 1, maxQueued: 0, maxWaitMs: 1_000 }, undefined, late);
    running.push(site, upstream);
    const leaving = new AbortController();
    const left = fetch(`${site.url}/api/scans?late`, { signal: leaving.signal }).catch(() => 'left');
    await site.seen('/api/scans?late arrived');
    leaving.abort();
    expect(await left).toBe('left');
    await site.seen('/api/scans?late closed');

    expect((await fetch(`${site.url}/api/scans?n=2`)).status).toBe(200);
    expect(upstream.requests).toEqual(['GET /api/scans?n=2']);
  });

  it('gives the place of a visitor who leaves the queue to the next one', async () => {
    const { upstream, site } = await setUpHolding({ maxInFlight: 1, maxQueued: 1, maxWaitMs: 60_000 });
    const first = fetch(`${site.url}/api/scans?n=1`);
    await upstream.received(1);
    const leaving = new AbortController();
    const left = fetch(`${site.url}/api/scans?n=2`, { signal: leaving.signal }).catch(() => 'left');
    await site.seen('/api/scans?n=2 arrived');
    leaving.abort();
    expect(await left).toBe('left');
    await site.seen('/api/scans?n=2 closed');

    const next = fetch(`${site.url}/api/scans?n=3`);
    upstream.answerHeld();
    expect((await first).status).toBe(200);
    expect((await next).status).toBe(200);
    expect(upstream.requests).toEqual(['GET /api/scans?n=1', 'GET /api/scans?n=3']);
  });
});

describe('request bodies', () => {
  const TOO_LARGE = {
    data: null,
    error: {
      status: 413,
      name: 'PayloadTooLargeError',
      message: 'The request body may not exceed 1000 bytes',
      details: {},
    },
  };
  const inChunks = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 100) controller.enqueue(new Uint8Array(Math.min(100, bytes - sent)));
        controller.close();
      },
    });
  const post = (url: string, body: string | ReadableStream<Uint8Array>) =>
    fetch(url, { method: 'POST', body, ...(typeof body === 'string' ? {} : { duplex: 'half' }) } as RequestInit);

  it("refuses a body over its route's limit, declared or in chunks and in any spelling, relaying nothing", async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { upstream, site } = await setUp();
    for (const spelling of ['/api/small', '/api/SMALL', '/api/small/']) {
      const declared = await post(`${site.url}${spelling}`, 'x'.repeat(1_001));
      expect(declared.status).toBe(413);
      expect(await declared.json()).toEqual(TOO_LARGE);
      const chunked = await post(`${site.url}${spelling}`, inChunks(1_001));
      expect(chunked.status).toBe(413);
      expect(await chunked.json()).toEqual(TOO_LARGE);
    }
    expect(upstream.requests).toEqual([]);
    // Other routes have their own limit.
    expect((await post(`${site.url}/api/other`, 'x'.repeat(1_001))).status).toBe(200);
  });

  it('relays a chunked body within the limit with its length', async () => {
    const { upstream, site } = await setUp();
    expect((await post(`${site.url}/api/small`, inChunks(1_000))).status).toBe(200);
    expect(upstream.bodies).toEqual([{ declared: '1000', bytes: 1_000 }]);
  });

  it('relays an answer the CMS sends before the body has all arrived, every time', async () => {
    // As the CMS refuses a body it will not read: at once, reading and dropping the rest.
    const cms = http.createServer((_req, res) => {
      res.writeHead(415, { 'Content-Type': 'application/json' });
      res.end('{"error":{"status":415}}');
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    const site = await startSite(`http://127.0.0.1:${(cms.address() as AddressInfo).port}`);
    running.push(site, { close: () => new Promise<void>((resolve) => cms.close(() => resolve())) });
    const statuses = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await post(`${site.url}/api/other`, 'x'.repeat(900_000));
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual(Array(20).fill(415));
  });
});
