/**
 * The lists narrowed by facets: each route's loader over a fixed catalog with a URL, rendered with its head
 * through React Router's <Meta> as the document does, then read back as a visitor and a crawler would.
 */
import { screen, within } from '@testing-library/react';
import type { Article } from '@folio/core';
import { about, archives, article, articles, scans, settings } from '../../test/fixtures/catalog';
import { renderRoute } from '../../test/renderRoute';
import ArticlesRoute, { loader as articlesLoader, meta as articlesMeta } from './articles';
import CatalogListRoute, { loader as catalogLoader, meta as catalogMeta } from './catalog-list';

const SITE_URL = 'https://folio.example';

const byline = (base: Article, category: Article['category'], author: string): Article => ({
  ...base,
  category,
  author,
});
const mockArticles = [
  ...articles,
  {
    ...byline(article(30, 'pleats-please', 'Pleats, Please', '2024-06-14T12:00:00.000Z'), 'Spotlight', 'Lea Fontaine'),
    description: 'Pleats from Comme des Garçons to Yohji Yamamoto.',
  },
  {
    ...byline(article(20, 'paper-trail', 'Paper Trail', '2024-03-05T12:00:00.000Z'), 'Deep Dive', 'Jonas Berg'),
    description: 'The paper trail of Comme des Garçons.',
  },
  byline(article(15, 'margiela-lab', 'The Margiela Lab', '2024-02-12T09:00:00.000Z'), 'Spotlight', 'Jonas Berg'),
];

jest.mock('../lib/content/content.server', () => ({
  content: {
    scans: async () => scans,
    archives: async () => archives,
    articles: async () => mockArticles,
    site: async () => ({ settings, about }),
  },
}));

type Loader = (args: never) => Promise<unknown>;

/** Runs a list route's loader on a URL (it reads only the request's URL), then renders the page with its head. */
async function renderList(url: string) {
  process.env.PUBLIC_SITE_URL = SITE_URL;
  const path = url.split('?')[0];
  const articlesPage = path === '/articles';
  const load = (articlesPage ? articlesLoader : catalogLoader) as Loader;
  await renderRoute({
    id: articlesPage ? 'routes/articles' : 'routes/catalog-list',
    path,
    url,
    loaderData: await load({ request: { url: `http://folio.test${url}` } } as never),
    Component: articlesPage ? ArticlesRoute : CatalogListRoute,
    meta: articlesPage ? articlesMeta : catalogMeta,
  });
}

const robots = () => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
const collectionPage = () => {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0].textContent!) as {
    name: string;
    url: string;
    mainEntity: { numberOfItems: number; itemListElement: { name: string }[] };
  };
};

