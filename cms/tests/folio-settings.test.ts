/**
 * Folio's own settings (config/folio.ts), read from plain environment objects: blank means unset, each
 * variable reaches its setting, and a bad value is refused with a message naming it, at boot too.
 */
import { readFolioSettings } from '../config/folio';
import { startStrapi } from './support/strapi';

const POSITIVE_INTEGERS = {
  RATE_LIMIT_CLIENT_REQUESTS: (env: Env) => readFolioSettings(env).traffic.clientRequests,
  RATE_LIMIT_READ_REQUESTS: (env: Env) => readFolioSettings(env).traffic.readRequests,
  RATE_LIMIT_WRITE_REQUESTS: (env: Env) => readFolioSettings(env).traffic.writeRequests,
  RATE_LIMIT_WINDOW_SECONDS: (env: Env) => readFolioSettings(env).traffic.windowSeconds,
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: (env: Env) => readFolioSettings(env).traffic.maxEventLoopDelayMs,
  LOAD_SHED_RETRY_AFTER_SECONDS: (env: Env) => readFolioSettings(env).traffic.saturatedRetryAfterSeconds,
  ALTCHA_MAX_NUMBER: (env: Env) => readFolioSettings(env).contact.altchaMaxNumber,
  CONTACT_MAIL_RETRY_MS: (env: Env) => readFolioSettings(env).contact.mailRetryMs,
  UPLOAD_SIZE_LIMIT: (env: Env) => readFolioSettings(env).upload.maxBytes,
  UPLOAD_MAX_FILES: (env: Env) => readFolioSettings(env).upload.maxFiles,
  PDF_INGEST_MAX_PAGES: (env: Env) => readFolioSettings(env).pdfIngest.maxPages,
  PDF_INGEST_LONGEST_SIDE: (env: Env) => readFolioSettings(env).pdfIngest.longestSide,
  TRUST_PROXY_HOPS: (env: Env) => readFolioSettings(env).proxy.hops,
};
type Env = Record<string, string>;

it('treats empty and blank variables (as an .env file writes them) as not set', () => {
  const names = [
    ...Object.keys(POSITIVE_INTEGERS),
    'LOG_LEVEL',
    'SEED_DEMO_CONTENT',
    'REDIS_URL',
    'RATE_LIMIT_KEY_PREFIX',
    'RECAPTCHA_SECRET_KEY',
    'RECAPTCHA_SITE_KEY',
    'RECAPTCHA_VERIFY_URL',
    'CONTACT_EMAIL_TO',
    'PUBLIC_SITE_URL',
    'PUBLIC_CMS_URL',
    'TRUST_PROXY',
    'S3_FORCE_PATH_STYLE',
  ];
  const blank = Object.fromEntries(names.map((name, index) => [name, index % 2 ? '' : '  ']));
  expect(readFolioSettings(blank)).toEqual(readFolioSettings({}));
});

it('ignores variables that are not its own', () => {
  expect(readFolioSettings({ PATH: '/usr/bin', DATABASE_CLIENT: 'sqlite' })).toEqual(readFolioSettings({}));
});

describe.each(Object.entries(POSITIVE_INTEGERS))('%s', (name, setting) => {
  it('sets its setting, surrounding spaces allowed', () => {
    expect(setting({ [name]: '4242' })).toBe(4242);
    expect(setting({ [name]: ' 12 ' })).toBe(12);
  });

  it.each(['-5', '0', 'many', '60s', '1.5', 'Infinity'])('refuses "%s" with a message naming it', (raw) => {
    expect(() => readFolioSettings({ [name]: raw })).toThrow(`${name} must be a positive integer, got "${raw}"`);
  });
});

describe.each([
  ['TRUST_PROXY', (env: Env) => readFolioSettings(env).proxy.trusted],
  ['S3_FORCE_PATH_STYLE', (env: Env) => readFolioSettings(env).s3ForcePathStyle],
])('%s', (name, setting) => {
  it('is off unless set to "true"', () => {
    expect(setting({})).toBe(false);
    expect(setting({ [name]: 'true' })).toBe(true);
    expect(setting({ [name]: ' false ' })).toBe(false);
  });

  it.each(['1', 'yes', 'TRUE', 'on'])('refuses "%s" with a message naming it', (raw) => {
    expect(() => readFolioSettings({ [name]: raw })).toThrow(`${name} must be "true" or "false", got "${raw}"`);
  });
});

it('renders PDF pages at 10000 px at most, a bitmap of 400 MB', () => {
  expect(readFolioSettings({}).pdfIngest.longestSide).toBe(2400);
  expect(() => readFolioSettings({ PDF_INGEST_LONGEST_SIDE: '20000' })).toThrow(
    'PDF_INGEST_LONGEST_SIDE may be 10000 at most, got "20000"',
  );
});

it('names every bad variable at once', () => {
  const read = () => readFolioSettings({ RATE_LIMIT_CLIENT_REQUESTS: 'ten', LOG_LEVEL: 'loud' });
  expect(read).toThrow('RATE_LIMIT_CLIENT_REQUESTS must be a positive integer, got "ten"');
  expect(read).toThrow('LOG_LEVEL must be one of error, warn, info, http, verbose, debug, silly, got "loud"');
});

