/**
 * The traffic settings reader on its own (no Strapi boot): the defaults with nothing configured, each
 * variable overriding its setting, and a bad value refused at boot with a message that names it.
 */
import { readTrafficSettings, TRAFFIC_DEFAULTS } from '../src/api/rate-limit/settings';

const VARIABLES = {
  RATE_LIMIT_CLIENT_REQUESTS: 'clientRequests',
  RATE_LIMIT_READ_REQUESTS: 'readRequests',
  RATE_LIMIT_WRITE_REQUESTS: 'writeRequests',
  RATE_LIMIT_WINDOW_SECONDS: 'windowSeconds',
  LOAD_SHED_MAX_IN_FLIGHT: 'maxInFlight',
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: 'maxEventLoopDelayMs',
  LOAD_SHED_MAX_ACCEPT_QUEUE: 'maxAcceptQueue',
  LOAD_SHED_RETRY_AFTER_SECONDS: 'saturatedRetryAfterSeconds',
  LOAD_SHED_HOLD_MS: 'saturatedHoldMs',
} as const;

describe('readTrafficSettings', () => {
  it('gives the documented defaults when nothing is configured', () => {
    expect(readTrafficSettings({})).toEqual({
      clientRequests: 300,
      readRequests: 120,
      writeRequests: 30,
      windowSeconds: 60,
      keyPrefix: 'rate-limit',
      maxInFlight: 32,
      maxEventLoopDelayMs: 200,
      maxAcceptQueue: 8,
      saturatedRetryAfterSeconds: 5,
      saturatedHoldMs: 500,
    });
    expect(readTrafficSettings({})).toEqual(TRAFFIC_DEFAULTS);
  });

  it('treats empty and blank variables (as an .env file writes them) as not set', () => {
    const blank = Object.fromEntries(
      Object.keys(VARIABLES).map((variable, index) => [variable, index % 2 ? '' : '  ']),
    );
    expect(readTrafficSettings({ ...blank, RATE_LIMIT_KEY_PREFIX: '' })).toEqual(TRAFFIC_DEFAULTS);
  });

  it('does not read process.env when given an environment', () => {
    const saved = process.env.RATE_LIMIT_CLIENT_REQUESTS;
    process.env.RATE_LIMIT_CLIENT_REQUESTS = '7';
    try {
      expect(readTrafficSettings({}).clientRequests).toBe(300);
      expect(readTrafficSettings().clientRequests).toBe(7);
    } finally {
      if (saved === undefined) delete process.env.RATE_LIMIT_CLIENT_REQUESTS;
      else process.env.RATE_LIMIT_CLIENT_REQUESTS = saved;
    }
  });

  it.each(Object.entries(VARIABLES))('lets %s override %s and leaves the other settings alone', (variable, key) => {
    const settings = readTrafficSettings({ [variable]: '4242' });
    expect(settings[key]).toBe(4242);
    expect({ ...settings, [key]: TRAFFIC_DEFAULTS[key] }).toEqual(TRAFFIC_DEFAULTS);
  });

  it('takes every override at once, the key prefix included', () => {
    expect(
      readTrafficSettings({
        RATE_LIMIT_CLIENT_REQUESTS: '1000',
        RATE_LIMIT_READ_REQUESTS: '400',
        RATE_LIMIT_WRITE_REQUESTS: '10',
        RATE_LIMIT_WINDOW_SECONDS: '30',
        RATE_LIMIT_KEY_PREFIX: 'folio-staging',
        LOAD_SHED_MAX_IN_FLIGHT: '64',
        LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '250',
        LOAD_SHED_MAX_ACCEPT_QUEUE: '16',
        LOAD_SHED_RETRY_AFTER_SECONDS: '2',
        LOAD_SHED_HOLD_MS: '250',
      }),
    ).toEqual({
      clientRequests: 1000,
      readRequests: 400,
      writeRequests: 10,
      windowSeconds: 30,
      keyPrefix: 'folio-staging',
      maxInFlight: 64,
      maxEventLoopDelayMs: 250,
      maxAcceptQueue: 16,
      saturatedRetryAfterSeconds: 2,
      saturatedHoldMs: 250,
    });
  });

  it('accepts surrounding whitespace around a number', () => {
    expect(readTrafficSettings({ RATE_LIMIT_WRITE_REQUESTS: ' 12 ' }).writeRequests).toBe(12);
  });

  it.each([
    ['a negative number', '-5'],
    ['zero', '0'],
    ['a word', 'many'],
    ['a number with a unit', '60s'],
    ['a fraction', '1.5'],
    ['infinity', 'Infinity'],
  ])('refuses %s with an error naming the variable and the value', (_what, raw) => {
    expect(() => readTrafficSettings({ RATE_LIMIT_WINDOW_SECONDS: raw })).toThrow(
      `RATE_LIMIT_WINDOW_SECONDS must be a positive integer, got "${raw}"`,
    );
  });

  it.each(Object.keys(VARIABLES))('checks %s too', (variable) => {
    expect(() => readTrafficSettings({ [variable]: '-1' })).toThrow(
      new Error(`${variable} must be a positive integer, got "-1"`),
    );
  });

  it('refuses a bad value even when every other setting is fine', () => {
    expect(() => readTrafficSettings({ RATE_LIMIT_CLIENT_REQUESTS: '500', LOAD_SHED_MAX_IN_FLIGHT: 'ten' })).toThrow(
      'LOAD_SHED_MAX_IN_FLIGHT must be a positive integer, got "ten"',
    );
  });
});