const filters = (name: string) => screen.getByRole('navigation', { name });
/** A facet group's links as "label (count)", in order. */
const groupValues = (nav: HTMLElement, name: string) =>
  within(within(nav).getByRole('group', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the scans list with facets', () => {
  it('is the plain list without parameters: indexed, canonical to itself, every decade counted, no years yet', async () => {
    await renderList('/scans');
    expect(robots()).toBeNull();
    expect(canonical()).toBe(`${SITE_URL}/scans`);
    expect(document.title).toBe('Scans | Folio');
    const nav = filters('Filter scans');
    expect(groupValues(nav, 'Decade')).toEqual(['1980s (2)', '1990s (2)', '2000s (2)', 'Year unknown (1)']);
    expect(within(nav).queryByRole('group', { name: 'Year' })).toBeNull();
    expect(groupValues(nav, 'Designer or brand')).toEqual([
      'A.P.C. (2)',
      'Comme des Garçons (3)',
      'Maison Martin Margiela (1)',
      'Yohji Yamamoto (1)',
    ]);
    expect(within(nav).queryByRole('link', { name: 'Clear all filters' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Showing all 7 scans');
    expect(screen.getByRole('navigation', { name: 'Scans: collections A-Z' })).toBeTruthy();
    expect(collectionPage().mainEntity.numberOfItems).toBe(7);
  });

  it('narrows to a decade: its entries only, years within it, designers counted within it, noindex and canonical', async () => {
    await renderList('/scans?decade=1980');
    expect(robots()).toBe('noindex, follow');
    expect(canonical()).toBe(`${SITE_URL}/scans`);
    expect(document.title).toBe('Scans: 1980s | Folio');
    const nav = filters('Filter scans');
    const decade = within(nav).getByRole('link', { name: '1980s (2)' });
    expect(decade.getAttribute('aria-current')).toBe('page');
    expect(decade.getAttribute('href')).toBe('/scans?decade=1980');
    expect(groupValues(nav, 'Year')).toEqual(['1988 (2)']);
    expect(groupValues(nav, 'Designer or brand')).toEqual(['Comme des Garçons (2)']);
    expect(within(nav).getByRole('link', { name: 'Comme des Garçons (2)' }).getAttribute('href')).toBe(
      '/scans?decade=1980&designer=comme-des-gar%C3%A7ons',
    );
    // Each chosen value can be removed, and all at once.
    expect(within(nav).getByRole('link', { name: 'Remove Decade: 1980s' }).getAttribute('href')).toBe('/scans');
    expect(within(nav).getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe('/scans');
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 7 scans');
    // One designer left: no A-Z jump list to one section.
    expect(screen.queryByRole('navigation', { name: 'Scans: collections A-Z' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Filter scans',
      'Comme des Garçons',
    ]);
    const jsonLd = collectionPage();
    expect(jsonLd.name).toBe('Scans: 1980s');
    expect(jsonLd.url).toBe(`${SITE_URL}/scans?decade=1980`);
    expect(jsonLd.mainEntity.itemListElement.map((item) => item.name)).toEqual(['Six Issue 1', 'Six Issue 2']);
  });

  it('combines a year with a designer, the decade kept, each facet counted over the others', async () => {
    await renderList('/scans?designer=comme-des-gar%C3%A7ons&year=1991');
    const nav = filters('Filter scans');
    expect(document.title).toBe('Scans: 1991, Comme des Garçons | Folio');
    expect(groupValues(nav, 'Decade')).toEqual(['1980s (2)', '1990s (1)']);
    expect(within(nav).getByRole('link', { name: '1990s (1)' }).getAttribute('aria-current')).toBe('page');
    expect(groupValues(nav, 'Year')).toEqual(['1991 (1)']);
    expect(groupValues(nav, 'Designer or brand')).toEqual(['Comme des Garçons (1)']);
    // Choosing another decade drops the year within the old one.
    expect(within(nav).getByRole('link', { name: '1980s (2)' }).getAttribute('href')).toBe(
      '/scans?decade=1980&designer=comme-des-gar%C3%A7ons',
    );
    expect(collectionPage().mainEntity.itemListElement.map((item) => item.name)).toEqual(['Six Issue 10']);
    expect(collectionPage().url).toBe(`${SITE_URL}/scans?decade=1990&year=1991&designer=comme-des-gar%C3%A7ons`);
  });

  it('shows entries without a year under "Year unknown"', async () => {
    await renderList('/scans?decade=undated');
    expect(collectionPage().mainEntity.itemListElement.map((item) => item.name)).toEqual(['A.P.C. Interaction 1']);
    expect(within(filters('Filter scans')).queryByRole('group', { name: 'Year' })).toBeNull();
  });

  it('says so when a combination leaves nothing, with a link that clears the filters', async () => {
    await renderList('/scans?decade=1980&designer=a.p.c.');
    expect(screen.getByText('No scans match these filters.')).toBeTruthy();
    const clear = screen.getAllByRole('link', { name: 'Clear all filters' });
    expect(clear.map((link) => link.getAttribute('href'))).toEqual(['/scans', '/scans']);
    expect(screen.getByRole('status').textContent).toBe('Showing 0 of 7 scans');
    expect(collectionPage().mainEntity.numberOfItems).toBe(0);
  });

  it('ignores values it does not know, and still keeps the address out of the index', async () => {
    await renderList('/scans?decade=1970&designer=nobody&year=abc');
    expect(collectionPage().mainEntity.numberOfItems).toBe(7);
    expect(document.title).toBe('Scans | Folio');
    expect(robots()).toBe('noindex, follow');
    expect(canonical()).toBe(`${SITE_URL}/scans`);
  });

  it('leaves other parameters (a campaign tag) to the plain, indexed list', async () => {
    await renderList('/scans?utm_source=newsletter');
    expect(robots()).toBeNull();
    expect(canonical()).toBe(`${SITE_URL}/scans`);
  });
});

describe('the archives list with facets', () => {
  it('takes a year alone as that year within its decade', async () => {
    await renderList('/archives?year=1994');
    const nav = filters('Filter archives');
    expect(within(nav).getByRole('link', { name: '1990s (2)' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '1994 (1)' }).getAttribute('aria-current')).toBe('page');
    expect(collectionPage().mainEntity.itemListElement.map((item) => item.name)).toEqual([
      'Autumn Winter 1994 (Doll Clothes)',
    ]);
    expect(canonical()).toBe(`${SITE_URL}/archives`);
  });
});

describe('the articles list with facets', () => {
  it('counts categories, authors and years on the plain list, in the spec’s order of categories', async () => {
    await renderList('/articles');
    expect(robots()).toBeNull();
    const nav = filters('Filter articles');
    expect(groupValues(nav, 'Year')).toEqual(['2024 (4)', '2025 (2)']);
    expect(groupValues(nav, 'Category')).toEqual(['Interview (3)', 'Spotlight (2)', 'Deep Dive (1)']);
    expect(groupValues(nav, 'Author')).toEqual(['Jonas Berg (2)', 'Lea Fontaine (1)', 'Mara Okafor (3)']);
  });

  it('narrows by category and author, newest first, with noindex and the canonical plain list', async () => {
    await renderList('/articles?category=spotlight&author=jonas-berg');
    expect(robots()).toBe('noindex, follow');
    expect(canonical()).toBe(`${SITE_URL}/articles`);
    expect(document.title).toBe('Articles: Spotlight, Jonas Berg | Folio');
    const nav = filters('Filter articles');
    expect(groupValues(nav, 'Category')).toEqual(['Spotlight (1)', 'Deep Dive (1)']);
    expect(groupValues(nav, 'Author')).toEqual(['Jonas Berg (1)', 'Lea Fontaine (1)']);
    expect(groupValues(nav, 'Year')).toEqual(['2024 (1)']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toContain(
      'The Margiela Lab',
    );
    expect(collectionPage().mainEntity.itemListElement.map((item) => item.name)).toEqual(['The Margiela Lab']);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 6 articles');
  });

  it('narrows by a designer the articles mention, counting each article under every designer it names', async () => {
    await renderList('/articles');
    expect(groupValues(filters('Filter articles'), 'Designer or brand')).toEqual([
      'Comme des Garçons (2)',
      'Yohji Yamamoto (1)',
    ]);
  });

  it('narrows to the articles naming the chosen designer', async () => {
    await renderList(`/articles?designer=${encodeURIComponent('comme-des-garçons')}`);
    expect(robots()).toBe('noindex, follow');
    expect(collectionPage().mainEntity.itemListElement.map((item) => item.name)).toEqual([
      'Pleats, Please',
      'Paper Trail',
    ]);
    const nav = filters('Filter articles');
    expect(groupValues(nav, 'Designer or brand')).toEqual(['Comme des Garçons (2)', 'Yohji Yamamoto (1)']);
    expect(groupValues(nav, 'Category')).toEqual(['Spotlight (1)', 'Deep Dive (1)']);
  });

  it('shows the empty state for a year with nothing in the chosen category', async () => {
    await renderList('/articles?year=2025&category=deep-dive');
    expect(screen.getByText('No articles match these filters.')).toBeTruthy();
  });
});
