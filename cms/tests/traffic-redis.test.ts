/**
 * The per-client budget with REDIS_URL set: the counters live in the real Redis (127.0.0.1:6379, or
 * TEST_REDIS_URL), under a key prefix of this run only, so another CMS instance sees the same budget.
 */
import Redis from 'ioredis';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { createLimiter } from '../src/lib/rate-limiter';
import { startStrapi, stopStrapi } from './support/strapi';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const KEY_PREFIX = `test-traffic-${process.pid}-${Date.now()}`;
const CLIENT_REQUESTS = 3;
const TRAFFIC_ENV = {
  REDIS_URL,
  RATE_LIMIT_KEY_PREFIX: KEY_PREFIX,
  RATE_LIMIT_CLIENT_REQUESTS: String(CLIENT_REQUESTS),
  RATE_LIMIT_WINDOW_SECONDS: '60',
  TRUST_PROXY: 'true',
};

let strapi: Core.Strapi;
let redis: Redis;
const check = (client: string) =>
  request(strapi.server.httpServer).get('/api/rate-limit').set('X-Forwarded-For', client);

async function deleteRunKeys() {
  const keys = await redis.keys(`folio:${KEY_PREFIX}:*`);
  if (keys.length) await redis.del(...keys);
}

beforeAll(async () => {
  Object.assign(process.env, TRAFFIC_ENV);
  redis = new Redis(REDIS_URL);
  strapi = await startStrapi();
});

afterAll(async () => {
  await stopStrapi(strapi);
  await deleteRunKeys();
  await redis.quit();
  for (const name of Object.keys(TRAFFIC_ENV)) delete process.env[name];
});

it('answers 204 within the budget and 429 with Retry-After beyond it, counting in Redis', async () => {
  const client = '10.8.0.1';
  for (let attempt = 0; attempt < CLIENT_REQUESTS; attempt += 1) await check(client).expect(204);
  const refused = await check(client).expect(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(refused.body.error).toMatchObject({ name: 'RateLimitError', details: { reason: 'client' } });

  expect(Number(await redis.get(`folio:${KEY_PREFIX}:client:${client}`))).toBe(CLIENT_REQUESTS + 1);
  expect(await redis.pttl(`folio:${KEY_PREFIX}:client:${client}`)).toBeGreaterThan(0);
});

it('shares the budget with every instance using the same Redis', async () => {
  const client = '10.8.0.2';
  // Another CMS instance, made the way the CMS makes its limiters, spends this client's budget...
  const otherInstance = createLimiter({
    keyPrefix: `${KEY_PREFIX}:client`,
    points: CLIENT_REQUESTS,
    duration: 60,
    redis,
  });
  for (let attempt = 0; attempt < CLIENT_REQUESTS; attempt += 1) await otherInstance.consume(client);
  // ...and this one refuses the client's very first request.
  await check(client).expect(429);
  await check('10.8.0.3').expect(204);
});
