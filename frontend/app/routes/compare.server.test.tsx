/**
 * @jest-environment node
 *
 * /compare as the server renders it: the route's real loader (content cache of a stub CMS over HTTP) reads
 * both sides from the URL, and the page names both pages, noindex.
 */
import { createStaticHandler, useLoaderData } from 'react-router';
import { archives, scans } from '../../test/fixtures/catalog';
import { renderStatic, text } from '../../test/support/staticRoutes';
import { startStubCms, type StubCms } from '../../test/support/stubCms';
import { ContentCache } from '../lib/content/ContentCache';
import CompareRoute, { loader } from './compare';
import type { Route } from './+types/compare';

function CompareWithData() {
  const loaderData = useLoaderData<typeof loader>();
  return <CompareRoute {...({ loaderData } as Route.ComponentProps)} />;
}

const handler = createStaticHandler([
  { path: '/compare', loader: (args) => loader(args as Route.LoaderArgs), Component: CompareWithData },
]);
const run = (search: string) =>
  loader({ request: new Request(`http://site.test/compare${search}`) } as Route.LoaderArgs);

let cms: StubCms;
beforeAll(async () => {
  jest.spyOn(ContentCache.prototype, 'startPolling').mockImplementation(() => undefined);
  cms = await startStubCms();
  process.env.CMS_URL = cms.url;
});
afterAll(() => cms.close());

const scan = scans[0];
const archive = archives[0];

describe('/compare', () => {
  it('reads an entry and page for each side, clamping the page to the entry', async () => {
    const data = await run(`?left=${scan.path.slice(1)}@2&right=${archive.path.slice(1)}@9`);
    expect(data.sides.left).toMatchObject({ entry: { path: scan.path, title: scan.title }, page: 2 });
    expect(data.sides.right).toMatchObject({ entry: { path: archive.path, kind: 'archives' }, page: 1 });
    expect(data.head).toMatchObject({ title: `Compare ${scan.title} and ${archive.title} | Folio`, noindex: true });
    expect(data.choices).toContainEqual({ path: archive.path, label: expect.stringContaining(archive.title) });
  });

  it('takes the page the choosing form sends, and leaves a side naming no entry to be chosen', async () => {
    const data = await run(`?left=${scan.path.slice(1)}@1&leftPage=2&right=scans/nobody/nothing@1`);
    expect(data.sides.left?.page).toBe(2);
    expect(data.sides.right).toBeNull();
    expect((await run('?left=%00&right=')).sides).toEqual({ left: null, right: null });
  });

  it('renders both sides with their headings and the forms that choose them', async () => {
    const document = await renderStatic(handler, `/compare?left=${scan.path.slice(1)}@2`);
    expect(text(document.querySelector('h1'))).toBe('Compare two pages');
    const headings = [...document.querySelectorAll('h2')].map((heading) => text(heading));
    expect(headings).toEqual([`Left: ${scan.title} – ${scan.designerOrBrand}`, 'Right: choose a page']);
    expect(document.querySelectorAll('form[method="get"][action="/compare"]')).toHaveLength(2);
  });
});
