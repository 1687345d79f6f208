/**
 * @jest-environment node
 *
 * The site server's configuration read from environment objects as the process would have them.
 */
import { readSiteConfig } from './env.server';

describe('the site configuration', () => {
  it.each([
    ['PAGE_CACHE_SIZE', 'abc', 'PAGE_CACHE_SIZE must be a whole number, got "abc"'],
    ['PAGE_CACHE_SIZE', '-1', 'PAGE_CACHE_SIZE must be at least 0, got "-1"'],
    ['CONTENT_MAX_AGE_MS', '1.5', 'CONTENT_MAX_AGE_MS must be a whole number, got "1.5"'],
    ['SITE_TRUST_PROXY_HOPS', '1 proxy', 'SITE_TRUST_PROXY_HOPS must be a whole number, got "1 proxy"'],
    ['PORT', '70000', 'PORT must be a port number, got "70000"'],
    ['SITE_RELAY_MAX_IN_FLIGHT', '0', 'SITE_RELAY_MAX_IN_FLIGHT must be at least 1, got "0"'],
    ['SITE_RELAY_MAX_WAIT_MS', 'soon', 'SITE_RELAY_MAX_WAIT_MS must be a whole number, got "soon"'],
    ['CMS_URL', '127.0.0.1:1337', 'CMS_URL must be an http(s) URL, got "127.0.0.1:1337"'],
    ['PUBLIC_SITE_URL', 'folio.example', 'PUBLIC_SITE_URL must be an http(s) URL, got "folio.example"'],
    ['PLAUSIBLE_EVENTS_URL', 'ftp://plausible.example', 'PLAUSIBLE_EVENTS_URL must be an http(s) URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of error, warn, info, http, verbose, debug, silly, got "loud"'],
    ['PUBLIC_CMS_URL', 'http://', 'PUBLIC_CMS_URL must be a URL'],
    ['S3_FORCE_PATH_STYLE', '1', 'S3_FORCE_PATH_STYLE must be true or false, got "1"'],
    ['UPLOAD_SIZE_LIMIT', '50MB', 'UPLOAD_SIZE_LIMIT must be a whole number, got "50MB"'],
  ])('refuses %s=%s, naming it', (name, value, message) => {
    expect(() => readSiteConfig({ [name]: value })).toThrow(`Invalid site configuration: ${message}`);
  });

  it('names every bad variable at once', () => {
    expect(() => readSiteConfig({ PAGE_CACHE_SIZE: 'abc', PORT: 'x' })).toThrow(
      /^Invalid site configuration: PORT must be a whole number, got "x"; PAGE_CACHE_SIZE must be a whole number, got "abc"$/,
    );
  });

  it('takes an empty variable as unset, as .env files write them', () => {
    expect(readSiteConfig({ PAGE_CACHE_SIZE: '', CMS_URL: '' })).toEqual(readSiteConfig({}));
  });

  it('reads whole numbers and URLs as given, without trailing slashes', () => {
    const config = readSiteConfig({
      PAGE_CACHE_SIZE: '0',
      SITE_TRUST_PROXY_HOPS: '2',
      CMS_URL: 'http://cms:1337/',
      PUBLIC_SITE_URL: 'https://folio.example/',
      SITE_RELAY_MAX_QUEUED: '0',
    });
    expect(config).toMatchObject({
      pageCacheSize: 0,
      trustProxyHops: 2,
      cmsUrl: 'http://cms:1337',
      publicSiteUrl: 'https://folio.example',
      relay: { maxQueued: 0 },
    });
    expect(config.securityHeaders.httpsOnly).toBe(true);
  });

  it("follows the CMS's UPLOAD_SIZE_LIMIT in what it relays to the upload route, with room for the fields", () => {
    const uploadLimit = (bytes: string) =>
      readSiteConfig({ UPLOAD_SIZE_LIMIT: bytes }).bodyLimits.routes['/api/upload'];
    expect(uploadLimit('3000') - uploadLimit('1000')).toBe(2000);
    expect(uploadLimit('1000')).toBeGreaterThan(1000);
  });

  it('lets the CMS admin frame the site from its public address, else from the one the site reaches it at', () => {
    const frameAncestors = (env: Record<string, string>) => readSiteConfig(env).securityHeaders.frameAncestors;
    expect(frameAncestors({ CMS_URL: 'http://cms:1337' })).toEqual(['http://cms:1337']);
    expect(frameAncestors({ CMS_URL: 'http://cms:1337', PUBLIC_CMS_URL: 'https://admin.folio.example/admin' })).toEqual(
      ['https://admin.folio.example'],
    );
  });

  it('names the analytics site after the public URL unless told otherwise, and logs dropped events only at debug', () => {
    expect(readSiteConfig({ PUBLIC_SITE_URL: 'https://folio.example' }).analytics).toEqual({
      eventsUrl: null,
      domain: 'folio.example',
      debug: false,
    });
    expect(
      readSiteConfig({
        PLAUSIBLE_EVENTS_URL: 'https://plausible.io/api/event',
        PLAUSIBLE_DOMAIN: 'folio.test',
        LOG_LEVEL: 'debug',
      }).analytics,
    ).toEqual({ eventsUrl: 'https://plausible.io/api/event', domain: 'folio.test', debug: true });
  });

  it('turns reCAPTCHA on in the policy only with a site key', () => {
    expect(readSiteConfig({ RECAPTCHA_SITE_KEY: 'key' }).securityHeaders.recaptcha).toBe(true);
    expect(readSiteConfig({}).securityHeaders.recaptcha).toBe(false);
  });
});
