/**
 * @jest-environment node
 *
 * The production site server (built app + server/app.ts) against a stub CMS: status codes, the head
 * every crawler sees without JavaScript, JSON-LD per route type, the CMS proxy and the content cache.
 */
import { JSDOM } from 'jsdom';
import { NOT_FOUND_MESSAGE, RETURN_HOME_LABEL } from '@folio/core';
import { about, archives, article, articles, scans } from './fixtures/catalog';
import { eventually } from './support/eventually';
import { siteWithStubCms } from './support/stubbedSite';

const PUBLIC_SITE_URL = 'https://folio.example';

const stack = siteWithStubCms({ PUBLIC_SITE_URL });

interface Page {
  status: number;
  headers: Headers;
  document: Document;
  html: string;
}

async function get(path: string): Promise<Page> {
  const response = await fetch(`${stack.site.url}${encodeURI(path)}`);
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, document: new JSDOM(html).window.document };
}

const metaContent = (page: Page, key: string) =>
  page.document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;

const jsonLd = (page: Page): Record<string, unknown>[] =>
  [...page.document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent!),
  );

const canonical = (page: Page) => page.document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

/** A site path as it appears, percent-encoded, in absolute URLs ('ç' becomes %C3%A7). */
const absolute = (path: string) => `${PUBLIC_SITE_URL}${encodeURI(path)}`;

/** Fetches `path` until `ready` holds: the site notices a CMS publish within a few polls of its version. */
const getWhen = (path: string, ready: (page: Page) => boolean): Promise<Page> =>
  eventually(() => get(path), ready, { failure: (page) => `${path} never got ready (last status ${page.status})` });

/** The list a CollectionPage (or another list page) names as its main entity, as (name, url) pairs. */
function itemList(page: Page, type = 'CollectionPage') {
  const collections = jsonLd(page).filter((item) => item['@type'] === type);
  expect(collections).toHaveLength(1);
  const list = collections[0].mainEntity as {
    '@type': string;
    numberOfItems: number;
    itemListElement: { '@type': string; position: number; name: string; url: string }[];
  };
  expect(list['@type']).toBe('ItemList');
  expect(list.numberOfItems).toBe(list.itemListElement.length);
  list.itemListElement.forEach((item, index) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(index + 1);
  });
  return list.itemListElement.map(({ name, url }) => ({ name, url }));
}

const byTitle = (title: string) => {
  const entry = [...scans, ...archives].find((candidate) => candidate.title === title);
  if (!entry) throw new Error(`no fixture titled ${title}`);
  return { name: entry.title, url: absolute(entry.path) };
};

