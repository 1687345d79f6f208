/**
 * @jest-environment node
 *
 * The production site's security headers: a Content Security Policy that admits a page's inline scripts
 * and styles by their hashes (the same for every visitor), frame and referrer policies, nosniff, and
 * HSTS exactly when the site is served over HTTPS.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { JSDOM } from 'jsdom';
import { readSiteConfig, type SiteConfig } from '../app/lib/env.server';
import { hashSource } from '../app/lib/http/sharedPage.server';
import { securityHeaders } from '../server/securityHeaders';
import { startStubCms, type StubCms } from './support/stubCms';
import { ensureBuilt, startSite, type RunningSite } from './support/siteServer';

let cms: StubCms;
/** Served over plain HTTP, behind one proxy of ours (which may say the visitor came over HTTPS). */
let site: RunningSite;
/** Its public URL is https: it is only ever reached over HTTPS, through a TLS-terminating proxy. */
let httpsSite: RunningSite;

beforeAll(async () => {
  ensureBuilt();
  cms = await startStubCms();
  [site, httpsSite] = await Promise.all([
    startSite({ CMS_URL: cms.url, SITE_TRUST_PROXY_HOPS: '1' }),
    startSite({
      CMS_URL: cms.url,
      PUBLIC_SITE_URL: 'https://folio.example',
      // Media on S3 with a CDN in front: images come from both (older uploads keep their bucket URLs).
      S3_BUCKET: 'folio-media',
      S3_REGION: 'eu-west-1',
      CDN_URL: 'https://cdn.folio.example/media/',
    }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([site?.stop(), httpsSite?.stop()]);
  await cms?.close();
});

/** The policy as directive → sources. */
function parsePolicy(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    header!.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The policy the site's middleware sends with these settings, read from a real response. */
async function policyOf(settings: SiteConfig['securityHeaders']): Promise<Map<string, string[]>> {
  const app = express();
  app.use(securityHeaders({ ...settings, contentSecurityPolicy: true }));
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return parsePolicy(response.headers.get('content-security-policy'));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function page(url: string) {
  const response = await fetch(url);
  const document = new JSDOM(await response.text()).window.document;
  return { response, document, policy: parsePolicy(response.headers.get('content-security-policy')) };
}

describe('Content Security Policy', () => {
  it("admits only the site itself and the hashes of the page's own inline scripts and styles", async () => {
    const { document, policy } = await page(`${site.url}/articles`);
    const [self, ...scriptHashes] = policy.get('script-src')!;
    expect(self).toBe("'self'");
    const [styleSelf, ...styleHashes] = policy.get('style-src')!;
    expect(styleSelf).toBe("'self'");
    for (const source of [...scriptHashes, ...styleHashes]) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);

    const inlineScripts = [...document.querySelectorAll('script:not([src])')].filter(
      (script) => script.getAttribute('type') !== 'application/ld+json', // data, never executed
    );
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const script of inlineScripts) expect(scriptHashes).toContain(hashSource(script.textContent ?? ''));
    const styles = [...document.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(styleHashes).toContain(hashSource(style.textContent ?? ''));
    // The empty style elements Emotion fills later through the CSSOM.
    expect(styleHashes).toContain(hashSource(''));
    expect(document.querySelector('[nonce]')).toBeNull();
  });

  it('sends every visitor the same page under the same policy, so a shared cache can keep one copy', async () => {
    const views = await Promise.all([1, 2, 3].map(() => fetch(`${site.url}/`)));
    const bodies = await Promise.all(views.map((view) => view.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(new Set(views.map((view) => view.headers.get('content-security-policy'))).size).toBe(1);
    expect(new Set(views.map((view) => view.headers.get('etag'))).size).toBe(1);
  });

  it('forbids plugins, foreign base URLs and form targets, and framing by anyone but the site and its CMS', async () => {
    const { policy } = await page(`${site.url}/`);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'", new URL(cms.url).origin]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('covers error pages too', async () => {
    const { response, policy } = await page(`${site.url}/nowhere`);
    expect(response.status).toBe(404);
    expect(policy.get('script-src')!.length).toBeGreaterThan(1);
    expect(policy.get('script-src')!.slice(1)).toEqual(expect.arrayContaining([expect.stringMatching(/^'sha256-/)]));
  });
});

describe('other security headers', () => {
  it.each(['/', '/robots.txt', '/api/catalog/version'])(
    'sends nosniff, a referrer policy and a frame policy with %s',
    async (path) => {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
      expect(response.headers.get('set-cookie')).toBeNull();
    },
  );

  it('sends HSTS only over HTTPS', async () => {
    expect((await fetch(`${site.url}/`)).headers.get('strict-transport-security')).toBeNull();
    const viaTls = await fetch(`${site.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaTls.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('sends HSTS and upgrades insecure requests when the public URL is https', async () => {
    const { response, policy } = await page(`${httpsSite.url}/`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('image sources', () => {
  it('admits only the site, data: and blob: images without a CDN or S3', async () => {
    const { policy } = await page(`${site.url}/`);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('admits the CDN and the S3 bucket of the running server when they are configured', async () => {
    const { policy } = await page(`${httpsSite.url}/`);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.folio.example',
      'https://folio-media.s3.eu-west-1.amazonaws.com',
      'https://folio-media.s3.amazonaws.com',
    ]);
  });

  it('reads the S3 variables as the CMS does (the origin rules themselves are tested in @folio/core)', () => {
    const imageOrigins = (env: Record<string, string>) => readSiteConfig(env).securityHeaders.imageOrigins;
    expect(imageOrigins({ S3_BUCKET: 'media', S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'true' })).toEqual([
      'https://s3.eu-central-1.amazonaws.com',
    ]);
    expect(imageOrigins({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'false' })).toEqual([
      'https://minio:9000',
      'https://media.minio:9000',
    ]);
  });

  it('reads the CDN and S3 origins from the environment, each once, into img-src only', async () => {
    const { securityHeaders } = readSiteConfig({
      CDN_URL: 'http://minio:9000/media/',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(securityHeaders.imageOrigins).toEqual(['http://minio:9000']);
    const policy = await policyOf(securityHeaders);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://minio:9000']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('takes a bare CDN host as https and refuses a CDN_URL that is not a URL, naming it', () => {
    expect(readSiteConfig({ CDN_URL: 'cdn.folio.example' }).securityHeaders.imageOrigins).toEqual([
      'https://cdn.folio.example',
    ]);
    expect(() => readSiteConfig({ CDN_URL: 'http://' })).toThrow(/CDN_URL must be a URL/);
  });
});

describe('with Google reCAPTCHA configured', () => {
  it("admits Google's widget script and frame, and only then", async () => {
    const base = { frameAncestors: [], imageOrigins: [], httpsOnly: false };
    const withRecaptcha = await policyOf({ ...base, recaptcha: true });
    expect(withRecaptcha.get('script-src')).toEqual(["'self'", 'https://www.google.com', 'https://www.gstatic.com']);
    expect(withRecaptcha.get('frame-src')).toEqual(['https://www.google.com']);
    const withoutRecaptcha = await policyOf({ ...base, recaptcha: false });
    expect([...withoutRecaptcha.values()].flat().join(' ')).not.toMatch(/google|gstatic/);
    expect(withoutRecaptcha.has('frame-src')).toBe(false);
  });
});
