/**
 * A stand-in for the CMS's public read model (the /api/catalog endpoints with ETag/304 and the
 * version endpoint), serving the test fixtures. Lets server-render tests run the real site server
 * without booting Strapi; the catalog's own behaviour is covered by the CMS tests.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTACT_ENDPOINTS, IMMUTABLE_CACHE_CONTROL } from '@folio/core';
import { verifyPreview } from '@folio/core/preview-link';
import type { CatalogResource } from '../../app/lib/content/ContentCache';
import * as fixtures from '../fixtures/catalog';

/** The preview secret the stub expects (the site must be started with PREVIEW_SECRET set to it). */
export const STUB_PREVIEW_SECRET = 'stub-preview-secret';

/** A catalog answer the stub holds back: made when the site asks, with the content of that moment. */
export interface HeldAnswer {
  /** Resolves once the site has asked. */
  asked: Promise<void>;
  /** Sends the answer, or lets the next request be answered at once when none was held yet. */
  release: () => void;
}

export interface StubCms {
  url: string;
  /** Replaces a catalog, as publishing in the admin would, and bumps the content version. */
  publish: (resource: CatalogResource, body: unknown) => void;
  /** Holds the next answer for `resource` until it is released. */
  hold: (resource: CatalogResource) => HeldAnswer;
  /** Resolves once the site has been sent the content version again, after this call. */
  versionSent: () => Promise<void>;
  requests: string[];
  /** Answers `body` as JSON at this exact path and query (`/api/page-texts/search?q=a&limit=5`), e.g. the page-text API. */
  answer: (pathAndQuery: string, body: unknown) => void;
  close: () => Promise<void>;
}

export async function startStubCms(): Promise<StubCms> {
  const catalogs: Record<string, unknown> = {
    scans: fixtures.scans,
    archives: fixtures.archives,
    articles: fixtures.articles,
    site: { settings: fixtures.settings, about: fixtures.about },
    redirects: {},
  };
  let version = 1;
  const requests: string[] = [];
  const answers = new Map<string, unknown>();
  const holds = new Map<string, { asked: () => void; released: Promise<void> }>();
  let versionWaiters: (() => void)[] = [];

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stub').pathname;
    requests.push(path);
    const resource = /^\/api\/catalog\/(\w+)$/.exec(path)?.[1];
    const preview = /^\/api\/catalog\/preview\/(\w+)\/([^/]+)\/(\w+)$/.exec(path);
    if (preview) {
      // Drafts: the published entry with "(draft)" appended, only with a link signed by the stub's preview
      // secret, checked as the CMS checks it.
      const query = new URL(req.url ?? '/', 'http://stub').searchParams;
      const [, kind, documentId, version] = preview;
      const check = verifyPreview(
        { kind, documentId, status: version, expires: query.get('expires'), signature: query.get('signature') },
        STUB_PREVIEW_SECRET,
      );
      const entries = (catalogs[kind] ?? []) as { documentId: string; title: string }[];
      const entry = entries.find((candidate) => candidate.documentId === documentId);
      const status = !check.ok ? (check.reason === 'expired' ? 410 : 401) : entry ? 200 : 404;
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' });
      res.end(JSON.stringify(status === 200 ? { ...entry, title: `${entry!.title} (draft)` } : { error: { status } }));
    } else if (resource === 'version') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      const waiters = versionWaiters;
      versionWaiters = [];
      res.end(JSON.stringify({ version: String(version) }), () => waiters.forEach((sent) => sent()));
    } else if (resource && resource in catalogs) {
      const body = JSON.stringify(catalogs[resource]);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const send = () => {
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, { ETag: etag });
          res.end();
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json', ETag: etag });
        res.end(body);
      };
      const held = holds.get(resource);
      holds.delete(resource);
      if (!held) return send();
      held.asked();
      void held.released.then(send);
    } else if (answers.has(req.url ?? '')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answers.get(req.url ?? '')));
    } else if (path === `/api${CONTACT_ENDPOINTS.captchaWidget}`) {
      // The CMS's default captcha, as the contact form asks for it when it opens.
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ provider: 'altcha', challengeUrl: `/api${CONTACT_ENDPOINTS.altchaChallenge}` }));
    } else if (path === '/api/rate-limit') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    } else if (path.startsWith('/uploads/')) {
      // Marked as the CMS marks a current version (any `v` here: the stub keeps no files), revalidated without one.
      const versioned = new URL(req.url ?? '/', 'http://stub').searchParams.has('v');
      res.writeHead(200, {
        'Content-Type': 'image/webp',
        'Cache-Control': versioned ? IMMUTABLE_CACHE_CONTROL : 'max-age=0',
      });
      res.end(Buffer.from('RIFF'));
    } else {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end('{"error":{"status":404}}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(pathAndQuery, body) {
      answers.set(pathAndQuery, body);
    },
    publish(resource, body) {
      catalogs[resource] = body;
      version += 1;
    },
    hold(resource) {
      let asked!: () => void;
      let release!: () => void;
      const hold = { asked: () => asked(), released: new Promise<void>((resolve) => (release = resolve)) };
      holds.set(resource, hold);
      return {
        asked: new Promise((resolve) => (asked = resolve)),
        release: () => {
          if (holds.get(resource) === hold) holds.delete(resource);
          release();
        },
      };
    },
    versionSent: () => new Promise((resolve) => versionWaiters.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
