/**
 * @jest-environment node
 *
 * The results page as the server renders it: the route's real loader (content cache → stub CMS over
 * HTTP → search engine) and its component, rendered to HTML by React Router's static handler. This is
 * the page a visitor without JavaScript, or one following a shared link, receives.
 */
import { ThemeProvider } from '@mui/material/styles';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from 'react-router';
import { scan, scans } from '../../test/fixtures/catalog';
import { startStubCms, type StubCms } from '../../test/support/stubCms';
import { ContentCache } from '../lib/content/ContentCache';
import { theme } from '../lib/theme';
import SearchResultsRoute, { loader } from './search-results';
import type { Route } from './+types/search-results';
import { RESULTS_PAGE_SIZE, RESULTS_PREVIEW_PER_CATEGORY } from '../features/search/api/searchResults.server';

/** Enough issues of one series to need "See all" on the overview and two pages in full. */
const SIX_ISSUES = RESULTS_PAGE_SIZE + 5;
const sixSeries = Array.from({ length: SIX_ISSUES }, (_, i) =>
  scan(100 + i, `Six Issue ${i + 1}`, 'Comme des Garçons', 1990),
);

function SearchResultsWithData() {
  const loaderData = useLoaderData<typeof loader>();
  return <SearchResultsRoute {...({ loaderData } as Route.ComponentProps)} />;
}

const handler = createStaticHandler([{ path: '/searchResults', loader, Component: SearchResultsWithData }]);

