import os from 'node:os';
import * as yup from 'yup';

/**
 * Documented in the root .env.example; checked once at boot, so a bad value stops the start naming the variable
 * instead of quietly switching a limit off.
 */
export interface TrafficSettings {
  clientRequests: number;
  /** Everything under /api but the in-memory catalog. */
  readRequests: number;
  writeRequests: number;
  windowSeconds: number;
  keyPrefix: string;
  maxEventLoopDelayMs: number;
  saturatedRetryAfterSeconds: number;
}

export interface ContactSettings {
  altchaMaxNumber: number;
  recaptchaSecretKey?: string;
  recaptchaSiteKey?: string;
  recaptchaVerifyUrl: string;
  mailTo?: string;
  mailRetryMs: number;
}

export interface UploadSettings {
  /** Also the upload plugin's sizeLimit. */
  maxBytes: number;
  maxFiles: number;
}

export interface PdfIngestSettings {
  maxPages: number;
  longestSide: number;
}

export interface ProxySettings {
  /** Only behind proxies of our own that set X-Forwarded-*. */
  trusted: boolean;
  /** X-Forwarded-For entries our own proxies added, from the end; the rest a client could forge. */
  hops: number;
}

export interface FolioSettings {
  logLevel: string;
  seedDemoContent: boolean;
  /** Null: shared state is kept in memory. */
  redisUrl: string | null;
  traffic: TrafficSettings;
  contact: ContactSettings;
  upload: UploadSettings;
  pdfIngest: PdfIngestSettings;
  proxy: ProxySettings;
  /** For MinIO and the like. */
  s3ForcePathStyle: boolean;
  /** False: the jobs wait for an instance that makes them. */
  iiifTilesWorker: boolean;
  ocr: { worker: boolean; workers: number };
  /** False: the weekly fixity check waits for an instance that runs it. */
  fixityWorker: boolean;
  /** The site's address, without a trailing slash: what the IIIF image service is published under. */
  publicSiteUrl: string;
  corsOrigins: string[];
  iiifImages: IiifImageSettings;
}

/** The level-2 image service's bounds on derived images (docs/decisions/200-iiif-image-level-2.md). */
export interface IiifImageSettings {
  maxWidth: number;
  maxHeight: number;
  maxArea: number;
  /** Derived images made at once; more wait in a queue of `queued`, past which a 503 asks to retry. */
  concurrency: number;
  queued: number;
  cacheBytes: number;
}

/** An unset or blank variable (an .env file writes `NAME=`) takes the default. */
const blankAsUnset = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? undefined : value;

const positiveInteger = (fallback: number) =>
  yup
    .number()
    .transform(blankAsUnset)
    .typeError('${path} must be a positive integer, got "${originalValue}"')
    .integer('${path} must be a positive integer, got "${originalValue}"')
    .min(1, '${path} must be a positive integer, got "${originalValue}"')
    .default(fallback);

const text = () => yup.string().transform(blankAsUnset);

/** As the site reads the variables it shares: a typo is refused, not read as false. */
const flag = (fallback: boolean) =>
  text()
    .trim()
    .oneOf(['true', 'false'], '${path} must be "true" or "false", got "${originalValue}"')
    .default(fallback ? 'true' : 'false');

const urlWith = (protocols: string[]) =>
  text().test(
    'url',
    `\${path} must be a ${protocols.join(' or ')} URL, got "\${originalValue}"`,
    (value) => value === undefined || (URL.canParse(value) && protocols.includes(new URL(value).protocol)),
  );

const LOG_LEVELS = ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'];

