/** @jest-environment node */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  hashSource,
  inlineHashes,
  matchesEtag,
  pageCacheControl,
  RENDER_MARK,
  sendShared,
  type SharedAnswer,
  sharedCacheExpiry,
  sharedHeaders,
  sharedPage,
  sharedResponse,
  strongEtag,
} from './sharedPage.server';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the hashes of a page’s inline code', () => {
  it('hashes each marked inline script and style over its raw text, and skips scripts loaded from a file', () => {
    const html =
      '<html><head><style nonce="m" data-emotion="css a">.a{color:red}</style><script nonce="m" src="/assets/entry.js"></script>' +
      '<script nonce="m" type="module">import "/assets/a.js";\nwindow.x = 1 < 2 && "&amp;";</script></head>' +
      '<body><p title="</script>">text</p><script nonce="m">window.__ctx = {"a":"\\u003c/script>"}</script></body></html>';
    expect(inlineHashes(html, 'm')).toEqual({
      scripts: [
        sha('import "/assets/a.js";\nwindow.x = 1 < 2 && "&amp;";'),
        sha('window.__ctx = {"a":"\\u003c/script>"}'),
      ],
      styles: [sha('.a{color:red}')],
    });
  });

  it('admits no script or style that the renderer did not mark, such as one that came with content', () => {
    const html =
      '<script nonce="m">ok()</script><p>article</p><script>alert(document.domain)</script>' +
      '<script nonce="guess">alert(1)</script><style>body{display:none}</style>';
    expect(inlineHashes(html, 'm')).toEqual({ scripts: [sha('ok()')], styles: [] });
  });

  it('hashes multi-byte text as UTF-8 and names a repeated element once', () => {
    const html =
      '<script nonce="m">"Garçons — 東京"</script><script nonce="m">"Garçons — 東京"</script><style nonce="m"></style>';
    expect(inlineHashes(html, 'm')).toEqual({ scripts: [sha('"Garçons — 東京"')], styles: [hashSource('')] });
  });

  it('takes the mark out of the page it keeps, with the hashes of what carried it', () => {
    const page = sharedPage(200, `<script nonce="${RENDER_MARK}">go()</script><p>text</p>`);
    expect(page.html).toBe('<script>go()</script><p>text</p>');
    expect(page.hashes.scripts).toEqual([sha('go()')]);
  });

  it('keeps a page with its hashes and a strong ETag that changes with its bytes', () => {
    const a = sharedPage(200, '<p>a</p>');
    expect(a.etag).toMatch(/^"[A-Za-z0-9+/]{27}"$/);
    expect(sharedPage(200, '<p>a</p>').etag).toBe(a.etag);
    expect(sharedPage(200, '<p>b</p>').etag).not.toBe(a.etag);
  });
});

describe('revalidation', () => {
  it('matches a validator alone, in a list, weak or as *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(null, '"abc"')).toBe(false);
    // A not-found page is sent again rather than confirmed.
    expect(matchesEtag('"abc"', '"abc"', 404)).toBe(false);
  });

  it('lets shared caches keep pages and not-found pages briefly, and never errors or refusals', () => {
    expect(pageCacheControl(200)).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    );
    expect(pageCacheControl(404)).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(pageCacheControl(429)).toBe('no-store');
    expect(pageCacheControl(500)).toBe('no-store');
    expect(pageCacheControl(503)).toBe('no-store');
  });

  it('tells nginx to end a shared copy with the second it was made in, and nothing for what is not shared', () => {
    expect(sharedCacheExpiry(200, 1_700_000_000_999)).toBe('@1700000000');
    expect(sharedCacheExpiry(404, 1_700_000_001_000)).toBe('@1700000001');
    expect(sharedCacheExpiry(500, 1_700_000_000_999)).toBeNull();
  });
});

