/**
 * The results page's structured data: the route's loader (over a fixed catalog) and its head, rendered with
 * React Router's <Meta> as the document does, then read back from the page as a crawler would.
 */
import { about, archives, article, articles, scan, scans, settings } from '../../test/fixtures/catalog';
import { renderRoute } from '../../test/renderRoute';
import SearchResultsRoute, { loader, meta } from './search-results';

const SITE_URL = 'https://folio.example';

// A title that would end the script element if it were written out as it is.
const mockArticles = [
  ...articles,
  article(50, 'a-p-c-at-home', 'A.P.C. at home </script><!--', '2025-03-01T10:00:00.000Z'),
];
const mockScans = [...scans, scan(8, 'Dress Code', 'Comme des Garçons', 1995)];

jest.mock('../lib/content/content.server', () => ({
  content: {
    scans: async () => mockScans,
    archives: async () => archives,
    articles: async () => mockArticles,
    site: async () => ({ settings, about }),
  },
}));

// The CMS's page-text search: what it finds is set per test.
const mockPageTextHits = jest.fn(async () => ({ data: [] as unknown[] }));
jest.mock('../lib/content/cmsJson.server', () => ({ readCmsJson: () => mockPageTextHits() }));

interface ListItem {
  '@type': string;
  position: number;
  name: string;
  url: string;
}

/** Runs the loader on the server's side (it reads only the request's URL), then renders what a visitor gets. */
async function renderResults(search: string) {
  process.env.PUBLIC_SITE_URL = SITE_URL;
  const loaderData = await loader({ request: { url: `http://folio.test/searchResults${search}` } } as never);
  await renderRoute({
    id: 'routes/search-results',
    path: '/searchResults',
    url: `/searchResults${search}`,
    loaderData,
    Component: SearchResultsRoute,
    meta,
  });
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return { script: scripts[0], jsonLd: JSON.parse(scripts[0].textContent!) };
}

/** The result links the page shows, in its order: the three lists, then the entries found on their pages. */
const shownLinks = () =>
  [...document.querySelectorAll('section ul[aria-label] a, section[aria-labelledby="results-pages"] a')].map(
    (link) => ({ name: link.textContent, url: `${SITE_URL}${encodeURI(link.getAttribute('href')!)}` }),
  );

describe('search results page structured data', () => {
  it('describes the page as a SearchResultsPage listing what it shows, in its order', async () => {
    // "A.P.C." on page 4 of an entry whose title and designer do not match.
    mockPageTextHits.mockResolvedValueOnce({
      data: [{ kind: 'scans', documentId: 'scan8', page: 4, snippet: '…worn with A.P.C. denim…' }],
    });
    const { jsonLd } = await renderResults('?key=a.p.c');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SearchResultsPage',
      name: 'Search results for “a.p.c”',
      url: `${SITE_URL}/searchResults?key=a.p.c`,
      mainEntity: { '@type': 'ItemList', numberOfItems: 5 },
    });
    const items: ListItem[] = jsonLd.mainEntity.itemListElement;
    expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4, 5]);
    expect(items.every((item) => item['@type'] === 'ListItem')).toBe(true);
    expect(items.map(({ name, url }) => ({ name, url }))).toEqual([
      { name: 'A.P.C. at home </script><!--', url: `${SITE_URL}/articles/a-p-c-at-home` },
      { name: 'A.P.C. Interaction 1', url: `${SITE_URL}/scans/a.p.c./a.p.c.-interaction-1` },
      { name: 'A.P.C. Rue Madame', url: `${SITE_URL}/scans/a.p.c./a.p.c.-rue-madame` },
      { name: 'Spring Summer 1992 Denim', url: `${SITE_URL}/archives/a.p.c./spring-summer-1992-denim` },
      {
        name: 'Dress Code, page 4',
        url: `${SITE_URL}/scans/comme-des-gar%C3%A7ons/dress-code?page=4&q=a.p.c`,
      },
    ]);
    // The same links, in the same order, as the page's result lists.
    expect(items.map((item) => item.url)).toEqual(shownLinks().map((link) => link.url));
  });

  it('escapes the data so no title can end the script element', async () => {
    const { script } = await renderResults('?key=a.p.c');
    expect(script.innerHTML).not.toContain('</script');
    expect(script.innerHTML).not.toContain('<!--');
    expect(script.innerHTML).toContain('\\u003c/script\\u003e');
  });

  it('gives one category in full under its own address', async () => {
    const { jsonLd } = await renderResults('?key=six&category=scans');
    expect(jsonLd.name).toBe('Scans for “six”');
    expect(jsonLd.url).toBe(`${SITE_URL}/searchResults?key=six&category=scans`);
    expect(jsonLd.mainEntity.itemListElement.map((item: ListItem) => item.name)).toEqual([
      'Six Issue 1',
      'Six Issue 2',
      'Six Issue 10',
    ]);
  });

  it('lists nothing when nothing matches', async () => {
    const { jsonLd } = await renderResults('?key=zzzz');
    expect(jsonLd.mainEntity).toEqual({ '@type': 'ItemList', numberOfItems: 0, itemListElement: [] });
  });
});
