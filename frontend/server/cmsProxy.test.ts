/**
 * @jest-environment node
 *
 * The relay to the CMS against a real HTTP server standing in for it: reads share kept connections,
 * a read that meets a connection the CMS has just closed is sent again once, writes are never replayed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { cmsProxy } from './cmsProxy';

interface Upstream {
  url: string;
  connections: () => number;
  requests: string[];
  close: () => Promise<void>;
}

/**
 * A stand-in CMS. `dropRequest(onConnection, overall)` says whether a request, counted from 1 on its
 * connection and overall, is dropped: its connection is closed without an answer, as when a kept
 * connection times out just as it is reused.
 */
type DropRule = (nthOnConnection: number, nthOverall: number) => boolean;

async function startUpstream(dropRequest: DropRule = () => false, keepAliveMs = 5_000): Promise<Upstream> {
  let connections = 0;
  const requests: string[] = [];
  const perSocket = new WeakMap<object, number>();
  const server = http.createServer((req, res) => {
    const nth = (perSocket.get(req.socket) ?? 0) + 1;
    perSocket.set(req.socket, nth);
    requests.push(`${req.method} ${req.url}`);
    if (dropRequest(nth, requests.length)) {
      req.socket.destroy();
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url }));
    });
  });
  // Announced to clients as `Keep-Alive: timeout=<seconds>`.
  server.keepAliveTimeout = keepAliveMs;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function startSite(target: string) {
  const app = express();
  app.use(cmsProxy({ target, timeoutMs: 2_000 }));
  app.use((_req, res) => res.status(404).end('not proxied'));
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
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
  const upstream = await startUpstream(undefined, 2_000);
  const site = await startSite(upstream.url);
  running.push(site, upstream);
  await (await fetch(`${site.url}/api/scans`)).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 1_300));
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