describe('server render', () => {
  it('renders the home page with the site name as title and a WebSite description', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.document.title).toBe('Folio');
    expect(metaContent(page, 'description')).toBe('Folio is an online fashion archive and magazine.');
    expect(canonical(page)).toBe(`${PUBLIC_SITE_URL}/`);
    expect(metaContent(page, 'og:image')).toBe(`${PUBLIC_SITE_URL}/uploads/large_in-conversation-part-2.webp`);
    expect(metaContent(page, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(page)[0]).toMatchObject({ '@type': 'WebSite', name: 'Folio', url: `${PUBLIC_SITE_URL}/` });
    expect(page.document.querySelector('h2')?.textContent).toBe('Latest articles');
  });

  it('puts the page styles in the head (no flash of unstyled content)', async () => {
    const page = await get('/');
    const headStyles = page.document.head.querySelectorAll('style[data-emotion]');
    expect(headStyles.length).toBeGreaterThan(0);
    expect(page.document.body.querySelector('style[data-emotion]')).toBeNull();
  });

  it("starts its scripts in React Router's own order, behind the largest cover's high-priority preload", async () => {
    const page = await get('/');
    const head = page.document.head;
    const modulePreloads = [...head.querySelectorAll('link[rel="modulepreload"]')];
    expect(modulePreloads.some((link) => link.getAttribute('href')!.includes('/entry.client-'))).toBe(true);
    expect(page.document.querySelector('script[type="module"]')?.textContent).toContain('/entry.client-');
    // React puts the cover's preload first in the head, so its request is never queued behind the scripts.
    const coverPreload = head.querySelector('link[rel="preload"][as="image"]')!;
    const cover = page.document.querySelector('main img[fetchpriority="high"]')!;
    expect(coverPreload.getAttribute('fetchpriority')).toBe('high');
    expect(coverPreload.getAttribute('imagesrcset')).toBe(cover.getAttribute('srcset'));
    expect(coverPreload.getAttribute('imagesizes')).toBe(cover.getAttribute('sizes'));
    const inHead = [...head.children];
    expect(inHead.indexOf(coverPreload)).toBeLessThan(inHead.indexOf(modulePreloads[0]));
  });

  it('sends every part of a page in place, none in hidden segments that only a script reveals', async () => {
    for (const path of ['/', '/scans', '/archives', '/articles/in-conversation-part-2']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.html).not.toMatch(/<div hidden id="S:/);
      expect(page.html).not.toContain('$RC(');
    }
  });

  it('renders the page shell: navbar, main, footer, and the largest image prioritised', async () => {
    const page = await get('/');
    const nav = page.document.querySelector('nav[aria-label="Main"]')!;
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['ARTICLES', 'SCANS', 'ARCHIVES']);
    expect(page.document.querySelector('main')).not.toBeNull();
    expect(page.document.querySelector('footer')?.textContent).toContain('ABOUT');
    const images = [...page.document.querySelectorAll('main img')];
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    expect(images.filter((image) => image.getAttribute('fetchpriority') === 'high')).toHaveLength(1);
    expect(images[0].getAttribute('srcset')).toContain('364w');
    expect(images.at(-1)?.getAttribute('loading')).toBe('lazy');
    expect(images.every((image) => image.getAttribute('width') && image.getAttribute('height'))).toBe(true);
  });

  it('renders the article list as a CollectionPage', async () => {
    const page = await get('/articles');
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Articles | Folio');
    const [collection] = jsonLd(page);
    expect(collection).toMatchObject({
      '@type': 'CollectionPage',
      mainEntity: { '@type': 'ItemList', numberOfItems: 3 },
    });
  });

  it('renders an article with its blocks, Part links and Article JSON-LD', async () => {
    const page = await get('/articles/in-conversation-part-2');
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('In Conversation, Part 2 | Folio');
    expect(metaContent(page, 'og:type')).toBe('article');
    expect(canonical(page)).toBe(`${PUBLIC_SITE_URL}/articles/in-conversation-part-2`);
    expect(jsonLd(page)[0]).toMatchObject({
      '@type': 'Article',
      headline: 'In Conversation, Part 2',
      author: { '@type': 'Person', name: 'Mara Okafor' },
      image: [`${PUBLIC_SITE_URL}/uploads/large_in-conversation-part-2.webp`],
    });
    expect(page.document.querySelector('article h2')?.textContent).toBe('Scanning');
    const external = page.document.querySelector('a[href="https://example.org/cradle"]');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(page.document.querySelector('nav[aria-label="Other parts of this article"] a')?.getAttribute('href')).toBe(
      '/articles/in-conversation-part-1',
    );
  });

  it('renders the scan list grouped by designer, as a CollectionPage of every scan', async () => {
    const page = await get('/scans');
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Scans | Folio');
    expect([...page.document.querySelectorAll('main section h2')].map((heading) => heading.textContent)).toEqual([
      'A.P.C.',
      'Comme des Garçons',
      'Maison Martin Margiela',
      'Yohji Yamamoto',
    ]);
    expect(jsonLd(page)[0]).toMatchObject({ '@type': 'CollectionPage', mainEntity: { numberOfItems: 7 } });
  });

  it("hands the browser only what the list's cards draw: each cover as its img attributes", async () => {
    const page = await get('/scans');
    const hydrationData = [...page.document.querySelectorAll('script')]
      .map((script) => script.textContent ?? '')
      .filter((text) => text.includes('streamController.enqueue'))
      .join('');
    const [firstCover] = page.document.querySelectorAll('main section img');
    expect(hydrationData).toContain(JSON.stringify(firstCover.getAttribute('srcset')).slice(1, -1));
    // Not the CMS image with its renditions and alternative text (the cards' covers are decorative).
    expect(hydrationData).not.toMatch(/formats|alternativeText|designerSlug/);
  });

  it('renders a designer page from a slug with non-ASCII characters, titles in natural order', async () => {
    const page = await get('/scans/comme-des-garçons');
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Comme des Garçons Scans | Folio');
    expect(canonical(page)).toBe(`${PUBLIC_SITE_URL}/scans/comme-des-gar%C3%A7ons`);
    expect([...page.document.querySelectorAll('main li h2')].map((title) => title.textContent)).toEqual([
      'Six Issue 1',
      'Six Issue 2',
      'Six Issue 10',
    ]);
    expect((await get('/scans/a.p.c.')).status).toBe(200);
  });

  it('renders a scan as a Book with its cover first', async () => {
    const page = await get('/scans/comme-des-garçons/six-issue-10');
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Six Issue 10 – Comme des Garçons | Folio');
    expect(metaContent(page, 'description')).toBe('First line about Six Issue 10.\nSecond line.');
    expect(jsonLd(page)[0]).toMatchObject({
      '@type': 'Book',
      name: 'Six Issue 10',
      author: { name: 'Comme des Garçons' },
      datePublished: '1991',
      numberOfPages: 2,
      url: `${PUBLIC_SITE_URL}/scans/comme-des-gar%C3%A7ons/six-issue-10`,
    });
    expect(page.document.querySelector('main img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('renders an archive entry whose path has parentheses as a CreativeWork', async () => {
    const page = await get('/archives/maison-martin-margiela/autumn-winter-1994-(doll-clothes)');
    expect(page.status).toBe(200);
    expect(jsonLd(page)[0]).toMatchObject({ '@type': 'CreativeWork', name: 'Autumn Winter 1994 (Doll Clothes)' });
  });

  it('renders the archive list as a CollectionPage of every entry, with share tags', async () => {
    const page = await get('/archives');
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Archives | Folio');
    expect(canonical(page)).toBe(`${PUBLIC_SITE_URL}/archives`);
    // Grouped by designer or brand A-Z, as on the page.
    expect(itemList(page)).toEqual([
      byTitle('Spring Summer 1992 Denim'),
      byTitle('Spring Summer 1997 Body Meets Dress'),
      byTitle('Autumn Winter 1994 (Doll Clothes)'),
    ]);
    expect(metaContent(page, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(page, 'og:image')).toBe(`${PUBLIC_SITE_URL}/uploads/large_spring-summer-1992-denim.webp`);
    expect(metaContent(page, 'twitter:image')).toBe(metaContent(page, 'og:image'));
  });

  it.each([
    {
      path: '/scans/comme-des-garçons',
      title: 'Comme des Garçons Scans | Folio',
      items: ['Six Issue 1', 'Six Issue 2', 'Six Issue 10'],
      image: '/uploads/large_six-issue-1.webp',
    },
    {
      path: '/archives/comme-des-garçons',
      title: 'Comme des Garçons Archives | Folio',
      items: ['Spring Summer 1997 Body Meets Dress'],
      image: '/uploads/large_spring-summer-1997-body-meets-dress.webp',
    },
  ])('renders the designer page $path as a CollectionPage of its entries', async ({ path, title, items, image }) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.document.title).toBe(title);
    expect(canonical(page)).toBe(absolute(path));
    expect(itemList(page)).toEqual(items.map(byTitle));
    expect(metaContent(page, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(page, 'og:image')).toBe(`${PUBLIC_SITE_URL}${image}`);
    expect(metaContent(page, 'og:url')).toBe(absolute(path));
  });

  it('lists every page of a scan in the server render, each with its alt text', async () => {
    const scan = scans.find((candidate) => candidate.title === 'Six Issue 10')!;
    const page = await get(scan.path);
    const list = page.document.querySelector('main ol[aria-label="Pages"]')!;
    expect(list).not.toBeNull();
    const images = [...list.querySelectorAll('li img')];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Six Issue 10, page 1', 'Six Issue 10, page 2']);
    // Each image shows its own page (a rendition of it, with the others in its srcset).
    images.forEach((image, index) => {
      expect(image.getAttribute('src')).toContain(`six-issue-10-page-${index + 1}.webp`);
      expect(image.getAttribute('srcset')).toContain(scan.pages[index].formats.large.url);
    });
    // Each page can be linked to without JavaScript, and its size is known before it loads.
    expect([...list.querySelectorAll('li')].map((item) => item.id)).toEqual(['page-1', 'page-2']);
    expect(images.every((image) => image.getAttribute('width') && image.getAttribute('height'))).toBe(true);
  });

  it("lists an archive entry's gallery images in the server render", async () => {
    const entry = archives.find((candidate) => candidate.title === 'Autumn Winter 1994 (Doll Clothes)')!;
    const page = await get(entry.path);
    const images = [...page.document.querySelectorAll('main ol[aria-label="Images"] li img')];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Autumn Winter 1994 (Doll Clothes), image 1']);
  });

  it("uses a scan's SEO fields for the page head when they are set", async () => {
    const [first, ...rest] = scans;
    const seo = {
      metaTitle: 'A scan SEO title',
      metaDescription: 'A scan SEO description',
      shareImage: '/uploads/scan-share.jpg',
    };
    stack.cms.publish('scans', [{ ...first, seo }, ...rest]);
    try {
      const page = await getWhen(first.path, (candidate) => candidate.document.title.startsWith('A scan SEO title'));
      expect(page.status).toBe(200);
      expect(page.document.title).toBe('A scan SEO title | Folio');
      expect(metaContent(page, 'description')).toBe('A scan SEO description');
      expect(metaContent(page, 'og:title')).toBe('A scan SEO title | Folio');
      expect(metaContent(page, 'og:description')).toBe('A scan SEO description');
      expect(metaContent(page, 'og:image')).toBe(`${PUBLIC_SITE_URL}/uploads/scan-share.jpg`);
      expect(metaContent(page, 'twitter:image')).toBe(`${PUBLIC_SITE_URL}/uploads/scan-share.jpg`);
      // The visible page still shows the scan's own title.
      expect(page.document.querySelector('main h1')?.textContent).toBe(first.title);
    } finally {
      stack.cms.publish('scans', scans);
      await getWhen(
        first.path,
        (candidate) => candidate.document.title === `${first.title} – ${first.designerOrBrand} | Folio`,
      );
    }
  }, 20_000);

  it("uses an archive entry's SEO fields that are set, and its own values for the others", async () => {
    const [first, ...rest] = archives;
    // Only a description and an image on a media host: the title falls back to the entry's own.
    const seo = {
      metaTitle: null,
      metaDescription: 'An archive SEO description',
      shareImage: 'https://cdn.example/share.jpg',
    };
    stack.cms.publish('archives', [{ ...first, seo }, ...rest]);
    try {
      const page = await getWhen(
        first.path,
        (candidate) => metaContent(candidate, 'description') === 'An archive SEO description',
      );
      expect(page.status).toBe(200);
      expect(page.document.title).toBe(`${first.title} – ${first.designerOrBrand} | Folio`);
      expect(metaContent(page, 'description')).toBe('An archive SEO description');
      expect(metaContent(page, 'og:image')).toBe('https://cdn.example/share.jpg');
    } finally {
      stack.cms.publish('archives', archives);
      await getWhen(first.path, (candidate) => metaContent(candidate, 'description') !== 'An archive SEO description');
    }
  }, 20_000);

  it('does not keep a page made from content that changed while it was being made', async () => {
    const [first, ...rest] = archives;
    const described = (page: Page) => metaContent(page, 'description') === 'Published while the page was made';
    // Every catalog stale, so the page's render asks the CMS for the archives; that answer is held back.
    const held = stack.cms.hold('archives');
    try {
      stack.cms.publish('redirects', {});
      // Two polls: the site has surely handled the first by the time the second is sent.
      await stack.cms.versionSent();
      await stack.cms.versionSent();
      const rendering = get(first.path);
      await Promise.race([
        held.asked,
        new Promise((_, reject) => setTimeout(() => reject(new Error('the site never asked for the archives')), 5_000)),
      ]);
      // Published, and announced to the site, while the answer (made before) is on its way; as above, the site
      // has handled the announcement by the time it is sent the next poll's answer.
      stack.cms.publish('archives', [
        { ...first, seo: { metaDescription: 'Published while the page was made' } },
        ...rest,
      ]);
      await stack.cms.versionSent();
      await stack.cms.versionSent();
      held.release();
      expect(described(await rendering)).toBe(false);
      // The page made from the old answer was not kept, nor the old answer as current: the change shows.
      expect(described(await getWhen(first.path, described))).toBe(true);
    } finally {
      held.release();
      stack.cms.publish('archives', archives);
      await getWhen(first.path, (candidate) => !described(candidate));
    }
  }, 20_000);

  it('renders the contributors page as an AboutPage', async () => {
    const page = await get('/contributors');
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('About | Folio');
    expect(jsonLd(page)[0]).toMatchObject({ '@type': 'AboutPage' });
    const main = page.document.querySelector('main')!;
    // Each paragraph of the CMS's About text, then the contributors.
    for (const paragraph of about.body.split('\n\n')) expect(main.textContent).toContain(paragraph);
    expect(main.textContent).toContain('Jonas Berg');
  });

  it('marks search results noindex, and describes them as a SearchResultsPage of what they list', async () => {
    const page = await get('/searchResults?key=six');
    expect(page.status).toBe(200);
    expect(metaContent(page, 'robots')).toBe('noindex');
    expect(jsonLd(page)[0]).toMatchObject({
      name: 'Search results for “six”',
      url: `${PUBLIC_SITE_URL}/searchResults?key=six`,
    });
    expect(itemList(page, 'SearchResultsPage')).toEqual(
      ['Six Issue 1', 'Six Issue 2', 'Six Issue 10'].map((title) => byTitle(title)),
    );
  });

  it.each(['/nowhere', '/scans/nobody', '/scans/a.p.c./nothing', '/archives/a.p.c./nothing', '/articles/missing'])(
    'answers %s with 404 and the not-found screen',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(404);
      expect(page.document.querySelector('h1')?.textContent).toBe("OH SNAP! WE CAN'T FIND IT!");
      expect(page.document.title).toBe('Page not found | Folio');
      expect(metaContent(page, 'robots')).toBe('noindex');
      expect(canonical(page)).toBeNull();
      const main = page.document.querySelector('main')!;
      // The invitation to contribute to the library, and a "Return Home" link button to the home page.
      expect(main.textContent).toContain(NOT_FOUND_MESSAGE);
      const returnHome = [...main.querySelectorAll('a')].filter((link) => link.textContent === RETURN_HOME_LABEL);
      expect(returnHome).toHaveLength(1);
      expect(returnHome[0].getAttribute('href')).toBe('/');
    },
  );

  it('proxies the CMS API and media so the browser needs one origin', async () => {
    const version = await fetch(`${stack.site.url}/api/catalog/version`);
    expect(version.status).toBe(200);
    expect(await version.json()).toEqual({ version: expect.any(String) });
    const media = await fetch(`${stack.site.url}/uploads/cover.webp`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');
  });

  it('serves sitemap.xml, robots.txt and the RSS feed', async () => {
    const sitemap = await fetch(`${stack.site.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain(`<loc>${PUBLIC_SITE_URL}/scans/comme-des-gar%C3%A7ons/six-issue-1</loc>`);
    const robots = await (await fetch(`${stack.site.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC_SITE_URL}/sitemap.xml`);
    const rss = await fetch(`${stack.site.url}/rss.xml`);
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await rss.text()).toContain(`<link>${PUBLIC_SITE_URL}/articles/spotlight-pleats</link>`);
  });

  it('serves page views from its content cache instead of asking the CMS each time', async () => {
    await get('/articles');
    const catalogRequests = () => stack.cms.requests.filter((path) => path === '/api/catalog/articles').length;
    const before = catalogRequests();
    await Promise.all([get('/articles'), get('/articles'), get('/articles/spotlight-pleats')]);
    expect(catalogRequests()).toBe(before);
  });

  it('answers repeat views from its page cache, and a revalidation with its ETag by a 304', async () => {
    const first = await get('/scans');
    const second = await get('/scans');
    expect(second.html).toBe(first.html);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9+/]{27}"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=60, stale-if-error=86400',
    );
    const revalidated = await fetch(`${stack.site.url}/scans`, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    const changed = await fetch(`${stack.site.url}/scans`, { headers: { 'If-None-Match': '"something-else"' } });
    expect(changed.status).toBe(200);
    // Not-found pages are rendered anew each time (never kept) and sent again rather than confirmed by a 304.
    const missing = await fetch(`${stack.site.url}/nowhere-to-be-found`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    const missingAgain = await fetch(`${stack.site.url}/nowhere-to-be-found`, {
      headers: { 'If-None-Match': missing.headers.get('etag')! },
    });
    expect(missingAgain.status).toBe(404);
    expect(await missingAgain.text()).toBe(missingHtml);
  });

  it('answers HEAD with the headers a GET gets, ETag included, and no body, kept page or not', async () => {
    // A not-found page is never kept, so HEAD renders it; /archives is answered from the page cache.
    for (const path of ['/nowhere-to-be-found-either', '/archives']) {
      const full = await fetch(`${stack.site.url}${path}`);
      const head = await fetch(`${stack.site.url}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(full.status);
      expect(await head.text()).toBe('');
      for (const name of ['content-type', 'cache-control', 'etag'])
        expect([name, head.headers.get(name)]).toEqual([name, full.headers.get(name)]);
      // nginx's end of its copy: the second each was answered in.
      const expiry = (response: Response) => Number(/^@(\d+)$/.exec(response.headers.get('x-accel-expires')!)![1]);
      expect(expiry(head) - expiry(full)).toBeLessThanOrEqual(1);
    }
  });

  it("uses the editors' SEO fields for the page head when they are set", async () => {
    const [first, ...rest] = articles;
    const seo = {
      metaTitle: 'An SEO title',
      metaDescription: 'An SEO description',
      shareImage: '/uploads/seo-share.jpg',
    };
    stack.cms.publish('articles', [{ ...first, seo }, ...rest]);
    const page = await getWhen(`/articles/${first.slug}`, (candidate) => candidate.html.includes('An SEO title'));
    const meta = (selector: string) => page.document.querySelector(selector)?.getAttribute('content');
    expect(page.document.title).toBe('An SEO title | Folio');
    expect(meta('meta[name="description"]')).toBe('An SEO description');
    expect(meta('meta[property="og:image"]')).toBe(`${PUBLIC_SITE_URL}/uploads/seo-share.jpg`);
    stack.cms.publish('articles', articles);
  });

  it('shows published content within seconds', async () => {
    stack.cms.publish('articles', [
      article(45, 'exclusive-new-find', 'Exclusive: A New Find', '2025-03-01T10:00:00.000Z'),
      ...articles,
    ]);
    const page = await getWhen('/articles', (candidate) => candidate.html.includes('Exclusive: A New Find'));
    expect(page.document.querySelector('main li h2')?.textContent).toBe('Exclusive: A New Find');
    stack.cms.publish('articles', articles);
  });
});
