/**
 * Traffic protection against the real Strapi, memory store: GET /api/rate-limit, per-client budgets
 * on reads and writes, and load shedding while the CMS's own event loop is saturated. Budgets are tiny
 * here so a few requests exhaust them; each test plays its own client through X-Forwarded-For.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { eventually } from './support/eventually';
import { startStrapi, stopStrapi } from './support/strapi';

const TRAFFIC_ENV = {
  TRUST_PROXY: 'true',
  RATE_LIMIT_CLIENT_REQUESTS: '5',
  RATE_LIMIT_READ_REQUESTS: '3',
  RATE_LIMIT_WRITE_REQUESTS: '2',
  RATE_LIMIT_WINDOW_SECONDS: '60',
  // The default threshold: other programs on the machine must not trip it (the last test).
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '200',
  LOAD_SHED_RETRY_AFTER_SECONDS: '7',
};

let strapi: Core.Strapi;
const api = () => request(strapi.server.httpServer);

let lastClient = 0;
/** A client address no other test has used, so every test starts with full budgets. */
const newClient = () => {
  lastClient += 1;
  return `10.9.${Math.floor(lastClient / 250)}.${(lastClient % 250) + 1}`;
};

const check = (client: string) => api().get('/api/rate-limit').set('X-Forwarded-For', client);

function expectRefused(response: request.Response, reason: string) {
  expect(response.status).toBe(429);
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  // The gate answers before Strapi's security middleware: it sets the header a JSON refusal needs.
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.body.error).toMatchObject({ status: 429, name: 'RateLimitError', details: { reason } });
}

const traffic = () => strapi.plugin('traffic').service('traffic');

beforeAll(async () => {
  Object.assign(process.env, TRAFFIC_ENV);
  delete process.env.REDIS_URL;
  strapi = await startStrapi();
  // Booting keeps the event loop busy; start once its measured delay has settled.
  await eventually(() => !traffic().saturated(), Boolean, { what: 'the CMS to settle after boot', timeoutMs: 20_000 });
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

  it('counts a request however its path is spelled, as Strapi routes it', async () => {
    const reader = newClient();
    for (const path of ['/API/scans', '/Api/Scans/', '/api/SCANS']) {
      await api().get(path).set('X-Forwarded-For', reader).expect(200);
    }
    expectRefused(await api().get('/API/ARTICLES/').set('X-Forwarded-For', reader), 'read');
    const checker = newClient();
    await api().get('/API/Rate-Limit/').set('X-Forwarded-For', checker).expect(204);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await api().get('/API/Catalog/Version/').set('X-Forwarded-For', checker).expect(200);
    }
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

  it('closes the connection of a refused request without a body, and answers a refused body in full, every time', async () => {
    // Over a real socket with a client that keeps its connections, so the header is the CMS's choice.
    const server = strapi.server.httpServer.listening ? strapi.server.httpServer : strapi.server.httpServer.listen(0);
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
    const { port } = server.address() as AddressInfo;
    const client = newClient();
    const send = (init: RequestInit = {}) =>
      fetch(`http://127.0.0.1:${port}/api/rate-limit`, {
        ...init,
        headers: { 'X-Forwarded-For': client, ...init.headers },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await send()).status).toBe(204);
    // Refused clients come back through the listen queue, in turn, not ahead of connections still waiting.
    const refusedCheck = await send();
    expect(refusedCheck.status).toBe(429);
    expect(refusedCheck.headers.get('connection')).toBe('close');
    // A body larger than the sockets' buffers is still arriving when the refusal goes out: the connection
    // stays open, so the client reads the 429 instead of a reset.
    const large = `title=${'x'.repeat(900 * 1024)}`;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const refused = await send({
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: large,
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('connection')).toBe('keep-alive');
      await refused.arrayBuffer();
    }
  });

  it('leaves the admin and its API alone', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await api().get('/admin/init').set('X-Forwarded-For', client).expect(200);
    }
  });
});

describe('load shedding', () => {
  /** Keeps this very process's loop busy, turn after turn, as a run of expensive requests would. */
  function keepLoopBusy(forMs: number, turnMs: number): Promise<void> {
    const until = performance.now() + forMs;
    return new Promise((resolve) => {
      const busyTurn = () => {
        const turnEnds = performance.now() + turnMs;
        while (performance.now() < turnEnds) Math.sqrt(Math.random());
        if (performance.now() < until) setImmediate(busyTurn);
        else resolve();
      };
      setImmediate(busyTurn);
    });
  }

  it('answers 429 with the configured Retry-After while the event loop runs late, then recovers by itself', async () => {
    await keepLoopBusy(2_500, 300);

    expect(traffic().eventLoopDelayMs()).toBeGreaterThan(200);
    const shed = await check(newClient());
    expectRefused(shed, 'event-loop-delay');
    expect(shed.headers['retry-after']).toBe('7');
    expectRefused(await api().get('/api/catalog/scans').set('X-Forwarded-For', newClient()), 'event-loop-delay');
    // Editors keep working while visitors are turned away.
    await api().get('/admin/init').expect(200);

    await eventually(() => !traffic().saturated(), Boolean, { what: 'the event-loop delay to settle' });
    await check(newClient()).expect(204);
  });

  it('keeps answering 204 to ordinary traffic while other programs keep every core busy', async () => {
    const hogs = Array.from({ length: os.availableParallelism() }, () =>
      spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
    );
    const statuses: number[] = [];
    try {
      // A few visitors a second for several windows of the load monitor: pages' catalog reads and busy checks.
      const until = Date.now() + 6_000;
      while (Date.now() < until) {
        const client = newClient();
        const [catalog, busy] = await Promise.all([
          api().get('/api/catalog/scans').set('X-Forwarded-For', client),
          check(client),
        ]);
        statuses.push(catalog.status, busy.status);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      for (const hog of hogs) hog.kill();
    }
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200 && status !== 204)).toEqual([]);
  });
});
