/** config/middlewares.ts with a fake env: which media and preview origins the admin's CSP admits. */
import { readFolioSettings } from '../config/folio';
import middlewares, { mediaOriginsFromEnv, securityConfig } from '../config/middlewares';
import { fakeEnv } from './support/fake-env';

describe('mediaOriginsFromEnv', () => {
  it('is empty with local uploads and no CDN', () => {
    expect(mediaOriginsFromEnv(fakeEnv({}))).toEqual([]);
  });

  it('reads the CDN and S3 variables the upload provider uses (origin rules: @folio/core)', () => {
    expect(
      mediaOriginsFromEnv(
        fakeEnv({
          CDN_URL: 'https://cdn.example.com/folio/',
          S3_BUCKET: 'media',
          S3_ENDPOINT: 'http://minio:9000',
          S3_FORCE_PATH_STYLE: 'true',
        }),
      ),
    ).toEqual(['https://cdn.example.com', 'http://minio:9000']);
  });

  it('names the variable when a value is not a URL', () => {
    expect(() => mediaOriginsFromEnv(fakeEnv({ CDN_URL: 'http://' }))).toThrow(/CDN_URL must be a URL/);
  });
});

describe('the middleware stack', () => {
  it('frames the site origin for the preview and keeps Strapi defaults', () => {
    const { config } = securityConfig(fakeEnv({ PUBLIC_SITE_URL: 'https://folio.example/' }));
    const { directives } = config.contentSecurityPolicy;
    expect(directives['frame-src']).toEqual(["'self'", 'https://folio.example']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io']);
    expect(directives['media-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  const middlewareNames = () =>
    middlewares({ env: fakeEnv({}) } as never).map((entry) =>
      typeof entry === 'string' ? entry : (entry as { name: string }).name,
    );

  it('guards drafts after the query is parsed and before the body is read', () => {
    const stack = middlewareNames();
    expect(stack.indexOf('global::draft-guard')).toBeGreaterThan(stack.indexOf('strapi::query'));
    expect(stack.indexOf('global::draft-guard')).toBeLessThan(stack.indexOf('strapi::body'));
    expect(stack.indexOf('global::query-guard')).toBeGreaterThan(stack.indexOf('strapi::query'));
    expect(stack).toContain('strapi::security');
  });

  it("gives CORS the configured origins instead of Strapi's echo of any origin", () => {
    const cors = middlewares({ env: fakeEnv({}) } as never).find(
      (entry) => typeof entry === 'object' && (entry as { name: string }).name === 'strapi::cors',
    );
    expect(cors).toEqual({ name: 'strapi::cors', config: { origin: readFolioSettings(process.env).corsOrigins } });
  });

  it('puts the traffic gate first, so a refusal under overload costs as little as it can', () => {
    expect(middlewareNames()[0]).toBe('global::traffic-gate');
  });
});
