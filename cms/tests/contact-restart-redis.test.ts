/**
 * With REDIS_URL set, the contact form keeps what it must remember in the real Redis (127.0.0.1:6379, or
 * TEST_REDIS_URL), so a restarted CMS, like every other instance, still refuses it. Addresses are random
 * per run (the counts stay in Redis for a day) and the run's keys are deleted afterwards.
 */
import crypto from 'node:crypto';
import Redis from 'ioredis';
import { describeRestart, keysHeld, keysLeft } from './support/contact-restart';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL);

const { trail } = describeRestart({
  env: { REDIS_URL },
  network: `10.${crypto.randomInt(256)}`,
  tag: `restart-${crypto.randomUUID()}-`,
  async inStore(run) {
    const held = keysHeld(run);
    expect(await redis.exists(...held)).toBe(held.length);
  },
});

afterAll(async () => {
  await redis.del(...keysLeft(trail));
  await redis.quit();
});
