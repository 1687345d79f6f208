/**
 * The public entry as docker-compose.yml deploys it: Debian's nginx running deploy/nginx in front of the
 * real built site server, which relays /api to a stand-in CMS (the site's test stub behind a Koa app that
 * reads the visitor's address the way Strapi does, with the hop count the compose file gives the CMS).
 * Visitors at other loopback addresses (127.0.0.2, ...) are other clients to the proxy's limits.
 * Requires nginx (CI installs it in .ci/run); without it every test fails, saying so.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Koa from 'koa';
import { scans } from '../frontend/test/fixtures/catalog';
import { eventually } from '../frontend/test/support/eventually';
import { ensureBuilt, startSite, type RunningSite } from '../frontend/test/support/siteServer';
import { startStubCms, type StubCms } from '../frontend/test/support/stubCms';
import { composeEnvironment, startNginx, type RunningNginx } from '../bench/lib/nginx';
import { visit } from '../bench/lib/visitor';

/** How long the stand-in CMS takes over a read asked for with `?slow=1`. */
const SLOW_READ_MS = 200;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

interface Listening {
  url: string;
  close: () => Promise<void>;
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closing = (server: http.Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** The CMS as the site reaches it: records each request's path and client address, then relays it to the stub. */
async function startAddressRecordingCms(stub: StubCms) {
  const seen: { path: string; ip: string }[] = [];
  const app = new Koa({ proxy: true, maxIpsCount: Number(composeEnvironment('cms').TRUST_PROXY_HOPS) });
  app.use(async (ctx) => {
    seen.push({ path: ctx.path, ip: ctx.ip });
    // `?slow=1` stands for a read that keeps the CMS busy a moment, so that requests for it overlap.
    if (ctx.query.slow) await new Promise((resolve) => setTimeout(resolve, SLOW_READ_MS));
    // A stored pyramid's info.json, with the CORS headers Strapi's own policy would add for the site's origin.
    if (ctx.path.startsWith('/uploads/iiif/')) {
      ctx.set('Access-Control-Allow-Origin', 'http://127.0.0.1:3000');
      ctx.set('Access-Control-Allow-Credentials', 'true');
      ctx.body = { id: 'https://folio.example/iiif/image/page~1', type: 'ImageService3' };
      return;
    }
    ctx.respond = false;
    const relayed = http.request(`${stub.url}${ctx.url}`, { method: ctx.method, headers: ctx.headers }, (answer) => {
      ctx.res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(ctx.res);
    });
    ctx.req.pipe(relayed);
  });
  const server = http.createServer(app.callback());
  return { url: await listen(server), seen, close: closing(server) };
}

/** Stands in for the analytics service: the site forwards each event with the visitor's address as it sees it. */
async function startFakeAnalytics() {
  const forwardedFor: string[] = [];
  const server = http.createServer((req, res) => {
    forwardedFor.push(String(req.headers['x-forwarded-for']));
    req.resume().on('end', () => res.writeHead(202).end());
  });
  return { url: `${await listen(server)}/api/event`, forwardedFor, close: closing(server) };
}

let stub: StubCms;
let cms: Awaited<ReturnType<typeof startAddressRecordingCms>>;
let analytics: Awaited<ReturnType<typeof startFakeAnalytics>>;
let site: RunningSite;
let proxy: RunningNginx;
const servers: Listening[] = [];

beforeAll(async () => {
  ensureBuilt();
  stub = await startStubCms();
  cms = await startAddressRecordingCms(stub);
  analytics = await startFakeAnalytics();
  servers.push(cms, analytics);
  site = await startSite({
    CMS_URL: cms.url,
    PLAUSIBLE_EVENTS_URL: analytics.url,
    SITE_TRUST_PROXY_HOPS: composeEnvironment('site').SITE_TRUST_PROXY_HOPS,
  });
  proxy = await startNginx(new URL(site.url).host);
}, 180_000);

afterAll(async () => {
  await proxy?.stop();
  await site?.stop();
  await Promise.all(servers.map((server) => server.close()));
  await stub?.close();
});

/** Answers until one says 429, at most `count`, each waiting for the previous: a client over its rate. */
async function untilRefused(path: string, from: string, count: number) {
  for (let sent = 0; sent < count; sent += 1) {
    const answer = await visit(`${proxy.url}${path}`, { from });
    if (answer.status === 429) return answer;
  }
  throw new Error(`no 429 after ${count} requests`);
}

describe('nginx in front of the site (deploy/nginx)', () => {
  it('serves pages compressed as the visitor asks: brotli from the site, gzip otherwise', async () => {
    const brotli = await visit(`${proxy.url}/`, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toMatch(/^<!DOCTYPE html>/i);

    const gzip = await visit(`${proxy.url}/scans`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toMatch(/^<!DOCTYPE html>/i);
  });

  it('relays the API to the CMS through the site', async () => {
    const answer = await visit(`${proxy.url}/api/catalog/scans`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toHaveLength(scans.length);
    expect(cms.seen.map(({ path }) => path)).toContain('/api/catalog/scans');
  });

  it("lets viewers on any site read the stored IIIF pyramids: one CORS header, any origin's, no credentials", async () => {
    const answer = await visit(`${proxy.url}/uploads/iiif/page~1/info.json`, {
      headers: { origin: 'https://viewer.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    // The location's own headers do not drop the server's.
    expect(answer.headers['x-cache-status']).toBeDefined();
    expect(JSON.parse(answer.body.toString())).toMatchObject({ type: 'ImageService3' });
  });

  it('answers visitors asking the same API read at once together: none waits for a cache entry that never fills', async () => {
    const sent = Date.now();
    const answers = await Promise.all(
      ['127.0.0.10', '127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14', '127.0.0.15'].map(async (from) => {
        const answer = await visit(`${proxy.url}/api/catalog/scans?slow=1`, { from });
        return { status: answer.status, afterMs: Date.now() - sent };
      }),
    );
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 200]);
    // Side by side they take about one slow read's time; one after another, six take 1.2 s at least.
    expect(Math.max(...answers.map(({ afterMs }) => afterMs))).toBeLessThan(5 * SLOW_READ_MS);
  });

  it("gives the site and the CMS the visitor's address, never one the visitor claims", async () => {
    const claimed = { 'x-forwarded-for': '203.0.113.66', 'user-agent': BROWSER };
    const event = await visit(`${proxy.url}/api/event`, {
      from: '127.0.0.2',
      method: 'POST',
      headers: { ...claimed, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'pageview', path: '/scans' }),
    });
    expect(event.status).toBe(202);
    // The site forwards the event after answering.
    await eventually(
      () => analytics.forwardedFor.length,
      (forwarded) => forwarded > 0,
      {
        failure: () => 'the site forwarded no analytics event',
        timeoutMs: 5_000,
        intervalMs: 20,
      },
    );
    expect(analytics.forwardedFor).toEqual(['127.0.0.2']);

    expect((await visit(`${proxy.url}/api/rate-limit`, { from: '127.0.0.2', headers: claimed })).status).toBe(200);
    expect(cms.seen.filter(({ path }) => path === '/api/rate-limit').map(({ ip }) => ip)).toEqual(['127.0.0.2']);
  });

  it('refuses a client over its request rate with 429 and Retry-After, and serves other clients meanwhile', async () => {
    const refused = await untilRefused('/robots.txt', '127.0.0.3', 200);
    expect(refused.headers['retry-after']).toBe('1');
    expect(JSON.parse(refused.body.toString())).toMatchObject({ error: { status: 429, name: 'RateLimitError' } });
    expect(proxy.output()).toContain('limiting requests');
    expect((await visit(`${proxy.url}/robots.txt`, { from: '127.0.0.4' })).status).toBe(200);
  });

  it('refuses a client more requests in progress than its limit, until they end', async () => {
    // Requests whose bodies never come stay in progress at the proxy, which waits to read them.
    const open: net.Socket[] = [];
    for (let index = 0; index < 20; index += 1) {
      const socket = net.connect({ host: '127.0.0.1', port: proxy.port, localAddress: '127.0.0.5' });
      socket.write(
        'POST /api/event HTTP/1.1\r\nHost: folio\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      );
      open.push(socket);
    }
    try {
      const refused = await untilRefused('/robots.txt', '127.0.0.5', 30);
      expect(refused.headers['retry-after']).toBe('1');
      expect(proxy.output()).toContain('limiting connections');
    } finally {
      for (const socket of open) socket.destroy();
    }
    await eventually(
      async () => (await visit(`${proxy.url}/robots.txt`, { from: '127.0.0.5' })).status,
      (status) => status === 200,
      { failure: (status) => `still ${status} once the requests in progress ended`, timeoutMs: 5_000, intervalMs: 20 },
    );
  });

  it("reads a contact form's body and refuses a far larger one before reading it", async () => {
    const post = (bytes: number) =>
      visit(`${proxy.url}/api/sendContactInquiry`, {
        from: '127.0.0.7',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ typeOfInquiry: 'general', formData: { message: 'x'.repeat(bytes) } }),
      });
    // Within the contact routes' limit (CONTACT_MAX_BODY_BYTES), which the site enforces before relaying.
    expect((await post(8 * 1024)).status).not.toBe(413);
    expect(cms.seen.map(({ path }) => path)).toContain('/api/sendContactInquiry');
    expect((await post(256 * 1024)).status).toBe(413);
  });
});
