/**
 * @jest-environment node
 *
 * The IIIF Change Discovery stream the site serves from the CMS's record of changes: the ordered collection
 * names its first and last pages and counts every change; walking back from the last page by `prev` reads every
 * change newest first; a full page never changes, so a harvester holding it gets a 304 and only reads the new
 * last page; unknown names and pages past the last are 404s and a CMS outage a 503, never an empty stream;
 * the answers are readable from any origin and read-only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  ACTIVITY_PAGE_SIZE,
  IIIF_DISCOVERY_CONTENT_TYPE,
  IIIF_DISCOVERY_CONTEXT,
  type ActivityCollection,
  type ActivityPage,
  type ChangeRecord,
} from '@folio/core';
import { iiifCors } from '../features/iiif/server/imageRelay.server';
import { loader } from './iiif-activity';
import type { Route } from './+types/iiif-activity';

const SITE = 'https://folio.example';
const CMS = 'http://cms.test';

jest.mock('../lib/env.server', () => ({
  cmsUrl: () => 'http://cms.test',
  publicSiteUrl: () => 'https://folio.example',
}));

/** The CMS's record, answered as GET /api/iiif-activities?start=&limit= answers it. */
const recorded: ChangeRecord[] = [];
const asked: string[] = [];
let cmsDown = false;
const record = (count: number) => {
  for (let n = 0; n < count; n += 1) {
    const index = recorded.length;
    recorded.push({
      kind: index % 3 ? 'scans' : 'archives',
      documentId: `doc${index % 40}`,
      type: index < 40 ? 'Create' : index % 7 ? 'Update' : 'Delete',
      endTime: Date.UTC(2026, 11, 1) + index * 1000,
    });
  }
};

