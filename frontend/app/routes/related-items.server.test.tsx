/**
 * @jest-environment node
 *
 * Related items as the server renders them: the scan and article routes' real loaders (content cache of a
 * stub CMS over HTTP) and components. The series position, its previous and next links and the related
 * cards are in the HTML, in heading order, with lazy covers (docs/decisions/184-related-items.md).
 */
import { createStaticHandler, useLoaderData } from 'react-router';
import { article, articles, scan, scans } from '../../test/fixtures/catalog';
import { renderStatic, text } from '../../test/support/staticRoutes';
import { startStubCms, type StubCms } from '../../test/support/stubCms';
import { ContentCache } from '../lib/content/ContentCache';
import ArticleRoute, { loader as articleLoader } from './article';
import type { Route as ArticleRouteTypes } from './+types/article';
import CatalogEntryRoute, { loader as entryLoader } from './catalog-entry';
import type { Route as EntryRouteTypes } from './+types/catalog-entry';

function EntryWithData() {
  const loaderData = useLoaderData<typeof entryLoader>();
  return <CatalogEntryRoute {...({ loaderData } as EntryRouteTypes.ComponentProps)} />;
}

function ArticleWithData() {
  const loaderData = useLoaderData<typeof articleLoader>();
  return <ArticleRoute {...({ loaderData } as ArticleRouteTypes.ComponentProps)} />;
}

const handler = createStaticHandler([
  {
    path: '/scans/:designer/:title',
    loader: (args) => entryLoader(args as EntryRouteTypes.LoaderArgs),
    Component: EntryWithData,
  },
  {
    path: '/articles/:slug',
    loader: (args) => articleLoader(args as ArticleRouteTypes.LoaderArgs),
    Component: ArticleWithData,
  },
]);

const render = (path: string) => renderStatic(handler, path);
const headings = (document: Document) =>
  [...document.querySelectorAll('h1, h2, h3')].map((heading) => `${heading.tagName}:${text(heading)}`);
const section = (document: Document, title: string) =>
  [...document.querySelectorAll('section')].find((candidate) => text(candidate.querySelector('h2'))?.startsWith(title));
const cardTitles = (element: Element | undefined) =>
  [...(element?.querySelectorAll('li h3') ?? [])].map((heading) => text(heading));

let cms: StubCms;

beforeAll(async () => {
  jest.spyOn(ContentCache.prototype, 'startPolling').mockImplementation(() => undefined);
  cms = await startStubCms();
  process.env.CMS_URL = cms.url;
  cms.publish('scans', [
    ...scans,
    scan(8, 'Dress Code', 'Comme des Garçons', 1989),
    scan(9, 'Catalogue Autumn/Winter 1990', 'Yohji Yamamoto', 1990),
    scan(10, 'Catalogue Spring/Summer 1995', 'Yohji Yamamoto', 1995),
  ]);
  cms.publish('articles', [
    ...articles,
    {
      ...article(15, 'spotlight-invitations', 'Spotlight: Invitations', '2024-06-14T12:00:00.000Z'),
      category: 'Spotlight',
    },
  ]);
});

afterAll(() => cms.close());

describe('related items, rendered on the server', () => {
  it("gives a scan in a numbered series its position and neighbours, then its designer's and its years' cards", async () => {
    // Six Issue 2 (1988): the fixtures hold issues 1, 2 and 10 of Comme des Garçons' Six.
    const document = await render('/scans/comme-des-garçons/six-issue-2');
    const series = document.querySelector('nav[aria-label="Series: Six"]');
    expect(text(series)).toContain('Issue 2 of 10');
    const previous = series?.querySelector('a[rel="prev"]');
    const next = series?.querySelector('a[rel="next"]');
    expect(previous?.getAttribute('href')).toBe('/scans/comme-des-garçons/six-issue-1');
    expect(next?.getAttribute('href')).toBe('/scans/comme-des-garçons/six-issue-10');
    // The visible word, and a name that starts with it and adds the title; the arrow is not read out.
    expect(text(previous)).toBe('← Previous');
    expect(previous?.getAttribute('aria-label')).toBe('Previous: Six Issue 1');
    expect(text(next)).toBe('Next →');
    expect(next?.getAttribute('aria-label')).toBe('Next: Six Issue 10');
    expect(previous?.querySelector('[aria-hidden="true"]')?.textContent).toContain('←');
    expect(next?.querySelector('[aria-hidden="true"]')?.textContent).toContain('→');

    const designer = section(document, 'More from Comme des Garçons');
    expect(cardTitles(designer)).toEqual(['Dress Code']); // the series is in its own links
    expect(designer?.querySelector('a[href="/scans/comme-des-garçons"]')).not.toBeNull();
    const years = section(document, 'From the same years');
    expect(text(years?.querySelector('h2'))).toBe('From the same years (1986–1990)');
    expect(cardTitles(years)).toEqual(['Catalogue Autumn/Winter 1990']);

    expect(headings(document)).toEqual([
      'H1:Six Issue 2',
      'H2:More from Comme des Garçons',
      'H3:Dress Code',
      'H2:From the same years (1986–1990)',
      'H3:Catalogue Autumn/Winter 1990',
    ]);
    // The cover at the top loads first; the related covers wait until the visitor scrolls near them.
    for (const image of [designer, years].flatMap((group) => [...group!.querySelectorAll('img')])) {
      expect(image.getAttribute('loading')).toBe('lazy');
    }
  });

  it('gives a scan outside any series no series links, and one without neighbours in its years no such group', async () => {
    const document = await render('/scans/yohji-yamamoto/catalogue-spring-summer-1995');
    expect(document.querySelector('nav[aria-label^="Series"]')).toBeNull();
    expect(cardTitles(section(document, 'More from Yohji Yamamoto'))).toEqual([
      'Catalogue Autumn/Winter 1990', // 5 years away
      'yohji yamamoto talking to myself', // 2002: 7 years away
    ]);
    expect(section(document, 'From the same years')).toBeUndefined();
  });

  it('gives an article its other parts first, then related articles without repeating them', async () => {
    const document = await render('/articles/in-conversation-part-2');
    const parts = document.querySelector('nav[aria-label="Other parts of this article"]');
    expect(text(parts)).toContain('Part 2 of 2');
    expect(parts?.querySelector('a')?.getAttribute('href')).toBe('/articles/in-conversation-part-1');
    const related = section(document, 'More articles');
    // Same category and author (the fixtures' Interview by Mara Okafor), then the rest, nearest first.
    expect(cardTitles(related)).toEqual(['Spotlight: Pleats', 'Spotlight: Invitations']);
    expect(related?.querySelector('a[href="/articles"]')).not.toBeNull();
    expect(headings(document).slice(-3)).toEqual([
      'H2:More articles',
      'H3:Spotlight: Pleats',
      'H3:Spotlight: Invitations',
    ]);
  });
});