async function render(path: string): Promise<Document> {
  const context = await handler.query(new Request(`http://folio.test${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ThemeProvider>,
  );
  const { document } = new JSDOM(html).window;
  // Without the server entry's style extraction, Emotion puts <style> tags next to the elements.
  document.querySelectorAll('style').forEach((style) => style.remove());
  return document;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
const sectionHeadings = (document: Document) =>
  [...document.querySelectorAll('section h2')].map((heading) => text(heading));
const linksIn = (document: Document, label: string) =>
  [...document.querySelectorAll(`ul[aria-label="${label}"] a`)].map((link) => link.getAttribute('href'));

let cms: StubCms;

beforeAll(async () => {
  // The content cache's version poll (covered by its own tests) would outlive this file's stub CMS.
  jest.spyOn(ContentCache.prototype, 'startPolling').mockImplementation(() => undefined);
  cms = await startStubCms();
  cms.publish('scans', [...scans.filter((entry) => !entry.title.startsWith('Six')), ...sixSeries]);
  process.env.CMS_URL = cms.url;
});

afterAll(() => cms.close());

describe('search results page, rendered on the server', () => {
  it('shows the three sections with counts, covers and links', async () => {
    const document = await render('/searchResults?key=a.p.c');
    expect(text(document.querySelector('h1'))).toBe('Search results for “a.p.c”');
    expect(sectionHeadings(document)).toEqual(['Articles (0)', 'Scans (2)', 'Archives (1)']);
    expect(text(document.querySelector('section[aria-labelledby="results-articles"]'))).toContain(
      'No articles match “a.p.c”.',
    );
    expect(linksIn(document, 'Scans')).toEqual([
      '/scans/a.p.c./a.p.c.-interaction-1',
      '/scans/a.p.c./a.p.c.-rue-madame',
    ]);
    expect(linksIn(document, 'Archives')).toEqual(['/archives/a.p.c./spring-summer-1992-denim']);
    const cover = document.querySelector('ul[aria-label="Scans"] img');
    expect(cover?.getAttribute('src')).toBe('/uploads/small_a.p.c.-interaction-1.webp');
  });

  it('offers “Did you mean” as a link when a misspelt designer name finds nothing', async () => {
    const document = await render('/searchResults?key=Margela');
    expect(text(document.querySelector('h1'))).toBe('Search results for “Margela”');
    const link = [...document.querySelectorAll('main a, a')].find(
      (anchor) => text(anchor) === 'Maison Martin Margiela',
    );
    expect(text(link?.parentElement)).toBe('Did you mean Maison Martin Margiela?');
    expect(link?.getAttribute('href')).toBe('/searchResults?key=Maison+Martin+Margiela');
    expect(text(document.querySelector('#no-results-heading'))).toBe('Nothing matches “Margela”');
  });

  it('offers no suggestion when the query finds enough', async () => {
    const document = await render('/searchResults?key=margiela');
    expect(document.body.textContent).not.toContain('Did you mean');
  });

  it('works without JavaScript: the search field is a plain GET form to this page', async () => {
    const document = await render('/searchResults?key=pleats');
    const form = document.querySelector('form[role="search"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/searchResults');
    expect(form?.querySelector('input[name="key"]')?.getAttribute('value')).toBe('pleats');
    expect(linksIn(document, 'Articles')).toEqual(['/articles/spotlight-pleats']);
  });

  it(`previews ${RESULTS_PREVIEW_PER_CATEGORY} per category in title order, with a link to see them all`, async () => {
    const document = await render('/searchResults?key=six%20issue');
    const shown = linksIn(document, 'Scans');
    expect(shown).toHaveLength(RESULTS_PREVIEW_PER_CATEGORY);
    expect(shown.slice(0, 3)).toEqual([
      '/scans/comme-des-garçons/six-issue-1',
      '/scans/comme-des-garçons/six-issue-2',
      '/scans/comme-des-garçons/six-issue-3',
    ]);
    const seeAll = [...document.querySelectorAll('a')].find((link) => text(link) === `See all ${SIX_ISSUES} scans`);
    expect(seeAll?.getAttribute('href')).toBe('/searchResults?key=six+issue&category=scans');
  });

  it('shows one category in full, page by page, natural-numeric ("Issue 2" before "Issue 10")', async () => {
    const first = await render('/searchResults?key=six+issue&category=scans');
    expect(text(first.querySelector('h1'))).toBe('Scans for “six issue”');
    expect(sectionHeadings(first)).toEqual([`Scans (${SIX_ISSUES})`]);
    const titles = [...first.querySelectorAll('ul[aria-label="Scans"] h3')].map((title) => text(title));
    expect(titles).toHaveLength(RESULTS_PAGE_SIZE);
    expect(titles.indexOf('Six Issue 2')).toBeLessThan(titles.indexOf('Six Issue 10'));
    expect(first.querySelector('a[href="/searchResults?key=six+issue&category=scans&page=2"]')).not.toBeNull();
    expect(text(first.querySelector('a[href="/searchResults?key=six+issue"]'))).toBe('← All results for “six issue”');

    const second = await render('/searchResults?key=six+issue&category=scans&page=2');
    expect(linksIn(second, 'Scans')).toHaveLength(SIX_ISSUES - RESULTS_PAGE_SIZE);
  });

  it('says so when nothing matches, and suggests what to try', async () => {
    const document = await render('/searchResults?key=zzzz');
    expect(text(document.querySelector('#no-results-heading'))).toBe('Nothing matches “zzzz”');
    expect(text(document.querySelector('main, body'))).toContain('accents and punctuation do not matter');
    for (const path of ['/scans', '/archives', '/articles']) {
      expect(document.querySelector(`a[href="${path}"]`)).not.toBeNull();
    }
  });

  it('asks for a query when there is nothing to search for, and reads odd parameters leniently', async () => {
    const document = await render('/searchResults?key=%40%40%40&category=nonsense&page=-3');
    expect(text(document.querySelector('h1'))).toBe('Search');
    expect(document.querySelector('section')).toBeNull();
    const beyondLastPage = await render('/searchResults?key=six&category=scans&page=99');
    expect(linksIn(beyondLastPage, 'Scans')).toHaveLength(SIX_ISSUES - RESULTS_PAGE_SIZE);
  });
});

describe('search results page: words found on the pages', () => {
  const hit = (kind: 'scans' | 'archives', documentId: string, page: number, snippet: string) => ({
    kind,
    documentId,
    page,
    snippet,
  });

  it('lists entries found by words on their pages after the title and designer matches, linking to the page', async () => {
    cms.answer('/api/page-texts/search?q=denim&limit=15&pages=12', {
      data: [
        // Already found by its title: listed once, in Archives.
        hit('archives', 'archive103', 1, 'Denim in two washes'),
        hit('scans', 'scan5', 2, '…raw denim jackets, 480 francs…'),
        // Not in the published catalog: left out.
        hit('scans', 'scan999', 4, 'denim'),
      ],
    });
    const document = await render('/searchResults?key=denim');
    expect(sectionHeadings(document)).toEqual([
      'Articles (0)',
      'Scans (0)',
      'Archives (1)',
      'Found on their pages (1)',
    ]);
    expect(text(document.querySelector('h1 + *'))).toContain('1 found on their pages');
    const found = document.querySelector('section[aria-labelledby="results-pages"]');
    const link = found?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/scans/a.p.c./a.p.c.-rue-madame?page=2&q=denim');
    expect(text(link)).toBe('A.P.C. Rue Madame, page 2');
    expect(text(found)).toContain('…raw denim jackets, 480 francs…');
  });

  it('finds an entry by a word only on its pages, rather than saying nothing matches', async () => {
    cms.answer('/api/page-texts/search?q=gabardine&limit=15&pages=12', {
      data: [hit('scans', 'scan100', 1, 'Coats in gabardine')],
    });
    const document = await render('/searchResults?key=Gabardine');
    expect(document.querySelector('#no-results-heading')).toBeNull();
    expect(sectionHeadings(document).at(-1)).toBe('Found on their pages (1)');
    // Page 1 is the reader's bare address; the query is kept as typed, for the reader to highlight.
    expect(document.querySelector('section[aria-labelledby="results-pages"] a')?.getAttribute('href')).toBe(
      '/scans/comme-des-garçons/six-issue-1?q=Gabardine',
    );
  });

  it('groups every matching page of a publication under it, marking the word and showing the page', async () => {
    cms.answer('/api/page-texts/search?q=gabardine&limit=15&pages=12', {
      data: [1, 2].map((page) => ({
        ...hit('scans', 'scan5', page, `…coats in gabardine, page ${page}…`),
        boxes: [{ x: 0.1, y: 0.1, w: 0.2, h: 0.02 }],
        pagesFound: 5,
      })),
    });
    const document = await render('/searchResults?key=gabardine');
    const found = document.querySelector('section[aria-labelledby="results-pages"]')!;
    expect(text(found.querySelector('h3'))).toBe('A.P.C. Rue Madame');
    expect([...found.querySelectorAll('a')].map((link) => text(link))).toEqual([
      'A.P.C. Rue Madame, page 1',
      'A.P.C. Rue Madame, page 2',
      'All 5 matching pages, in the reader’s search',
    ]);
    expect(text(found.querySelector('details summary'))).toBe('3 more pages');
    expect([...found.querySelectorAll('mark')].map((mark) => text(mark))).toEqual(['gabardine,', 'gabardine,']);
    // Without an image service, the page's own rendition rather than the cover.
    expect(found.querySelector('img')?.getAttribute('src')).toBe('/uploads/thumbnail_a.p.c.-rue-madame-page-1.webp');
  });

  it('still answers with the title matches when the page search cannot', async () => {
    const document = await render('/searchResults?key=a.p.c');
    expect(sectionHeadings(document)).toEqual(['Articles (0)', 'Scans (2)', 'Archives (1)']);
  });
});
