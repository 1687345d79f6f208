// Validated once at start, so a typo stops the server with a message naming the variable instead of silently
// switching a feature off.
import { CONTACT_ENDPOINTS, CONTACT_MAX_BODY_BYTES, mediaOrigins, originOfUrl } from '@folio/core';
import { number, object, string, ValidationError, type InferType } from 'yup';

// The CMS and the site share LOG_LEVEL.
const LOG_LEVELS = ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'];

const wholeNumber = (min: number) =>
  number()
    .typeError('${path} must be a whole number, got "${originalValue}"')
    .integer('${path} must be a whole number, got "${originalValue}"')
    .min(min, '${path} must be at least ${min}, got "${originalValue}"');

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const httpUrl = () =>
  string().test('http-url', '${path} must be an http(s) URL, got "${originalValue}"', (value) =>
    value === undefined ? true : isHttpUrl(value),
  );

const schema = object({
  PORT: wholeNumber(0).max(65_535, '${path} must be a port number, got "${originalValue}"').default(3000),
  HOST: string().default('0.0.0.0'),
  CMS_URL: httpUrl().default('http://127.0.0.1:1337'),
  PUBLIC_CMS_URL: string(),
  PUBLIC_SITE_URL: httpUrl().default('http://127.0.0.1:3000'),
  SITE_TRUST_PROXY_HOPS: wholeNumber(0).default(0),
  PAGE_CACHE_SIZE: wholeNumber(0).default(500),
  CONTENT_MAX_AGE_MS: wholeNumber(1).default(30_000),
  PREVIEW_SECRET: string().default(''),
  RECAPTCHA_SITE_KEY: string(),
  CDN_URL: string(),
  S3_BUCKET: string(),
  S3_ENDPOINT: string(),
  S3_REGION: string(),
  // Only "true" or "false": Strapi's env.bool, which the CMS reads it with, takes anything else as false.
  S3_FORCE_PATH_STYLE: string().oneOf(['true', 'false'], '${path} must be true or false, got "${originalValue}"'),
  // The key prefix of every upload in the bucket (the CMS's S3 provider `rootPath`): tile pyramids are under it.
  S3_ROOT_PATH: string(),
  PLAUSIBLE_EVENTS_URL: httpUrl(),
  PLAUSIBLE_DOMAIN: string(),
  LOG_LEVEL: string().oneOf(LOG_LEVELS, `\${path} must be one of ${LOG_LEVELS.join(', ')}, got "\${originalValue}"`),
  SITE_RELAY_MAX_IN_FLIGHT: wholeNumber(1).default(32),
  SITE_RELAY_MAX_QUEUED: wholeNumber(0).default(64),
  SITE_RELAY_MAX_WAIT_MS: wholeNumber(1).default(1000),
  UPLOAD_SIZE_LIMIT: wholeNumber(1).default(50 * 1024 * 1024),
});

// Strapi's body parser default (koa-body, cms/config/middlewares.ts).
const CMS_JSON_LIMIT_BYTES = 1024 * 1024;
// Room beside an upload's files for the form fields and part headers.
const UPLOAD_FIELDS_BYTES = 2 * 1024 * 1024;

type Variables = InferType<typeof schema>;

