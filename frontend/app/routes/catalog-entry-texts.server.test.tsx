/**
 * @jest-environment node
 *
 * The scan page as the server renders it, with the texts of its pages: the route's real loader (content
 * cache and page-text API of a stub CMS over HTTP) and its component. The text of the page in the URL and
 * the hits of a linked search are in the HTML, for visitors without JavaScript and for search engines.
 */
import { createStaticHandler, useLoaderData } from 'react-router';
import { renderStatic, text } from '../../test/support/staticRoutes';
import { startStubCms, type StubCms } from '../../test/support/stubCms';
import { ContentCache } from '../lib/content/ContentCache';
import CatalogEntryRoute, { loader } from './catalog-entry';
import type { Route } from './+types/catalog-entry';

function EntryWithData() {
  const loaderData = useLoaderData<typeof loader>();
  return <CatalogEntryRoute {...({ loaderData } as Route.ComponentProps)} />;
}

const handler = createStaticHandler([
  {
    path: '/scans/:designer/:title',
    loader: (args) => loader(args as Route.LoaderArgs),
    Component: EntryWithData,
  },
]);
const SCAN = '/scans/comme-des-garçons/six-issue-1';

const render = (path: string) => renderStatic(handler, path);

let cms: StubCms;

beforeAll(async () => {
  jest.spyOn(ContentCache.prototype, 'startPolling').mockImplementation(() => undefined);
  cms = await startStubCms();
  process.env.CMS_URL = cms.url;
  cms.answer('/api/page-texts/scans/scan3/pages/2', {
    data: { page: 2, status: 'done', text: 'MAISON DE COUTURE\nGabardine coat, 480 francs' },
  });
  cms.answer('/api/page-texts/scans/scan3/pages/1', { data: { page: 1, status: 'none', text: '' } });
  cms.answer('/api/page-texts/scans/scan3/search?q=gabardine', {
    data: {
      query: 'gabardine',
      words: ['gabardine'],
      hits: [{ page: 2, snippet: 'Gabardine coat, 480 francs', boxes: [{ x: 0.1, y: 0.2, w: 0.2, h: 0.03 }] }],
    },
  });
});

afterAll(() => cms.close());

describe('scan page texts, rendered on the server', () => {
  it('has the text of the page in the URL, in a disclosure', async () => {
    const document = await render(`${SCAN}?page=2`);
    const details = document.querySelector('details[data-page-text="2"]');
    expect(text(details?.querySelector('summary'))).toBe('Text of this page (page 2)');
    expect(text(details)).toContain('MAISON DE COUTURE Gabardine coat, 480 francs');
  });

  it('says when no text has been read from the page yet', async () => {
    const document = await render(SCAN);
    expect(text(document.querySelector('details[data-page-text="1"]'))).toContain(
      'No text has been read from this page yet.',
    );
  });

  it('lists the hits of a linked search, with the search form as a plain GET form', async () => {
    const document = await render(`${SCAN}?q=gabardine`);
    const form = document.querySelector('form[role="search"][aria-label="Search in this scan"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.querySelector('input[name="q"]')?.getAttribute('value')).toBe('gabardine');
    const list = document.querySelector('ol[aria-labelledby]');
    expect(text(document.getElementById(list?.getAttribute('aria-labelledby') ?? ''))).toBe(
      '1 page contains “gabardine”',
    );
    const link = list?.querySelector('a');
    expect(text(link)).toBe('Page 2 — Gabardine coat, 480 francs');
    expect(link?.getAttribute('href')).toBe(`${encodeURI(SCAN)}?q=gabardine&page=2`);
  });

  it('marks the words on the pages of the list a visitor without JavaScript reads', async () => {
    const document = await render(`${SCAN}?q=gabardine`);
    const marks = [...document.querySelectorAll<HTMLElement>('li[id^="page-"] [data-highlight]')];
    expect(marks.map((mark) => mark.closest('li')?.id)).toEqual(['page-2']);
    expect(marks[0].getAttribute('aria-hidden')).toBe('true');
    expect(marks[0].style.left).toBe('9.7%');
    expect(marks[0].style.width).toBe('20.6%');
    expect(document.querySelectorAll('[data-highlight]')).toHaveLength(1);
  });

  it('renders the page when the CMS has no texts for it', async () => {
    const document = await render('/scans/a.p.c./a.p.c.-rue-madame?q=tweed');
    expect(text(document.querySelector('h1'))).toBe('A.P.C. Rue Madame');
    expect(text(document.querySelector('details'))).toContain('No text has been read from this page yet.');
  });
});