it('takes a log level winston knows, and no other', () => {
  expect(readFolioSettings({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  expect(() => readFolioSettings({ LOG_LEVEL: 'DEBUG' })).toThrow('LOG_LEVEL must be one of');
});

it('seeds unless told "false", and refuses anything but true or false', () => {
  expect(readFolioSettings({}).seedDemoContent).toBe(true);
  expect(readFolioSettings({ SEED_DEMO_CONTENT: 'true' }).seedDemoContent).toBe(true);
  expect(readFolioSettings({ SEED_DEMO_CONTENT: 'false' }).seedDemoContent).toBe(false);
  expect(() => readFolioSettings({ SEED_DEMO_CONTENT: 'no' })).toThrow(
    'SEED_DEMO_CONTENT must be "true" or "false", got "no"',
  );
});

it('keeps state in memory without REDIS_URL, and takes only a redis:// or rediss:// URL', () => {
  expect(readFolioSettings({}).redisUrl).toBeNull();
  expect(readFolioSettings({ REDIS_URL: 'rediss://cache.internal:6380/2' }).redisUrl).toBe(
    'rediss://cache.internal:6380/2',
  );
  expect(() => readFolioSettings({ REDIS_URL: '127.0.0.1:6379' })).toThrow(
    'REDIS_URL must be a redis: or rediss: URL, got "127.0.0.1:6379"',
  );
});

it('takes the key prefix of the limits as given', () => {
  expect(readFolioSettings({ RATE_LIMIT_KEY_PREFIX: 'folio-staging' }).traffic.keyPrefix).toBe('folio-staging');
});

describe('the contact form', () => {
  it('takes reCAPTCHA only with both keys', () => {
    expect(readFolioSettings({ RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_SITE_KEY: 'site' }).contact).toMatchObject({
      recaptchaSecretKey: 'secret',
      recaptchaSiteKey: 'site',
    });
    expect(() => readFolioSettings({ RECAPTCHA_SECRET_KEY: 'secret' })).toThrow(
      'RECAPTCHA_SECRET_KEY is set without RECAPTCHA_SITE_KEY',
    );
  });

  it('verifies reCAPTCHA tokens where told, over HTTP(S) only', () => {
    const local = 'http://127.0.0.1:9999/recaptcha/api/siteverify';
    expect(readFolioSettings({ RECAPTCHA_VERIFY_URL: local }).contact.recaptchaVerifyUrl).toBe(local);
    expect(() => readFolioSettings({ RECAPTCHA_VERIFY_URL: 'www.google.com/recaptcha' })).toThrow(
      'RECAPTCHA_VERIFY_URL must be a https: or http: URL',
    );
  });

  it('mails inquiries to CONTACT_EMAIL_TO when set', () => {
    expect(readFolioSettings({}).contact.mailTo).toBeUndefined();
    expect(readFolioSettings({ CONTACT_EMAIL_TO: 'team@folio.test' }).contact.mailTo).toBe('team@folio.test');
  });
});

describe('CORS', () => {
  it("admits the site's origin, by default the one `npm start` serves it on", () => {
    expect(readFolioSettings({}).corsOrigins).toEqual(['http://127.0.0.1:3000']);
  });

  it("admits the site's and the admin's origins from their public URLs", () => {
    const settings = readFolioSettings({
      PUBLIC_SITE_URL: 'https://folio.example/archive/',
      PUBLIC_CMS_URL: 'https://cms.folio.example:8443/',
    });
    expect(settings.corsOrigins).toEqual(['https://folio.example', 'https://cms.folio.example:8443']);
  });

  it.each(['PUBLIC_SITE_URL', 'PUBLIC_CMS_URL'])('refuses a %s that is not an HTTP(S) URL', (name) => {
    expect(() => readFolioSettings({ [name]: 'folio.example' })).toThrow(`${name} must be a https: or http: URL`);
  });
});

it('reads the process environment once', () => {
  jest.isolateModules(() => {
    const saved = process.env.RATE_LIMIT_CLIENT_REQUESTS;
    try {
      const { folioSettings } = require('../config/folio') as typeof import('../config/folio');
      process.env.RATE_LIMIT_CLIENT_REQUESTS = '7';
      const first = folioSettings();
      process.env.RATE_LIMIT_CLIENT_REQUESTS = 'not a number';
      expect(folioSettings()).toBe(first);
      expect(first.traffic.clientRequests).toBe(7);
    } finally {
      if (saved === undefined) delete process.env.RATE_LIMIT_CLIENT_REQUESTS;
      else process.env.RATE_LIMIT_CLIENT_REQUESTS = saved;
    }
  });
});

it('stops the CMS from starting on a bad value, naming it', async () => {
  process.env.RATE_LIMIT_WINDOW_SECONDS = '60s';
  try {
    await expect(startStrapi()).rejects.toThrow('RATE_LIMIT_WINDOW_SECONDS must be a positive integer, got "60s"');
  } finally {
    delete process.env.RATE_LIMIT_WINDOW_SECONDS;
  }
});
