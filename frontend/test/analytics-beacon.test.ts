/**
 * @jest-environment node
 *
 * The analytics beacon of the production site: POST /api/event is answered by the site itself and
 * forwarded to a Plausible-compatible endpoint (here a local fake one) when PLAUSIBLE_EVENTS_URL is
 * set; bots, prefetches and Do Not Track are not counted; bad input is a clear 4xx; no cookies.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from './support/eventually';
import { startStubCms, type StubCms } from './support/stubCms';
import { ensureBuilt, startSite, type RunningSite } from './support/siteServer';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const VISITOR_IP = '203.0.113.7';

interface ReceivedEvent {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** Stands in for the third-party analytics service: records every event it receives. */
async function startFakeAnalytics() {
  const received: ReceivedEvent[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(202).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/event`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let cms: StubCms;
let analytics: Awaited<ReturnType<typeof startFakeAnalytics>>;
let site: RunningSite;
let siteWithoutAnalytics: RunningSite;

beforeAll(async () => {
  ensureBuilt();
  cms = await startStubCms();
  analytics = await startFakeAnalytics();
  [site, siteWithoutAnalytics] = await Promise.all([
    startSite({
      CMS_URL: cms.url,
      PUBLIC_SITE_URL: 'https://folio.example',
      PLAUSIBLE_EVENTS_URL: analytics.url,
      // One proxy of ours in front: the visitor's address is the one it forwards.
      SITE_TRUST_PROXY_HOPS: '1',
      LOG_LEVEL: 'debug',
    }),
    startSite({ CMS_URL: cms.url, LOG_LEVEL: 'debug' }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([site?.stop(), siteWithoutAnalytics?.stop()]);
  await Promise.all([cms?.close(), analytics?.close()]);
});

function sendEvent(body: unknown, headers: Record<string, string> = {}, target = site) {
  return fetch(`${target.url}/api/event`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER, 'X-Forwarded-For': VISITOR_IP, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Waits until the fake service has received the event for `path`. */
async function receivedFor(path: string): Promise<ReceivedEvent> {
  const url = `https://folio.example${path}`;
  const event = await eventually(() => analytics.received.find((candidate) => candidate.body.url === url), Boolean, {
    failure: () => `no event for ${url} reached the analytics service`,
    intervalMs: 50,
  });
  return event!;
}

describe('with PLAUSIBLE_EVENTS_URL set', () => {
  it('forwards a page view from its own path, never through the CMS, and sets no cookie', async () => {
    const response = await sendEvent({
      name: 'pageview',
      path: '/articles?page=2',
      referrer: 'https://search.example/',
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');

    const event = await receivedFor('/articles?page=2');
    expect(event.body).toEqual({
      name: 'pageview',
      url: 'https://folio.example/articles?page=2',
      domain: 'folio.example',
      referrer: 'https://search.example/',
    });
    expect(event.headers['user-agent']).toBe(BROWSER);
    expect(event.headers['x-forwarded-for']).toBe(VISITOR_IP);
    expect(event.headers['content-type']).toBe('application/json');
    expect(cms.requests).not.toContain('/api/event');
  });

  it('forwards "Scroll 90%" and "File Download" (with the file), sent as text/plain too', async () => {
    await sendEvent({ name: 'Scroll 90%', path: '/articles/long-read' });
    await sendEvent(
      JSON.stringify({
        name: 'File Download',
        path: '/scans/a.p.c./catalogue',
        fileUrl: 'https://folio.example/uploads/c.pdf',
      }),
      { 'Content-Type': 'text/plain;charset=UTF-8' },
    );
    expect((await receivedFor('/articles/long-read')).body).toMatchObject({ name: 'Scroll 90%', referrer: null });
    expect((await receivedFor('/scans/a.p.c./catalogue')).body).toMatchObject({
      name: 'File Download',
      props: { url: 'https://folio.example/uploads/c.pdf' },
    });
  });

  it.each([
    ['a bot', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, 'bot'],
    ['a request without a user agent', { 'User-Agent': '' }, 'bot'],
    ['a prerendered page', { 'Sec-Purpose': 'prefetch;prerender' }, 'prefetch'],
    ['a prefetch', { Purpose: 'prefetch' }, 'prefetch'],
    ['Do Not Track', { DNT: '1' }, 'do-not-track'],
    ['Global Privacy Control', { 'Sec-GPC': '1' }, 'do-not-track'],
  ])('does not count %s', async (_case, headers, reason) => {
    const path = `/not-counted/${reason}/${Math.random().toString(36).slice(2)}`;
    expect((await sendEvent({ name: 'pageview', path }, headers)).status).toBe(202);
    // Events are forwarded in the order they arrive: once a later one is through, this one would be too.
    const marker = `/counted/${Math.random().toString(36).slice(2)}`;
    await sendEvent({ name: 'pageview', path: marker });
    await receivedFor(marker);
    expect(analytics.received.some((event) => String(event.body.url).includes(path))).toBe(false);
    expect(site.output()).toContain(`analytics event not counted (${reason}): pageview`);
  });

  it.each([
    ['an unknown event', { name: 'purchase', path: '/' }],
    ['a page of another site', { name: 'pageview', path: '//evil.example/' }],
    ['an absolute URL', { name: 'pageview', path: 'https://evil.example/' }],
    ['a download without its file', { name: 'File Download', path: '/' }],
    ['an unknown field', { name: 'pageview', path: '/', visitorId: 'abc' }],
    ['no body', undefined],
  ])('answers 400 to %s and forwards nothing', async (_case, body) => {
    const before = analytics.received.length;
    const response = await sendEvent(body ?? '');
    expect(response.status).toBe(400);
    expect((await response.json()).error.status).toBe(400);
    expect(analytics.received.length).toBe(before);
  });

  it('answers 400 to malformed JSON, 413 to an oversized body and 405 to other methods', async () => {
    expect((await sendEvent('{"name":')).status).toBe(400);
    expect((await sendEvent({ name: 'pageview', path: `/${'x'.repeat(5_000)}` })).status).toBe(413);
    const get = await fetch(`${site.url}/api/event`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('without PLAUSIBLE_EVENTS_URL', () => {
  it('accepts the event and drops it with a debug log', async () => {
    const response = await sendEvent({ name: 'pageview', path: '/dropped-here' }, {}, siteWithoutAnalytics);
    expect(response.status).toBe(202);
    await eventually(
      () => siteWithoutAnalytics.output(),
      (output) => output.includes('analytics event dropped: pageview /dropped-here'),
      { failure: (output) => `no debug line in:\n${output}`, timeoutMs: 5_000, intervalMs: 50 },
    );
    expect(siteWithoutAnalytics.output()).toContain('PLAUSIBLE_EVENTS_URL is not set: analytics events are dropped');
    expect(analytics.received.some((event) => String(event.body.url).endsWith('/dropped-here'))).toBe(false);
  });
});
