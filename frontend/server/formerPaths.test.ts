/**
 * @jest-environment node
 *
 * Former addresses in the site's pipeline, on a real express server: a moved page's old path (in any
 * spelling a browser sends) answers 301 to its current path with the query kept; other paths, other
 * methods and a failed look-up go on to the next handler, which stands in for the page cache and routes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { currentPathFor, normalisePath } from '../app/lib/content/formerPaths';
import { formerPaths } from './formerPaths';

const REDIRECTS = {
  '/scans/comme-des-garçons/six-issue-1': '/scans/comme-des-garçons/six-(issue-1)',
  '/articles/article': '/articles/in-conversation',
};

async function serve(lookup: () => Promise<Record<string, string>>) {
  const app = express();
  let lookups = 0;
  app.use(
    formerPaths(() => {
      lookups += 1;
      return lookup();
    }),
  );
  app.use((_req, res) => res.status(200).send('page'));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path: string, method = 'GET') => fetch(`${url}${path}`, { method, redirect: 'manual' }),
    lookups: () => lookups,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('former addresses', () => {
  it('answer 301 with the current path, encoded, and the query kept', async () => {
    const site = await serve(async () => REDIRECTS);
    try {
      const moved = await site.get('/scans/comme-des-gar%C3%A7ons/six-issue-1?page=3');
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/scans/comme-des-gar%C3%A7ons/six-(issue-1)?page=3');
      // Shared caches keep it as briefly as a page; browsers ask again.
      expect(moved.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
      expect(moved.headers.get('x-accel-expires')).toMatch(/^@\d+$/);
      for (const spelling of [
        '/scans/Comme-des-Gar%C3%A7ons/Six-Issue-1',
        '/scans/comme-des-gar%C3%A7ons/six-issue-1/',
      ])
        expect((await site.get(spelling)).status).toBe(301);
      expect((await site.get('/articles/article', 'HEAD')).status).toBe(301);
    } finally {
      await site.close();
    }
  });

  it('leave current paths, other sections, writes and unreadable redirects to the next handler', async () => {
    const site = await serve(async () => REDIRECTS);
    try {
      expect((await site.get('/scans/comme-des-gar%C3%A7ons/six-(issue-1)')).status).toBe(200);
      expect((await site.get('/articles/article', 'POST')).status).toBe(200);
      expect((await site.get('/contributors')).status).toBe(200);
      expect((await site.get('/scans/%E0%A4%A')).status).toBe(200);
      expect(site.lookups()).toBe(2);
    } finally {
      await site.close();
    }
    const failing = await serve(() => Promise.reject(new Error('CMS out')));
    try {
      expect((await failing.get('/articles/article')).status).toBe(200);
    } finally {
      await failing.close();
    }
  });
});

describe('path look-up', () => {
  it('normalises as the CMS writes paths and ignores inherited keys', () => {
    expect(normalisePath('/Scans/A.P.C./x/')).toBe('/scans/a.p.c./x');
    expect(normalisePath('/%E0%A4%A')).toBeNull();
    expect(currentPathFor('/articles/constructor', REDIRECTS)).toBeNull();
    expect(currentPathFor('/articles/article', REDIRECTS)).toBe('/articles/in-conversation');
  });
});
