/**
 * @jest-environment node
 *
 * The lists narrowed by facets as the production site server sends them (built app + server/app.ts against
 * a stub CMS), read without JavaScript as a crawler would: URL → filtered HTML with counts, head rules, and
 * a sitemap free of facet combinations.
 */
import { JSDOM } from 'jsdom';
import { siteWithStubCms } from './support/stubbedSite';

const PUBLIC_SITE_URL = 'https://folio.example';

const stack = siteWithStubCms({ PUBLIC_SITE_URL });

async function get(path: string) {
  const response = await fetch(`${stack.site.url}${path}`);
  const html = await response.text();
  return { status: response.status, html, document: new JSDOM(html).window.document };
}

type Page = Awaited<ReturnType<typeof get>>;

const robots = (page: Page) => page.document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
const canonical = (page: Page) => page.document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
/** The filter panel's links of one group, as their text ("1980s (2)"). */
const groupLinks = (page: Page, group: string) => {
  const heading = [...page.document.querySelectorAll('nav h3')].find((h3) => h3.textContent === group);
  const element = heading && page.document.querySelector(`[aria-labelledby="${heading.id}"]`);
  return [...(element?.querySelectorAll('a') ?? [])].map((link) => link.textContent);
};
const sectionHeadings = (page: Page) =>
  [...page.document.querySelectorAll('main section h2')].map((heading) => heading.textContent);
const collectionPage = (page: Page) =>
  JSON.parse(page.document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
    '@type': string;
    url: string;
    mainEntity: { numberOfItems: number; itemListElement: { name: string }[] };
  };

describe('faceted lists from the production server', () => {
  it('sends a decade and designer of the scans list as filtered HTML with counts, noindex and the plain canonical', async () => {
    const page = await get('/scans?decade=1980&designer=comme-des-gar%C3%A7ons');
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Scans: 1980s, Comme des Garçons | Folio');
    expect(sectionHeadings(page)).toEqual(['Comme des Garçons']);
    const covers = [...page.document.querySelectorAll('main section h3')].map((title) => title.textContent);
    expect(covers).toEqual(['Six Issue 1', 'Six Issue 2']);
    expect(groupLinks(page, 'Decade')).toEqual(['1980s (2)', '1990s (1)']);
    expect(groupLinks(page, 'Year')).toEqual(['1988 (2)']);
    expect(groupLinks(page, 'Designer or brand')).toEqual(['Comme des Garçons (2)']);
    expect(page.document.querySelector('a[aria-current="page"]')?.textContent).toBe('1980s (2)');
    expect(robots(page)).toBe('noindex, follow');
    expect(canonical(page)).toBe(`${PUBLIC_SITE_URL}/scans`);
    expect(collectionPage(page)).toMatchObject({
      '@type': 'CollectionPage',
      url: `${PUBLIC_SITE_URL}/scans?decade=1980&designer=comme-des-gar%C3%A7ons`,
      mainEntity: { numberOfItems: 2 },
    });
  });

  it('keeps the plain lists indexed, canonical to themselves', async () => {
    for (const path of ['/scans', '/archives', '/articles']) {
      const page = await get(path);
      expect(robots(page)).toBeNull();
      expect(canonical(page)).toBe(`${PUBLIC_SITE_URL}${path}`);
    }
  });

  it('narrows the articles by category and year', async () => {
    const page = await get('/articles?year=2025&category=interview');
    expect(page.status).toBe(200);
    expect(groupLinks(page, 'Year')).toEqual(['2024 (1)', '2025 (2)']);
    expect(collectionPage(page).mainEntity.itemListElement.map((item) => item.name)).toEqual([
      'In Conversation, Part 2',
      'In Conversation, Part 1',
    ]);
    expect(robots(page)).toBe('noindex, follow');
    expect(canonical(page)).toBe(`${PUBLIC_SITE_URL}/articles`);
  });

  it('answers a combination with nothing, or values it does not know, with a page and never an error', async () => {
    const unknown = await get('/archives?decade=1980');
    expect(unknown.status).toBe(200);
    expect(collectionPage(unknown).mainEntity.numberOfItems).toBe(3);
    const none = await get('/scans?decade=1980&designer=a.p.c.');
    expect(none.status).toBe(200);
    expect(none.document.querySelector('main')?.textContent).toContain('No scans match these filters.');
    for (const path of ['/scans?decade=%E0%A4%A', '/articles?author=&year=99999', '/archives?year=1994&year=1997']) {
      expect((await get(path)).status).toBe(200);
    }
  });

  it('lists no facet combination in the sitemap', async () => {
    const response = await fetch(`${stack.site.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain(`${PUBLIC_SITE_URL}/scans`);
    expect(locations.filter((location) => location.includes('?'))).toEqual([]);
  });
});
