/**
 * Traffic protection against the real Strapi, memory store: GET /api/rate-limit, per-client budgets
 * on reads and writes, and load shedding when the CMS is saturated. Budgets are tiny here so a few
 * requests exhaust them; each test plays its own client through X-Forwarded-For (TRUST_PROXY=true).
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { getOver } from './support/http';
import { startStrapi, stopStrapi } from './support/strapi';

const TRAFFIC_ENV = {
  TRUST_PROXY: 'true',
  RATE_LIMIT_CLIENT_REQUESTS: '5',
  RATE_LIMIT_READ_REQUESTS: '3',
  RATE_LIMIT_WRITE_REQUESTS: '2',
  RATE_LIMIT_WINDOW_SECONDS: '60',
  LOAD_SHED_MAX_IN_FLIGHT: '2',
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '250',
  LOAD_SHED_RETRY_AFTER_SECONDS: '7',
  LOAD_SHED_HOLD_MS: '400',
  LOAD_SHED_MAX_ACCEPT_QUEUE: '8',
};

let strapi: Core.Strapi;
let port: number;
const api = () => request(strapi.server.httpServer);

let lastClient = 0;
/** A client address no other test has used, so every test starts with full budgets. */
const newClient = () => `10.9.0.${++lastClient}`;

const check = (client: string) => api().get('/api/rate-limit').set('X-Forwarded-For', client);

function expectRefused(response: request.Response, reason: string) {
  expect(response.status).toBe(429);
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  // The gate answers before Strapi's security middleware: it sets the header a JSON refusal needs.
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.body.error).toMatchObject({ status: 429, name: 'RateLimitError', details: { reason } });
}

const traffic = () => strapi.service('api::rate-limit.traffic');

/** The busy check over a connection of its own, opened at once (its request is written once it connects). */
function rawCheck(client: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.write(
      `GET /api/rate-limit HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${client}\r\nConnection: close\r\n\r\n`,
    );
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (raw += chunk));
    socket.on('end', () => {
      const [head, body = ''] = raw.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: body || '{}' });
    });
    socket.on('error', reject);
  });
}

async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A write whose body arrives only when told to: it stays in flight, like a request on a slow link. */
function startSlowWrite(client: string) {
  const body = JSON.stringify({ data: { title: 'slow' } });
  const pending = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/scans',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'X-Forwarded-For': client,
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    pending.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    pending.on('error', reject);
  });
  pending.write(body.slice(0, 4));
  return {
    finish: () => {
      pending.end(body.slice(4));
      return status;
    },
  };
}

beforeAll(async () => {
  Object.assign(process.env, TRAFFIC_ENV);
  delete process.env.REDIS_URL;
  strapi = await startStrapi();
  await new Promise<void>((resolve) => strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
  port = (strapi.server.httpServer.address() as AddressInfo).port;
  // Booting keeps the event loop busy; start once its measured delay has settled.
  await waitUntil(() => traffic().saturation() === null, 'the CMS to settle after boot', 20_000);
});

afterAll(async () => {
  await stopStrapi(strapi);
  for (const name of Object.keys(TRAFFIC_ENV)) delete process.env[name];
});

describe('GET /api/rate-limit', () => {
  it('answers 204, never cached, to a client within its budget', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await check(client).expect(204);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 429 with Retry-After once the client has spent its budget; other clients are unaffected', async () => {
    const greedy = newClient();
    for (let attempt = 0; attempt < 5; attempt += 1) await check(greedy).expect(204);
    const refused = await check(greedy);
    expectRefused(refused, 'client');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('no-store');

    await check(newClient()).expect(204);
  });

  it('ignores a client-supplied X-Forwarded-For beyond the trusted hop', async () => {
    const spender = newClient();
    for (let attempt = 0; attempt < 5; attempt += 1) await check(spender).expect(204);
    // One trusted proxy: only the address it appended counts, whatever the client put before it.
    const spoofed = await api().get('/api/rate-limit').set('X-Forwarded-For', `${newClient()}, ${spender}`);
    expectRefused(spoofed, 'client');
  });
});

describe('per-client limits', () => {
  it('limits REST reads, the expensive list endpoints included, with Retry-After', async () => {
    const reader = newClient();
    const list = () => api().get('/api/scans').query({ 'populate[cover]': 'true' }).set('X-Forwarded-For', reader);
    for (let attempt = 0; attempt < 3; attempt += 1) await list().expect(200);
    expectRefused(await list(), 'read');
    expectRefused(await api().get('/api/articles').set('X-Forwarded-For', reader), 'read');
  });

  it('never limits the in-memory catalog the site renders from', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await api().get('/api/catalog/version').set('X-Forwarded-For', client).expect(200);
    }
    await api().get('/api/catalog/scans').set('X-Forwarded-For', client).expect(200);
  });

  it('limits every write method with Retry-After, before the request reaches its route', async () => {
    const writer = newClient();
    const post = await api()
      .post('/api/scans')
      .set('X-Forwarded-For', writer)
      .send({ data: { title: 'x' } });
    const put = await api().put('/api/about').set('X-Forwarded-For', writer).send({ data: {} });
    expect([post.status, put.status]).toEqual([403, 403]);
    expectRefused(await api().delete('/api/about').set('X-Forwarded-For', writer), 'write');
    expectRefused(await api().post('/api/auth/local').set('X-Forwarded-For', writer).send({}), 'write');
  });

  it('leaves the admin and its API alone', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await api().get('/admin/init').set('X-Forwarded-For', client).expect(200);
    }
  });
});

