/** @jest-environment node */
import { type CatalogResource, ContentCache, ContentUnavailableError } from './ContentCache';

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

  it('catches a change published between the first catalog fetch and the first version check', async () => {
    const cms = fakeCms();
    const cache = create(cms);
    await cache.get('scans');
    // Published before the cache knew any version: the first version it learns is already the new one.
    cms.catalog = { etag: '"v2"', body: [{ title: 'Six Issue 2' }] };
    cms.version = 'b';
    const generation = cache.generation;
    await cache.checkVersion();
    expect(cache.generation).toBeGreaterThan(generation);
    expect(await cache.get('scans')).toEqual([{ title: 'Six Issue 2' }]);
  });

  describe('a change announced while a catalog request is out', () => {
    /** The fake CMS, with each catalog answer (made when asked, so with the content of that moment) held until released. */
    function heldCms() {
      const cms = fakeCms();
      const held: { answer: () => void; fail: (error: Error) => void }[] = [];
      const answer = cms.fetch.getMockImplementation()!;
      cms.fetch.mockImplementation(async (url, init) => {
        const response = await answer(url, init);
        if (!url.endsWith('/version'))
          await new Promise<void>((resolve, reject) => held.push({ answer: resolve, fail: reject }));
        return response;
      });
      /** Lets every request sent so far reach the CMS. */
      const sent = () => new Promise((settle) => setImmediate(settle));
      /** Answers every request sent so far. */
      const releaseAll = async () => {
        await sent();
        held.splice(0).forEach(({ answer }) => answer());
      };
      /** Answers the request sent last. */
      const answerNewest = async () => {
        await sent();
        held.pop()!.answer();
      };
      /** Fails the oldest request still out, as a timeout would. */
      const failOldest = async (error: Error) => {
        await sent();
        held.shift()!.fail(error);
      };
      /** A read whose request to the CMS, if it makes one, is answered at once. */
      const read = async (cache: ContentCache, resource: CatalogResource = 'scans') => {
        const value = cache.get(resource);
        await releaseAll();
        return value;
      };
      return { cms, releaseAll, answerNewest, failOldest, read };
    }

    /** Publishes a new catalog and lets the cache learn of it, while the request it sent before stays out. */
    async function publishDuringRequest(cms: FakeCms, cache: ContentCache) {
      cms.catalog = { etag: '"v2"', body: [{ title: 'Six Issue 2' }] };
      cms.version = 'b';
      await cache.checkVersion();
    }

    it('serves the old answer to the readers that waited for it, but asks again on the next read', async () => {
      const { cms, releaseAll, read } = heldCms();
      const cache = create(cms);
      await cache.checkVersion();
      const before = cache.get('scans');
      await publishDuringRequest(cms, cache);
      await releaseAll();
      expect(await before).toEqual([{ title: 'Six Issue 1' }]);
      expect(await read(cache)).toEqual([{ title: 'Six Issue 2' }]);
    });

    it('does not let a reader that comes after the change share the request sent before it', async () => {
      const { cms, releaseAll } = heldCms();
      const cache = create(cms);
      await cache.checkVersion();
      const before = cache.get('scans');
      await publishDuringRequest(cms, cache);
      const after = cache.get('scans');
      await releaseAll();
      expect(await before).toEqual([{ title: 'Six Issue 1' }]);
      expect(await after).toEqual([{ title: 'Six Issue 2' }]);
      // The newer answer is the one kept, whichever arrived last.
      expect(await cache.get('scans')).toEqual([{ title: 'Six Issue 2' }]);
      expect(cms.fetch.mock.calls.filter(([url]) => url.endsWith('/scans'))).toHaveLength(2);
    });

    it('does not leave the CMS alone when a request overtaken by a change fails after a newer one was answered', async () => {
      const { cms, releaseAll, failOldest, read } = heldCms();
      const cache = create(cms);
      await cache.checkVersion();
      const before = cache.get('scans').then(
        () => 'answered',
        () => 'failed',
      );
      await publishDuringRequest(cms, cache);
      const after = cache.get('scans');
      await failOldest(new Error('The operation was aborted due to timeout'));
      await releaseAll();
      expect(await after).toEqual([{ title: 'Six Issue 2' }]);
      expect(await before).toBe('failed');
      // Another catalog is asked for at once, not answered from a back-off.
      expect(await read(cache, 'site')).toEqual([{ title: 'Six Issue 2' }]);
      expect(log).not.toHaveBeenCalled();
    });

    it('keeps a 304 sent after a change over an older answer that arrives later', async () => {
      const { cms, releaseAll, answerNewest, read } = heldCms();
      const cache = create(cms);
      await cache.checkVersion();
      await read(cache);
      now += 10_001;
      // Sent while an edit is live, so answered with it; then the edit is undone and announced.
      cms.catalog = { etag: '"v2"', body: [{ title: 'Six Issue 2' }] };
      const older = cache.get('scans');
      cms.catalog = { etag: '"v1"', body: [{ title: 'Six Issue 1' }] };
      cms.version = 'b';
      await cache.checkVersion();
      const newer = cache.get('scans');
      await answerNewest();
      expect(await newer).toEqual([{ title: 'Six Issue 1' }]);
      await releaseAll();
      expect(await older).toEqual([{ title: 'Six Issue 2' }]);
      // The 304's copy stays current: read from memory, without asking again.
      expect(await cache.get('scans')).toEqual([{ title: 'Six Issue 1' }]);
      expect(cms.fetch.mock.calls.filter(([url]) => url.endsWith('/scans'))).toHaveLength(3);
    });

    it('keeps a 304 that was sent before the change stale too', async () => {
      const { cms, releaseAll, read } = heldCms();
      const cache = create(cms);
      await cache.checkVersion();
      await read(cache);
      now += 10_001;
      const revalidation = cache.get('scans');
      await publishDuringRequest(cms, cache);
      await releaseAll();
      expect(await revalidation).toEqual([{ title: 'Six Issue 1' }]);
      expect(await read(cache)).toEqual([{ title: 'Six Issue 2' }]);
    });
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
    // The first version learned after content was fetched may already count a change: one bump.
    await cache.checkVersion();
    expect(cache.generation).toBe(3);
    await cache.checkVersion();
    expect(cache.generation).toBe(3);
    cms.version = 'b';
    await cache.checkVersion();
    expect(cache.generation).toBe(4);
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

  it('says once that the CMS is unreachable, however many polls and page views fail, and once that it is back', async () => {
    jest.useFakeTimers();
    const cms = fakeCms();
    const cache = create(cms);
    await cache.get('scans');
    cms.down = true;
    cache.startPolling();
    for (let poll = 0; poll < 5; poll += 1) {
      await jest.advanceTimersByTimeAsync(2_000);
      now += 20_000;
      expect(await cache.get('scans')).toEqual([{ title: 'Six Issue 1' }]);
    }
    expect(log.mock.calls).toEqual([
      ['content version check failed: fetch failed'],
      ['serving the last copy of "scans": fetch failed'],
    ]);

    cms.down = false;
    await jest.advanceTimersByTimeAsync(2_000);
    cache.stopPolling();
    jest.useRealTimers();
    expect(log.mock.calls.slice(2)).toEqual([['the CMS answers again']]);
  });

  it('leaves a failing CMS alone for the back-off: other catalogs answer from memory at once, then it is asked again', async () => {
    const cms = fakeCms();
    const cache = create(cms);
    await cache.get('scans');
    await cache.get('articles');
    cms.down = true;
    now += 20_000;
    const callsBefore = cms.fetch.mock.calls.length;
    expect(await cache.get('scans')).toEqual([{ title: 'Six Issue 1' }]);
    expect(await cache.get('articles')).toEqual([{ title: 'Six Issue 1' }]);
    await expect(cache.get('site')).rejects.toThrow(/fetch failed \(not retried until the back-off ends\)/);
    expect(cms.fetch.mock.calls.length - callsBefore).toBe(1);

    cms.down = false;
    now += 5_000;
    await expect(cache.get('site')).resolves.toEqual([{ title: 'Six Issue 1' }]);
    expect(cms.fetch.mock.calls.length - callsBefore).toBe(2);
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

/**
 * A CMS that accepts the connection and never answers: the fetch never settles by itself and only
 * ends when its abort signal fires, as the platform's fetch does. Real timers: the cache's timeout is
 * the platform's AbortSignal.timeout.
 */
describe('ContentCache with a CMS that never answers', () => {
  const TIMEOUT_MS = 50;
  /** Far above TIMEOUT_MS: only guards the test against hanging, it measures nothing. */
  const GIVE_UP_MS = 10_000;
  let now = 0;
  const log = jest.fn();

  beforeEach(() => {
    now = 1_000;
    log.mockClear();
  });

  interface StallingCms {
    fetch: jest.Mock<Promise<Response>, [string, RequestInit?]>;
    stalled: boolean;
    signals: AbortSignal[];
  }

  function stallingCms(): StallingCms {
    const cms: StallingCms = {
      stalled: false,
      signals: [],
      fetch: jest.fn((url: string, init?: RequestInit) => {
        if (!cms.stalled) {
          if (url.endsWith('/api/catalog/version')) return Promise.resolve(Response.json({ version: 'a' }));
          return Promise.resolve(Response.json([{ title: 'Six Issue 1' }], { headers: { etag: '"v1"' } }));
        }
        const signal = init?.signal;
        if (signal) cms.signals.push(signal);
        return new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      }),
    };
    return cms;
  }

  const create = (cms: StallingCms) =>
    new ContentCache({
      baseUrl: 'http://cms.test',
      maxAgeMs: 10_000,
      timeoutMs: TIMEOUT_MS,
      fetch: cms.fetch as unknown as typeof fetch,
      now: () => now,
      log,
    });

  /** Settles with what `promise` settled with, or fails the test if it is still pending after GIVE_UP_MS. */
  async function settled<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`still pending after ${GIVE_UP_MS} ms: the request hangs`)),
        GIVE_UP_MS,
      );
    });
    try {
      return await Promise.race([
        promise.then(
          (value): PromiseFulfilledResult<T> => ({ status: 'fulfilled', value }),
          (reason: unknown): PromiseRejectedResult => ({ status: 'rejected', reason }),
        ),
        giveUp,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  it('gives every request to the CMS an abort signal', async () => {
    const cms = stallingCms();
    await create(cms).get('scans');
    await create(cms).checkVersion();
    for (const [, init] of cms.fetch.mock.calls) expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('rejects with ContentUnavailableError, naming the timeout, when nothing is cached', async () => {
    const cms = stallingCms();
    cms.stalled = true;
    const result = await settled(create(cms).get('articles'));
    expect(result.status).toBe('rejected');
    const { reason } = result as PromiseRejectedResult;
    expect(reason).toBeInstanceOf(ContentUnavailableError);
    // (Jest's sandbox sees the platform's DOMException as a foreign object, hence the optional name.)
    expect((reason as Error).message).toMatch(
      /^Content "articles" is unavailable: (TimeoutError: )?The operation was aborted due to timeout$/,
    );
    expect(cms.signals).toHaveLength(1);
    expect(cms.signals[0].aborted).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  it('serves the last good copy once the timeout fires, and logs it', async () => {
    const cms = stallingCms();
    const cache = create(cms);
    await cache.get('scans');
    const generation = cache.generation;
    cms.stalled = true;
    now += 20_000;
    const result = await settled(cache.get('scans'));
    expect(result).toEqual({ status: 'fulfilled', value: [{ title: 'Six Issue 1' }] });
    expect(log).toHaveBeenCalledWith('serving the last copy of "scans": The operation was aborted due to timeout');
    expect(cms.signals[0].aborted).toBe(true);
    // A stale copy is not new content: pages rendered from it stay valid.
    expect(cache.generation).toBe(generation);
  });

  it('lets concurrent readers share the one stalled request, and all of them get an answer', async () => {
    const cms = stallingCms();
    cms.stalled = true;
    const cache = create(cms);
    const results = await Promise.all([1, 2, 3].map(() => settled(cache.get('site'))));
    expect(results.map(({ status }) => status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(cms.fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the CMS again once the back-off after a timeout has passed, and recovers when it answers', async () => {
    const cms = stallingCms();
    cms.stalled = true;
    const cache = create(cms);
    expect((await settled(cache.get('scans'))).status).toBe('rejected');
    cms.stalled = false;
    now += 5_000;
    expect(await settled(cache.get('scans'))).toEqual({ status: 'fulfilled', value: [{ title: 'Six Issue 1' }] });
    expect(cms.fetch).toHaveBeenCalledTimes(2);
  });

  it('fails the version check on timeout instead of waiting forever', async () => {
    const cms = stallingCms();
    cms.stalled = true;
    const result = await settled(create(cms).checkVersion());
    expect(result.status).toBe('rejected');
    expect((result as PromiseRejectedResult).reason).toMatchObject({ name: 'TimeoutError' });
  });
});
