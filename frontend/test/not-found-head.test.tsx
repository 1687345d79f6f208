/**
 * @jest-environment node
 *
 * The head of the not-found page as the server renders it: the root and not-found loaders run for an
 * unknown address, and the root's meta fills <Meta> in its error boundary.
 */
import { NOT_FOUND_MESSAGE } from '@folio/core';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, createStaticHandler, Meta } from 'react-router';
import { loadAboutPage } from '../app/features/contributors/api/aboutPage.server';
import { metaTags } from '../app/lib/seo/pageHead';
import { loader as rootLoader, meta as rootMeta } from '../app/root';
import { loader as notFoundLoader } from '../app/routes/not-found';

jest.mock('../app/lib/content/content.server', () => ({
  content: jest.requireActual('./fixtures/designerHub').hubContent,
}));

const SITE_URL = 'https://folio.example';

beforeAll(() => {
  process.env.PUBLIC_SITE_URL = SITE_URL;
});

/** The head tags <Meta> renders for `path`, after the site's loaders have run for it. */
async function headOf(path: string): Promise<Document> {
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      hasErrorBoundary: true,
      children: [{ id: 'routes/not-found', path: '*', loader: notFoundLoader }],
    },
  ]);
  const context = await handler.query(new Request(`http://folio.test${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  expect(context.statusCode).toBe(404);
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      meta: rootMeta as never,
      ErrorBoundary: () => <Meta />,
      children: [{ id: 'routes/not-found', path: '*', Component: () => null }],
    },
  ]);
  return parsed(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: context.loaderData, errors: context.errors }} />,
  );
}

/** The head of the About page, whose route gives it its own tags. */
async function aboutHead(): Promise<Document> {
  const { head } = await loadAboutPage();
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => <Meta />,
      children: [
        { id: 'routes/contributors', path: 'contributors', meta: () => metaTags(head), Component: () => null },
      ],
    },
  ]);
  return parsed(<Stub initialEntries={['/contributors']} />);
}

const parsed = (element: ReactElement) => new JSDOM(`<head>${renderToString(element)}</head>`).window.document;

const content = (document: Document, key: string) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');

const jsonLd = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));

/** What kinds of tags a head holds: meta names and properties, link rels, structured data. */
const tagKinds = (document: Document) =>
  new Set(
    [...document.querySelectorAll('meta, link, script[type="application/ld+json"]')].map((tag) =>
      tag.tagName === 'SCRIPT'
        ? 'ld+json'
        : (tag.getAttribute('name') ?? tag.getAttribute('property') ?? `link:${tag.getAttribute('rel')}`),
    ),
  );

describe('the not-found page head', () => {
  it('has the title, description, share preview and structured data, and is not indexed', async () => {
    const head = await headOf('/nowhere');
    expect(head.querySelector('title')?.textContent).toBe('Page not found | Folio');
    expect(content(head, 'description')).toBe(NOT_FOUND_MESSAGE);
    expect(content(head, 'og:title')).toBe('Page not found | Folio');
    expect(content(head, 'og:type')).toBe('website');
    expect(content(head, 'og:image')).toBe(`${SITE_URL}/uploads/share.jpg`);
    expect(content(head, 'twitter:card')).toBe('summary_large_image');
    expect(content(head, 'twitter:description')).toBe(NOT_FOUND_MESSAGE);
    expect(content(head, 'robots')).toBe('noindex');
    expect(head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(jsonLd(head)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Folio',
        url: `${SITE_URL}/`,
      }),
    ]);
  });

  it('has every kind of tag another page has, but for the address it is not indexed under', async () => {
    const head = await headOf('/scans/nobody/nothing');
    const expected = [...tagKinds(await aboutHead())].filter((kind) => kind !== 'link:canonical' && kind !== 'og:url');
    expect(expected).toContain('ld+json');
    expect([...tagKinds(head)]).toEqual(expect.arrayContaining(expected));
  });
});