const realFetch = global.fetch;
beforeAll(() => {
  global.fetch = (async (input: string | URL) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}${url.search}`);
    if (cmsDown) return new Response('{}', { status: 500 });
    if (`${url.origin}${url.pathname}` !== `${CMS}/api/iiif-activities`) return new Response('{}', { status: 404 });
    const start = Number(url.searchParams.get('start'));
    const limit = Number(url.searchParams.get('limit'));
    const data = { total: recorded.length, start, items: recorded.slice(start, start + limit) };
    return new Response(JSON.stringify({ data }), { status: 200 });
  }) as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});
beforeEach(() => {
  recorded.length = 0;
  asked.length = 0;
  cmsDown = false;
});

const get = (file: string, headers: Record<string, string> = {}) =>
  loader({
    request: new Request(`${SITE}/iiif/activity/${file}`, { headers }),
    params: { file },
  } as unknown as Route.LoaderArgs);

it('is an ordered collection naming its first and last pages, with the count of all changes', async () => {
  record(2 * ACTIVITY_PAGE_SIZE + 5);
  const response = await get('all-changes.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(IIIF_DISCOVERY_CONTENT_TYPE);
  expect(IIIF_DISCOVERY_CONTENT_TYPE).toBe('application/ld+json;profile="http://iiif.io/api/discovery/1/context.json"');
  expect(await response.json()).toEqual({
    '@context': IIIF_DISCOVERY_CONTEXT,
    id: `${SITE}/iiif/activity/all-changes.json`,
    type: 'OrderedCollection',
    totalItems: 2 * ACTIVITY_PAGE_SIZE + 5,
    first: { id: `${SITE}/iiif/activity/page-0.json`, type: 'OrderedCollectionPage' },
    last: { id: `${SITE}/iiif/activity/page-2.json`, type: 'OrderedCollectionPage' },
  });
});

it('reads every change newest first from the last page back by prev, each page in time order', async () => {
  record(2 * ACTIVITY_PAGE_SIZE + 5);
  const collection = (await (await get('all-changes.json')).json()) as ActivityCollection;
  const seen: ActivityPage[] = [];
  let next: string | undefined = collection.last.id;
  while (next) {
    const page = (await (await get(next.slice(`${SITE}/iiif/activity/`.length))).json()) as ActivityPage;
    expect(page.id).toBe(next);
    expect(page.partOf).toEqual({ id: collection.id, type: 'OrderedCollection' });
    seen.push(page);
    next = page.prev?.id;
  }
  expect(seen.map((page) => [page.startIndex, page.orderedItems.length, page.next?.id ?? null])).toEqual([
    [200, 5, null],
    [100, 100, `${SITE}/iiif/activity/page-2.json`],
    [0, 100, `${SITE}/iiif/activity/page-1.json`],
  ]);
  const newestFirst = seen.flatMap((page) => [...page.orderedItems].reverse());
  expect(newestFirst).toEqual(
    [...recorded].reverse().map((change) => ({
      type: change.type,
      object: { id: `${SITE}/iiif/${change.kind}/${change.documentId}/manifest.json`, type: 'Manifest' },
      endTime: new Date(change.endTime).toISOString(),
    })),
  );
  for (const page of seen) {
    const times = page.orderedItems.map((activity) => activity.endTime);
    expect(times).toEqual([...times].sort());
  }
});

it('keeps a full page as it was, so a harvester only reads the pages after it', async () => {
  record(ACTIVITY_PAGE_SIZE + 3);
  const full = await get('page-0.json');
  const last = await get('page-1.json');
  const etag = full.headers.get('etag')!;
  expect(etag).toMatch(/^"/);
  record(ACTIVITY_PAGE_SIZE);
  expect((await get('page-0.json', { 'If-None-Match': etag })).status).toBe(304);
  const grown = await get('page-1.json', { 'If-None-Match': last.headers.get('etag')! });
  expect(grown.status).toBe(200);
  const page = (await grown.json()) as ActivityPage;
  expect(page.orderedItems).toHaveLength(ACTIVITY_PAGE_SIZE);
  expect(page.next?.id).toBe(`${SITE}/iiif/activity/page-2.json`);
  expect((await (await get('all-changes.json')).json()).last.id).toBe(`${SITE}/iiif/activity/page-2.json`);
});

it('has one empty page before anything is published', async () => {
  const collection = (await (await get('all-changes.json')).json()) as ActivityCollection;
  expect([collection.totalItems, collection.last.id]).toEqual([0, `${SITE}/iiif/activity/page-0.json`]);
  expect(((await (await get('page-0.json')).json()) as ActivityPage).orderedItems).toEqual([]);
});

it.each(['page-2.json', 'page-01.json', 'page--1.json', 'page-1.json.bak', 'changes.json', 'page-10000000.json'])(
  'answers %s with a 404',
  async (file) => {
    record(ACTIVITY_PAGE_SIZE + 1);
    const response = await get(file);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toEqual(expect.objectContaining({ status: 404, name: 'NotFoundError' }));
  },
);

it('asks the CMS for nothing when the name is not one of its documents', async () => {
  await get('page-x.json');
  expect(asked).toEqual([]);
});

it('answers a CMS outage with a 503, not an empty stream', async () => {
  cmsDown = true;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    for (const file of ['all-changes.json', 'page-0.json']) {
      const response = await get(file);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(warn).toHaveBeenCalledWith('[site] could not read /api/iiif-activities: HTTP 500');
  } finally {
    warn.mockRestore();
  }
});

it('is readable from any origin and read-only, as the other IIIF documents', async () => {
  record(1);
  const app = express();
  app.use(iiifCors());
  app.get('/iiif/activity/:file', async (req, res) => {
    const answer = await get(req.params.file);
    res.status(answer.status);
    answer.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(await answer.text());
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const response = await realFetch(`${base}/iiif/activity/all-changes.json`, {
      headers: { Origin: 'https://aggregator.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect((await realFetch(`${base}/iiif/activity/page-0.json`, { method: 'POST' })).status).toBe(405);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
