/**
 * Designer pages as hubs (record 183): the route loaders over a fixed catalog, rendered as a visitor gets
 * them. A designer's page lists their entries of its kind, then their entries of the other kind and the
 * articles mentioning them; an article links the designers it names.
 */
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/renderRoute';
import ArticleRoute, { loader as articleLoader } from './article';
import CatalogDesignerRoute, { loader as designerLoader, meta as designerMeta } from './catalog-designer';

const SITE_URL = 'https://folio.example';

jest.mock('../lib/content/content.server', () => ({
  content: jest.requireActual('../../test/fixtures/designerHub').hubContent,
}));

const request = (path: string) => ({ request: { url: `http://folio.test${encodeURI(path)}` } });

async function statusOf(load: () => Promise<unknown>): Promise<number> {
  try {
    await load();
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status: number } }).init?.status ?? (thrown as Response).status;
  }
}

const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, decodeURI(link.getAttribute('href')!)]);

beforeAll(() => {
  process.env.PUBLIC_SITE_URL = SITE_URL;
});

describe("a designer's page", () => {
  it('lists their scans first, then their archives and the articles mentioning them, with their feed', async () => {
    const path = '/scans/comme-des-garçons';
    const data = await designerLoader({ ...request(path), params: { designer: 'comme-des-garçons' } } as never);
    await renderRoute({
      id: 'routes/catalog-designer',
      path,
      loaderData: data,
      Component: CatalogDesignerRoute,
      meta: designerMeta,
    });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Comme des Garçons Scans');
    const scanTitles = within(screen.getByRole('list', { name: 'Comme des Garçons Scans' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(scanTitles).toEqual(['Six Issue 1', 'Six Issue 2', 'Six Issue 10']);

    const archivesSection = screen.getByRole('region', { name: 'Also in the archives' });
    expect(linksIn(archivesSection)).toEqual([
      ['All archives of Comme des Garçons (1)', '/archives/comme-des-garçons'],
      expect.arrayContaining(['/archives/comme-des-garçons/spring-summer-1997-body-meets-dress']),
    ]);

    // Named in the text (accents folded), in a heading only, or not at all: newest first.
    const articlesSection = screen.getByRole('region', { name: 'Articles mentioning Comme des Garçons' });
    const articleTitles = within(articlesSection)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(articleTitles).toEqual(['Undercover Week', 'A Quiet Season']);

    const feed = document.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.getAttribute('href')).toBe('/designers/comme-des-gar%C3%A7ons/rss.xml');
    expect(feed?.getAttribute('title')).toBe('Comme des Garçons in the library');
  });

  it('shows no other sections when the library has nothing else of them', async () => {
    const path = '/scans/yohji-yamamoto';
    const data = await designerLoader({ ...request(path), params: { designer: 'yohji-yamamoto' } } as never);
    expect(data.elsewhere).toBeNull();
    // Added by the editor to an article that does not name them.
    expect(data.articles.map((card) => card.slug)).toEqual(['a-quiet-season']);
    await renderRoute({ id: 'routes/catalog-designer', path, loaderData: data, Component: CatalogDesignerRoute });
    expect(screen.queryByRole('region', { name: /^Also in the/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Articles mentioning Yohji Yamamoto' })).toBeInTheDocument();
  });

  it('is not found on the kind of which the designer has no entries, or for an unknown designer', async () => {
    const yohjiArchives = () =>
      designerLoader({ ...request('/archives/yohji-yamamoto'), params: { designer: 'yohji-yamamoto' } } as never);
    expect(await statusOf(yohjiArchives)).toBe(404);
    const nobody = () => designerLoader({ ...request('/scans/nobody'), params: { designer: 'nobody' } } as never);
    expect(await statusOf(nobody)).toBe(404);
  });
});

describe('an article naming designers', () => {
  it("links each designer's first mention in the text and lists them below, as the editor chose", async () => {
    const path = '/articles/a-quiet-season';
    const data = await articleLoader({ ...request(path), params: { slug: 'a-quiet-season' } } as never);
    expect(data.designers).toEqual([
      { name: 'Comme des Garçons', slug: 'comme-des-garçons', path: '/scans/comme-des-garçons' },
      { name: 'Yohji Yamamoto', slug: 'yohji-yamamoto', path: '/scans/yohji-yamamoto' },
    ]);
    await renderRoute({ id: 'routes/article', path, loaderData: data, Component: ArticleRoute });
    // Not in the heading; A.P.C. is never linked here.
    expect((await screen.findByRole('heading', { level: 2, name: 'Comme des Garçons' })).querySelector('a')).toBeNull();
    const body = await screen.findByText(/Nothing to see/);
    expect(linksIn(body)).toEqual([['comme des garcons', '/scans/comme-des-garçons']]);
    const listed = screen.getByRole('navigation', { name: 'Designers in this article' });
    expect(linksIn(listed)).toEqual([
      ['Comme des Garçons', '/scans/comme-des-garçons'],
      ['Yohji Yamamoto', '/scans/yohji-yamamoto'],
    ]);
  });
});