describe('shared answers other than pages', () => {
  it('follow a page’s status, keep a known validator, and leave nginx to a lifetime of their own', () => {
    const now = 1_700_000_000_999;
    expect(sharedHeaders({ body: '<p>gone</p>', contentType: 'text/html', status: 404, etag: '"kept"' }, now)).toEqual({
      'Content-Type': 'text/html',
      'Cache-Control': pageCacheControl(404),
      ETag: '"kept"',
      'X-Accel-Expires': '@1700000000',
    });
    expect(sharedHeaders({ body: 'down', contentType: 'text/plain', status: 503 }, now)).toEqual({
      'Content-Type': 'text/plain',
      'Cache-Control': 'no-store',
      ETag: strongEtag('down'),
    });
    expect(
      sharedHeaders({ body: '{}', contentType: 'application/ld+json', cacheControl: 'public, max-age=86400' }, now),
    ).toEqual({
      'Content-Type': 'application/ld+json',
      'Cache-Control': 'public, max-age=86400',
      ETag: strongEtag('{}'),
    });
  });

  it('carry the pages’ headers: the shared policy, nginx’s end of the copy and a strong ETag of the body', () => {
    expect(sharedHeaders({ body: '<rss/>', contentType: 'application/rss+xml' }, 1_700_000_000_999)).toEqual({
      'Content-Type': 'application/rss+xml',
      'Cache-Control': pageCacheControl(200),
      ETag: strongEtag('<rss/>'),
      'X-Accel-Expires': '@1700000000',
    });
    expect(strongEtag('<rss/>')).toMatch(/^"[A-Za-z0-9+/]{27}"$/);
    // The same validator as a page of the same bytes, one hash for every shared answer.
    expect(strongEtag('<p>a</p>')).toBe(sharedPage(200, '<p>a</p>').etag);
    expect(strongEtag('{"a":1}')).not.toBe(strongEtag('{"a":2}'));
  });

  it('answer a request holding the current body with a 304 that keeps the headers, and any other with the body', async () => {
    const body = '{"words":["garcons"]}';
    const ask = (headers: Record<string, string> = {}) =>
      sharedResponse(
        new Request('http://folio.test/search/suggest?key=garcons', { headers }),
        body,
        'application/json',
      );
    const full = ask();
    expect(full.status).toBe(200);
    expect(await full.text()).toBe(body);
    expect(full.headers.get('content-type')).toBe('application/json');
    expect(full.headers.get('x-accel-expires')).toMatch(/^@\d+$/);
    const etag = full.headers.get('etag')!;
    const confirmed = ask({ 'If-None-Match': `"old", ${etag}` });
    expect(confirmed.status).toBe(304);
    expect(await confirmed.text()).toBe('');
    expect(confirmed.headers.get('etag')).toBe(etag);
    expect(confirmed.headers.get('cache-control')).toBe(pageCacheControl(200));
    expect(confirmed.headers.get('x-accel-expires')).toMatch(/^@\d+$/);
    expect(ask({ 'If-None-Match': '"old"' }).status).toBe(200);
  });
});

describe('shared answers of the Express server', () => {
  let server: http.Server;
  let url: string;
  /** The answer the next request gets, as each test sets it. */
  let answer: SharedAnswer;

  beforeAll(async () => {
    const app = express();
    app.get('/', (req, res) => sendShared(req, res, answer));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ask = (ifNoneMatch?: string) => fetch(url, { headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {} });

  it('send a page with its headers, and a 304 with the same headers to a request that holds it', async () => {
    answer = { body: '<p>page</p>', contentType: 'text/html; charset=utf-8', status: 200, etag: '"page-tag"' };
    const full = await ask('"old"');
    expect(full.status).toBe(200);
    expect(await full.text()).toBe('<p>page</p>');
    expect(full.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(full.headers.get('cache-control')).toBe(pageCacheControl(200));
    expect(full.headers.get('etag')).toBe('"page-tag"');
    expect(full.headers.get('x-accel-expires')).toMatch(/^@\d+$/);
    const confirmed = await ask('"old", "page-tag"');
    expect(confirmed.status).toBe(304);
    expect(await confirmed.text()).toBe('');
    expect(confirmed.headers.get('etag')).toBe('"page-tag"');
    expect(confirmed.headers.get('cache-control')).toBe(pageCacheControl(200));
    expect(confirmed.headers.get('x-accel-expires')).toMatch(/^@\d+$/);
  });

  it('send a not-found page again rather than confirming it, with its own policy', async () => {
    answer = { body: '<p>missing</p>', contentType: 'text/html; charset=utf-8', status: 404, etag: '"missing"' };
    const again = await ask('"missing"');
    expect(again.status).toBe(404);
    expect(await again.text()).toBe('<p>missing</p>');
    expect(again.headers.get('cache-control')).toBe(pageCacheControl(404));
    expect(again.headers.get('x-accel-expires')).toMatch(/^@\d+$/);
  });

  it('keep an answer of its own lifetime by that alone, its type as given and its ETag from the body', async () => {
    const type = 'application/ld+json;profile="http://iiif.io/api/image/3/context.json"';
    answer = { body: '{"id":"x"}', contentType: type, cacheControl: 'public, max-age=86400' };
    const full = await ask();
    expect(full.status).toBe(200);
    expect(await full.text()).toBe('{"id":"x"}');
    expect(full.headers.get('content-type')).toBe(type);
    expect(full.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(full.headers.get('etag')).toBe(strongEtag('{"id":"x"}'));
    expect(full.headers.has('x-accel-expires')).toBe(false);
    const confirmed = await ask(strongEtag('{"id":"x"}'));
    expect(confirmed.status).toBe(304);
    expect(confirmed.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(confirmed.headers.has('x-accel-expires')).toBe(false);
  });
});
