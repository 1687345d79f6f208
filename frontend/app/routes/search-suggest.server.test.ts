/**
 * @jest-environment node
 *
 * GET /search/suggest, the navbar dropdown's answer (docs/decisions/185): the route's real loader (content
 * cache → stub CMS over HTTP → search engine), its JSON, its cache header and its answers to bad input.
 */
import { SEARCH_QUERY_MAX_LENGTH, searchWords } from '@folio/core';
import { startStubCms, type StubCms } from '../../test/support/stubCms';
import { ContentCache } from '../lib/content/ContentCache';
import { searchSuggestPath, type DropdownAnswer } from '../features/search/api/searchSuggest';
import { loader } from './search-suggest';
import type { Route } from './+types/search-suggest';

let cms: StubCms;

beforeAll(async () => {
  jest.spyOn(ContentCache.prototype, 'startPolling').mockImplementation(() => undefined);
  cms = await startStubCms();
  process.env.CMS_URL = cms.url;
});

afterAll(() => cms.close());

const ask = (query: string, headers: Record<string, string> = {}) =>
  loader({
    request: new Request(`http://folio.test/search/suggest${query}`, { headers }),
  } as Route.LoaderArgs) as Promise<Response>;

describe('GET /search/suggest', () => {
  it('answers only what the dropdown shows: up to five per category, totals, page hits, with a short public cache', async () => {
    cms.answer('/api/page-texts/search?q=garcons&limit=8', {
      data: [{ kind: 'scans', documentId: 'scan5', page: 3, snippet: '…Garçons coat…' }],
    });
    const response = await ask('?key=garcons');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=60, stale-if-error=86400',
    );
    const answer = (await response.json()) as DropdownAnswer;
    expect(answer.words).toEqual(['garcons']);
    expect(answer.suggestion).toBeNull();
    const scans = answer.options.filter((option) => option.category === 'scans');
    expect(scans.length).toBeLessThanOrEqual(5);
    expect(scans.length).toBe(Math.min(5, answer.totals.scans));
    expect(scans[0]).toEqual({
      category: 'scans',
      key: expect.stringMatching(/^scans-/),
      title: expect.any(String),
      caption: expect.stringContaining('Comme des Garçons'),
      path: expect.stringMatching(/^\/scans\/comme-des-garçons\//),
      thumbnailUrl: expect.any(String),
    });
    const pages = answer.options.filter((option) => option.category === 'pages');
    expect(pages).toEqual([
      expect.objectContaining({ title: 'A.P.C. Rue Madame', path: expect.stringContaining('q=garcons') }),
    ]);
    // No catalog, page list or article text is sent: a few hundred bytes, not the catalogs.
    expect(JSON.stringify(answer)).not.toContain('blocks');
  });

  it('ends nginx’s copy with the second it was made in, and confirms an unchanged answer with a 304', async () => {
    const response = await ask('?key=margiela');
    expect(response.headers.get('x-accel-expires')).toMatch(/^@\d+$/);
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9+/]{27}"$/);
    const again = await ask('?key=margiela', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await ask('?key=margiela', { 'If-None-Match': '"old"' })).status).toBe(200);
  });

  it('offers “Did you mean” for a misspelt designer name', async () => {
    const answer = (await (await ask('?key=Margela')).json()) as DropdownAnswer;
    expect(answer.totals).toEqual({ articles: 0, scans: 0, archives: 0 });
    expect(answer.options).toEqual([]);
    expect(answer.suggestion).toBe('Maison Martin Margiela');
  });

  it('answers an empty or symbol-only key with nothing, without asking the CMS', async () => {
    const before = cms.requests.length;
    for (const key of ['', '%20%20', '%40%40!']) {
      const response = await ask(`?key=${key}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        words: [],
        totals: { articles: 0, scans: 0, archives: 0 },
        options: [],
        suggestion: null,
      });
    }
    expect(cms.requests.length).toBe(before);
  });

  it('refuses a missing or overlong key with 400, never a server error', async () => {
    const missing = await ask('');
    expect(missing.status).toBe(400);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.json()).toEqual({ error: { status: 400, message: 'The query parameter key is required.' } });
    const long = await ask(`?key=${'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`);
    expect(long.status).toBe(400);
    const longest = await ask(`?key=${'a'.repeat(SEARCH_QUERY_MAX_LENGTH)}`);
    expect(longest.status).toBe(200);
  });

  it('answers the key the dropdown sends for a query that text handling lengthens, as any other', async () => {
    // "ﬀ" reads "ff" and "한" three letters: the handled words of a query within the bound could exceed it.
    for (const query of ['ﬀ'.repeat(150), `Margiela ${'한'.repeat(120)}`]) {
      const words = searchWords(query);
      const response = await ask(searchSuggestPath(words).slice('/search/suggest'.length));
      expect(response.status).toBe(200);
      expect(((await response.json()) as DropdownAnswer).words).toEqual(words);
    }
  });
});
