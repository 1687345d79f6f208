import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import request from 'supertest';
import type { Core } from '@strapi/strapi';
import { clientAddressKey, emailKey } from '../src/plugins/contact/server/services/client-key';
import { createSingleUseRegistry } from '../src/plugins/contact/server/services/single-use';
import { closeSharedRedis, sharedRedis } from '../src/lib/rate-limiter';
import { startStrapi, stopStrapi } from './support/strapi';

/**
 * The contact plugin configured for Google reCAPTCHA, verified against a local stand-in for siteverify
 * (RECAPTCHA_VERIFY_URL), with REDIS_URL set so redeemed passes and limits live in the real Redis.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const GOOD_TOKEN = 'solved-recaptcha-token';
const FAILING_TOKEN = 'verifier-error';

interface VerifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

/** Answers like Google's siteverify: success for GOOD_TOKEN with the right secret, HTTP 500 for FAILING_TOKEN. */
function startFakeSiteverify() {
  const calls: VerifyCall[] = [];
  const server = http.createServer((incoming, outgoing) => {
    let body = '';
    incoming.on('data', (chunk) => (body += chunk));
    incoming.on('end', () => {
      const form = new URLSearchParams(body);
      const call = { secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') };
      calls.push(call);
      if (call.response === FAILING_TOKEN) {
        outgoing.writeHead(500).end();
        return;
      }
      const success = call.secret === 'test-secret' && call.response === GOOD_TOKEN;
      outgoing.writeHead(200, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }));
    });
  });
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  return { calls, listening, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const siteverify = startFakeSiteverify();
const savedEnv = { ...process.env };
let strapi: Core.Strapi;
let redis: Redis;
const api = () => request(strapi.server.httpServer);

// Random per run: the limit counters live in Redis for a day and must not meet a later run's.
const client = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const email = `recaptcha-${crypto.randomUUID()}@example.com`;
const redisKeys: string[] = [
  `folio:contact-client:${clientAddressKey(client)}`,
  `folio:contact-email:${emailKey(email)}`,
];

beforeAll(async () => {
  Object.assign(process.env, {
    RECAPTCHA_SECRET_KEY: 'test-secret',
    RECAPTCHA_SITE_KEY: 'test-site-key',
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${await siteverify.listening}/recaptcha/api/siteverify`,
    REDIS_URL,
    TRUST_PROXY: 'true',
  });
  redis = new Redis(REDIS_URL);
  strapi = await startStrapi();
});

afterAll(async () => {
  await strapi?.db.query('plugin::contact.inquiry').deleteMany({ where: { email } });
  await stopStrapi(strapi);
  await redis.del(...redisKeys);
  await redis.quit();
  await closeSharedRedis();
  await siteverify.close();
  process.env = savedEnv;
});

const check = (captcha: string) => api().post('/api/checkrecaptcha').set('X-Forwarded-For', client).send({ captcha });

it('tells the site to show reCAPTCHA and has no ALTCHA challenge', async () => {
  const widget = await api().get('/api/contact/captcha').expect(200);
  expect(widget.body).toEqual({ provider: 'recaptcha', siteKey: 'test-site-key' });
  await api().get('/api/contact/challenge').expect(404);
});

it('verifies the token with siteverify, passing the secret and the client address', async () => {
  const response = await check(GOOD_TOKEN).expect(200);
  expect(response.body.pass).toEqual(expect.any(String));
  expect(siteverify.calls.at(-1)).toEqual({ secret: 'test-secret', response: GOOD_TOKEN, remoteip: client });
});

it('refuses a token siteverify rejects, and one it cannot answer for', async () => {
  for (const token of ['forged-token', FAILING_TOKEN]) {
    const response = await check(token).expect(403);
    expect(response.body.error.details).toEqual({ reason: 'unsolved' });
  }
});

it('remembers a redeemed pass in Redis, so no other instance accepts it again', async () => {
  const { pass } = (await check(GOOD_TOKEN).expect(200)).body;
  const submission = {
    typeOfInquiry: 'general',
    formData: { name: 'Grace Hopper', email, message: 'Hello from the reCAPTCHA side.', recaptcha: true },
    captchaPass: pass,
  };
  await api().post('/api/sendContactInquiry').set('X-Forwarded-For', client).send(submission).expect(201);
  const id = pass.split('.')[0];
  redisKeys.push(`folio:contact-pass-redeemed:${id}`);
  expect(await redis.exists(`folio:contact-pass-redeemed:${id}`)).toBe(1);

  // Another CMS instance, checking the same store the way the plugin does, sees the pass as used.
  const otherConnection = sharedRedis();
  if (otherConnection?.status !== 'ready') await new Promise((ready) => otherConnection?.once('ready', ready));
  const otherInstance = createSingleUseRegistry('contact-pass-redeemed', 60_000);
  expect(await otherInstance(id)).toBe(false);
  const again = await api().post('/api/sendContactInquiry').set('X-Forwarded-For', client).send(submission);
  expect(again.status).toBe(403);
  expect(again.body.error.details).toEqual({ reason: 'reused' });
});