describe('load shedding', () => {
  it('answers 429 with the configured Retry-After while too many requests are in flight, then recovers', async () => {
    const slowWrites = [startSlowWrite(newClient()), startSlowWrite(newClient())];
    await waitUntil(() => traffic().loadFigures().inFlight === 2, 'two requests in flight');

    const shed = await check(newClient());
    expectRefused(shed, 'in-flight');
    expect(shed.headers['retry-after']).toBe('7');
    expectRefused(await api().get('/api/catalog/scans').set('X-Forwarded-For', newClient()), 'in-flight');
    // Editors keep working while visitors are turned away.
    await api().get('/admin/init').expect(200);

    expect(await Promise.all(slowWrites.map((write) => write.finish()))).toEqual([403, 403]);
    expect(traffic().loadFigures().inFlight).toBe(0);
    // No longer saturated, but the busy check still says "busy" for a while after the last shed request
    // (RECENT_SHED_MS), with the reason it was shed for, then recovers.
    expect(traffic().saturation()).toBeNull();
    expectRefused(await check(newClient()), 'in-flight');
    await waitUntil(() => traffic().recentlyShed() === null, 'the last shed request to be RECENT_SHED_MS old');
    await check(newClient()).expect(204);
  });

  it('holds a connection it shed: the next request on it is read only after the hold, others are answered meanwhile', async () => {
    const slowWrites = [startSlowWrite(newClient()), startSlowWrite(newClient())];
    await waitUntil(() => traffic().loadFigures().inFlight === 2, 'two requests in flight');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const client = newClient();
    const checkOn = (via: http.Agent | false) =>
      getOver(via, { port, path: '/api/rate-limit', headers: { 'X-Forwarded-For': client } });
    try {
      const shed = await checkOn(agent);
      expect(shed.status).toBe(429);
      const [held, other] = await Promise.all([checkOn(agent), checkOn(false)]);
      expect([held.status, other.status]).toEqual([429, 429]);
      // LOAD_SHED_HOLD_MS 400: a hold lasts at least half of it.
      expect(held.at - shed.at).toBeGreaterThanOrEqual(200);
      expect(other.at).toBeLessThan(held.at);
      expect(held.socket).toBeInstanceOf(net.Socket);
      expect(held.socket).toBe(shed.socket);
    } finally {
      agent.destroy();
      expect(await Promise.all(slowWrites.map((write) => write.finish()))).toEqual([403, 403]);
    }
    // The next test starts from a CMS that no longer answers for the last shed request.
    await waitUntil(() => traffic().recentlyShed() === null, 'the last shed request to be RECENT_SHED_MS old');
  });

  it('answers 429 while connections wait to be accepted behind a busy loop, so they are all answered soon', async () => {
    // Twelve visitors connect at once while the CMS's loop stays busy turn after turn, as while it serves a
    // run of expensive reads: the kernel completes their handshakes, and the connections wait in the
    // accept queue for the CMS to take them, one per turn.
    const answers = Array.from({ length: 12 }, () => rawCheck(newClient()));
    const busyUntil = performance.now() + 1_500;
    await new Promise<void>((resolve) => {
      const busyTurn = () => {
        // Longer than the load monitor's sampling interval (100 ms), so every sample is well late.
        const turnEnds = performance.now() + 150;
        while (performance.now() < turnEnds) Math.sqrt(Math.random());
        if (performance.now() < busyUntil) setImmediate(busyTurn);
        else resolve();
      };
      setImmediate(busyTurn);
    });

    const refusals = (await Promise.all(answers)).map(({ status, body }) => [
      status,
      JSON.parse(body).error?.details?.reason,
    ]);
    // Once a late sample has read the queue, the connections taken next are refused at once (no loop
    // delay or requests in flight are anywhere near their thresholds here).
    expect(refusals).toContainEqual([429, 'accept-queue']);
    for (const [status] of refusals) expect([204, 429]).toContain(status);

    await waitUntil(
      () => traffic().saturation() === null && traffic().recentlyShed() === null,
      'the accept queue to be read empty and the last shed request to be RECENT_SHED_MS old',
    );
    expect(traffic().loadFigures().acceptQueue).toBe(0);
    await check(newClient()).expect(204);
  });

  it('answers 429 while the event loop lags past its threshold, then recovers by itself', async () => {
    // Keep this very process busy, as a CPU-bound burst of requests would.
    const busyUntil = Date.now() + 2_000;
    while (Date.now() < busyUntil) Math.sqrt(Math.random());
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(traffic().loadFigures().eventLoopDelayMs).toBeGreaterThan(250);
    expectRefused(await check(newClient()), 'event-loop-delay');

    await waitUntil(
      () => traffic().saturation() === null && traffic().recentlyShed() === null,
      'the event-loop delay to settle',
    );
    await check(newClient()).expect(204);
  });
});