export interface SiteConfig {
  port: number;
  host: string;
  cmsUrl: string;
  publicSiteUrl: string;
  /** Proxies of our own in front of the site server (0: visitors connect to it directly). */
  trustProxyHops: number;
  pageCacheSize: number;
  contentMaxAgeMs: number;
  /** Empty turns preview off. */
  previewSecret: string;
  iiifImageStore: string;
  relay: { maxInFlight: number; maxQueued: number; maxWaitMs: number };
  bodyLimits: { routes: Record<string, number>; otherBytes: number };
  securityHeaders: {
    frameAncestors: string[];
    imageOrigins: string[];
    /** Every response says so (HSTS), even behind a TLS-terminating proxy. */
    httpsOnly: boolean;
    recaptcha: boolean;
  };
  analytics: {
    eventsUrl: string | null;
    domain: string;
    debug: boolean;
  };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

// Each pyramid is stored next to its upload, so its URL is built the way the S3 provider builds a file's.
export function iiifImageStore(variables: {
  CMS_URL: string;
  CDN_URL?: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_FORCE_PATH_STYLE?: string;
  S3_ROOT_PATH?: string;
}): string {
  const bucket = variables.S3_BUCKET;
  if (!bucket) return `${withoutTrailingSlash(variables.CMS_URL)}/uploads/iiif`;
  const root = (variables.S3_ROOT_PATH ?? '').replace(/^\/+|\/+$/g, '');
  const prefix = root ? `/${root}/iiif` : '/iiif';
  if (variables.CDN_URL) return `${withoutTrailingSlash(originOrUrl(variables.CDN_URL))}${prefix}`;
  const pathStyle = variables.S3_FORCE_PATH_STYLE === 'true';
  if (variables.S3_ENDPOINT) {
    const endpoint = new URL(originOfUrl('S3_ENDPOINT', variables.S3_ENDPOINT));
    return pathStyle
      ? `${endpoint.origin}/${bucket}${prefix}`
      : `${endpoint.protocol}//${bucket}.${endpoint.host}${prefix}`;
  }
  const region = variables.S3_REGION || 'us-east-1';
  return pathStyle
    ? `https://s3.${region}.amazonaws.com/${bucket}${prefix}`
    : `https://${bucket}.s3.${region}.amazonaws.com${prefix}`;
}

function originOrUrl(value: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
}

function fromVariables(variables: Variables): SiteConfig {
  const publicSiteUrl = withoutTrailingSlash(variables.PUBLIC_SITE_URL);
  const adminUrl = variables.PUBLIC_CMS_URL ?? variables.CMS_URL;
  return {
    port: variables.PORT,
    host: variables.HOST,
    cmsUrl: withoutTrailingSlash(variables.CMS_URL),
    publicSiteUrl,
    trustProxyHops: variables.SITE_TRUST_PROXY_HOPS,
    pageCacheSize: variables.PAGE_CACHE_SIZE,
    contentMaxAgeMs: variables.CONTENT_MAX_AGE_MS,
    previewSecret: variables.PREVIEW_SECRET,
    iiifImageStore: iiifImageStore(variables),
    relay: {
      maxInFlight: variables.SITE_RELAY_MAX_IN_FLIGHT,
      maxQueued: variables.SITE_RELAY_MAX_QUEUED,
      maxWaitMs: variables.SITE_RELAY_MAX_WAIT_MS,
    },
    bodyLimits: {
      routes: {
        [`/api${CONTACT_ENDPOINTS.checkCaptcha}`]: CONTACT_MAX_BODY_BYTES,
        [`/api${CONTACT_ENDPOINTS.sendInquiry}`]: CONTACT_MAX_BODY_BYTES,
        '/api/upload': variables.UPLOAD_SIZE_LIMIT + UPLOAD_FIELDS_BYTES,
      },
      otherBytes: CMS_JSON_LIMIT_BYTES,
    },
    securityHeaders: {
      frameAncestors: [originOfUrl(variables.PUBLIC_CMS_URL ? 'PUBLIC_CMS_URL' : 'CMS_URL', adminUrl)],
      imageOrigins: mediaOrigins({
        cdnUrl: variables.CDN_URL,
        bucket: variables.S3_BUCKET,
        endpoint: variables.S3_ENDPOINT,
        region: variables.S3_REGION,
        forcePathStyle: variables.S3_FORCE_PATH_STYLE === 'true',
      }),
      httpsOnly: publicSiteUrl.startsWith('https:'),
      recaptcha: Boolean(variables.RECAPTCHA_SITE_KEY),
    },
    analytics: {
      eventsUrl: variables.PLAUSIBLE_EVENTS_URL ?? null,
      domain: variables.PLAUSIBLE_DOMAIN ?? new URL(publicSiteUrl).hostname,
      debug: variables.LOG_LEVEL === 'debug',
    },
  };
}

export function readSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const variables = Object.fromEntries(
    Object.keys(schema.fields).flatMap((name) => (env[name] ? [[name, env[name]]] : [])),
  );
  try {
    return fromVariables(schema.validateSync(variables, { abortEarly: false }));
  } catch (error) {
    const problems = error instanceof ValidationError ? error.errors : [(error as Error).message];
    throw new Error(`Invalid site configuration: ${problems.join('; ')}`);
  }
}

let loaded: SiteConfig | undefined;

export const siteConfig = (): SiteConfig => (loaded ??= readSiteConfig(process.env));

export const cmsUrl = () => siteConfig().cmsUrl;
export const publicSiteUrl = () => siteConfig().publicSiteUrl;
export const contentMaxAgeMs = () => siteConfig().contentMaxAgeMs;
export const previewSecret = () => siteConfig().previewSecret;
