/** @jest-environment node */
import { ContentCache, ContentUnavailableError } from './ContentCache';

interface FakeCms {
  fetch: jest.Mock<Promise<Response>, [string, RequestInit?]>;
  catalog: { etag: string; body: unknown };
  version: string;
  down: boolean;
}

/** A CMS double answering the catalog endpoints with ETag/304, like the real catalog service. */
function fakeCms(): FakeCms {
  const cms: FakeCms = {
    catalog: { etag: '"v1"', body: [{ title: 'Six Issue 1' }] },
    version: 'a',
    down: false,
    fetch: jest.fn(async (url: string, init?: RequestInit) => {
      if (cms.down) throw new TypeError('fetch failed');
      if (url.endsWith('/api/catalog/version')) return Response.json({ version: cms.version });
      const headers = new Headers(init?.headers);
      if (headers.get('if-none-match') === cms.catalog.etag) return new Response(null, { status: 304 });
      return Response.json(cms.catalog.body, { headers: { etag: cms.catalog.etag } });
    }),
  };
  return cms;
}

describe('ContentCache', () => {
  let now = 0;
  const log = jest.fn();
  const create = (cms: FakeCms) =>
    new ContentCache({
      baseUrl: 'http://cms.test/',
      maxAgeMs: 10_000,
      fetch: cms.fetch as unknown as typeof fetch,
      now: () => now,
      log,
    });

  beforeEach(() => {
    now = 1_000;
    log.mockClear();
  });

  it('serves a fresh catalog from memory without asking the CMS again', async () => {
    const cms = fakeCms();
    const cache = create(cms);
    expect(await cache.get('scans')).toEqual([{ title: 'Six Issue 1' }]);
    now += 9_000;
    await cache.get('scans');
    expect(cms.fetch).toHaveBeenCalledTimes(1);
    expect(cms.fetch.mock.calls[0][0]).toBe('http://cms.test/api/catalog/scans');
  });

  it('shares one CMS request between concurrent readers', async () => {
    const cms = fakeCms();
    const cache = create(cms);
    await Promise.all([cache.get('scans'), cache.get('scans'), cache.get('scans')]);
    expect(cms.fetch).toHaveBeenCalledTimes(1);
  });

  it('revalidates with If-None-Match after the max age and keeps its copy on 304', async () => {
    const cms = fakeCms();
    const cache = create(cms);
    const first = await cache.get('scans');
    now += 10_001;
    const second = await cache.get('scans');
    expect(second).toBe(first);
    expect(new Headers(cms.fetch.mock.calls[1][1]?.headers).get('if-none-match')).toBe('"v1"');
  });

  it('drops stale content as soon as the version endpoint reports a change', async () => {
    const cms = fakeCms();
    const cache = create(cms);
    await cache.checkVersion();
    await cache.get('scans');
    cms.catalog = { etag: '"v2"', body: [{ title: 'Six Issue 2' }] };
    cms.version = 'b';
    await cache.checkVersion();
    expect(await cache.get('scans')).toEqual([{ title: 'Six Issue 2' }]);
  });

  it('keeps serving from memory while the version is unchanged', async () => {
    const cms = fakeCms();
    const cache = create(cms);
    await cache.checkVersion();
    await cache.get('scans');
    await cache.checkVersion();
    await cache.get('scans');
    const catalogCalls = cms.fetch.mock.calls.filter(([url]) => url.endsWith('/scans'));
    expect(catalogCalls).toHaveLength(1);
  });

  it('counts content generations: new data or an announced change bumps it, a 304 does not', async () => {
    const cms = fakeCms();
    const cache = create(cms);
    expect(cache.generation).toBe(0);
    await cache.get('scans');
    expect(cache.generation).toBe(1);
    now += 10_001;
    await cache.get('scans');
    expect(cache.generation).toBe(1);
    cms.catalog = { etag: '"v2"', body: [] };
    now += 10_001;
    await cache.get('scans');
    expect(cache.generation).toBe(2);
    await cache.checkVersion();
    cms.version = 'b';
    await cache.checkVersion();
    expect(cache.generation).toBe(3);
  });

  it('serves the last good copy when the CMS is down, and logs it', async () => {
    const cms = fakeCms();
    const cache = create(cms);
    await cache.get('scans');
    cms.down = true;
    now += 20_000;
    expect(await cache.get('scans')).toEqual([{ title: 'Six Issue 1' }]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('serving the last copy of "scans"'));
  });

  it('fails with ContentUnavailableError when the CMS is down and nothing is cached', async () => {
    const cms = fakeCms();
    cms.down = true;
    await expect(create(cms).get('articles')).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('treats an error status as unavailable content', async () => {
    const cms = fakeCms();
    cms.fetch.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    await expect(create(cms).get('site')).rejects.toThrow('Content "site" is unavailable: HTTP 500');
  });
});