const schema = yup.object({
  LOG_LEVEL: text()
    .oneOf(LOG_LEVELS, `\${path} must be one of ${LOG_LEVELS.join(', ')}, got "\${originalValue}"`)
    .default('http'),
  SEED_DEMO_CONTENT: yup
    .boolean()
    .transform(blankAsUnset)
    .typeError('${path} must be "true" or "false", got "${originalValue}"')
    .default(true),
  REDIS_URL: urlWith(['redis:', 'rediss:']),
  RATE_LIMIT_CLIENT_REQUESTS: positiveInteger(300),
  RATE_LIMIT_READ_REQUESTS: positiveInteger(120),
  RATE_LIMIT_WRITE_REQUESTS: positiveInteger(30),
  RATE_LIMIT_WINDOW_SECONDS: positiveInteger(60),
  RATE_LIMIT_KEY_PREFIX: text().default('rate-limit'),
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: positiveInteger(200),
  LOAD_SHED_RETRY_AFTER_SECONDS: positiveInteger(5),
  ALTCHA_MAX_NUMBER: positiveInteger(100_000),
  RECAPTCHA_SECRET_KEY: text(),
  RECAPTCHA_SITE_KEY: text().when('RECAPTCHA_SECRET_KEY', {
    is: (secret: string | undefined) => Boolean(secret),
    then: (site) =>
      site.required('RECAPTCHA_SECRET_KEY is set without RECAPTCHA_SITE_KEY; the site needs both to show the widget'),
  }),
  RECAPTCHA_VERIFY_URL: urlWith(['https:', 'http:']).default('https://www.google.com/recaptcha/api/siteverify'),
  CONTACT_EMAIL_TO: text(),
  CONTACT_MAIL_RETRY_MS: positiveInteger(10 * 60_000),
  UPLOAD_SIZE_LIMIT: positiveInteger(50 * 1024 * 1024),
  UPLOAD_MAX_FILES: positiveInteger(20),
  PDF_INGEST_MAX_PAGES: positiveInteger(500),
  PDF_INGEST_LONGEST_SIDE: positiveInteger(2400).max(10_000, '${path} may be 10000 at most, got "${originalValue}"'),
  PUBLIC_SITE_URL: urlWith(['https:', 'http:']).default('http://127.0.0.1:3000'),
  PUBLIC_CMS_URL: urlWith(['https:', 'http:']),
  TRUST_PROXY: flag(false),
  TRUST_PROXY_HOPS: positiveInteger(1),
  S3_FORCE_PATH_STYLE: flag(false),
  IIIF_TILES_WORKER: flag(true),
  OCR_WORKER: flag(true),
  FIXITY_WORKER: flag(true),
  // One core is left to the CMS's requests, and each recogniser holds a model of its own in memory (record 165).
  OCR_WORKERS: positiveInteger(Math.max(1, os.availableParallelism() - 1)).max(
    64,
    '${path} may be 64 at most, got "${originalValue}"',
  ),
  IIIF_IMAGE_MAX_SIDE: positiveInteger(8000).max(65_535, '${path} may be 65535 at most, got "${originalValue}"'),
  IIIF_IMAGE_MAX_AREA: positiveInteger(16_000_000).max(
    100_000_000,
    '${path} may be 100000000 at most, got "${originalValue}"',
  ),
  IIIF_IMAGE_CONCURRENCY: positiveInteger(Math.max(1, os.availableParallelism() - 1)).max(
    64,
    '${path} may be 64 at most, got "${originalValue}"',
  ),
  IIIF_IMAGE_QUEUE: positiveInteger(32),
  IIIF_IMAGE_CACHE_MB: positiveInteger(128),
});

/** Without PUBLIC_CMS_URL the admin is opened at the CMS's own address, same-origin, which CORS does not concern. */
const corsOrigins = (siteUrl: string, cmsUrl: string | undefined) => [
  ...new Set([siteUrl, cmsUrl].filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin)),
];

export function readFolioSettings(env: Record<string, string | undefined>): FolioSettings {
  let values: yup.InferType<typeof schema>;
  try {
    values = schema.validateSync(env, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new Error(`Invalid settings: ${error.errors.join('; ')}`);
    throw error;
  }
  return {
    logLevel: values.LOG_LEVEL,
    seedDemoContent: values.SEED_DEMO_CONTENT,
    redisUrl: values.REDIS_URL ?? null,
    traffic: {
      clientRequests: values.RATE_LIMIT_CLIENT_REQUESTS,
      readRequests: values.RATE_LIMIT_READ_REQUESTS,
      writeRequests: values.RATE_LIMIT_WRITE_REQUESTS,
      windowSeconds: values.RATE_LIMIT_WINDOW_SECONDS,
      keyPrefix: values.RATE_LIMIT_KEY_PREFIX,
      maxEventLoopDelayMs: values.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS,
      saturatedRetryAfterSeconds: values.LOAD_SHED_RETRY_AFTER_SECONDS,
    },
    contact: {
      altchaMaxNumber: values.ALTCHA_MAX_NUMBER,
      recaptchaSecretKey: values.RECAPTCHA_SECRET_KEY,
      recaptchaSiteKey: values.RECAPTCHA_SITE_KEY,
      recaptchaVerifyUrl: values.RECAPTCHA_VERIFY_URL,
      mailTo: values.CONTACT_EMAIL_TO,
      mailRetryMs: values.CONTACT_MAIL_RETRY_MS,
    },
    upload: { maxBytes: values.UPLOAD_SIZE_LIMIT, maxFiles: values.UPLOAD_MAX_FILES },
    pdfIngest: { maxPages: values.PDF_INGEST_MAX_PAGES, longestSide: values.PDF_INGEST_LONGEST_SIDE },
    proxy: { trusted: values.TRUST_PROXY === 'true', hops: values.TRUST_PROXY_HOPS },
    s3ForcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
    iiifTilesWorker: values.IIIF_TILES_WORKER === 'true',
    ocr: { worker: values.OCR_WORKER === 'true', workers: values.OCR_WORKERS },
    fixityWorker: values.FIXITY_WORKER === 'true',
    corsOrigins: corsOrigins(values.PUBLIC_SITE_URL, values.PUBLIC_CMS_URL),
    iiifImages: {
      maxWidth: values.IIIF_IMAGE_MAX_SIDE,
      maxHeight: values.IIIF_IMAGE_MAX_SIDE,
      maxArea: values.IIIF_IMAGE_MAX_AREA,
      concurrency: values.IIIF_IMAGE_CONCURRENCY,
      queued: values.IIIF_IMAGE_QUEUE,
      cacheBytes: values.IIIF_IMAGE_CACHE_MB * 1024 * 1024,
    },
    publicSiteUrl: values.PUBLIC_SITE_URL.replace(/\/+$/, ''),
  };
}

let current: FolioSettings | undefined;

export function folioSettings(): FolioSettings {
  current ??= readFolioSettings(process.env);
  return current;
}

export default folioSettings;
