import { metaTags, type PageHead } from './pageHead';
import { articleJsonLd, collectionPageJsonLd, scanJsonLd } from './structuredData';
import { absoluteUrl } from './urls';

const head: PageHead = {
  title: 'Articles | Folio',
  description: 'Interviews and spotlights.',
  canonicalUrl: 'https://folio.example/articles',
  imageUrl: 'https://folio.example/uploads/large_cover.webp',
  imageAlt: 'A cover',
  openGraphType: 'website',
  siteName: 'Folio',
  noindex: false,
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'CollectionPage' }],
};

const find = (tags: ReturnType<typeof metaTags>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

describe('metaTags', () => {
  const tags = metaTags(head);

  it('gives title, description, canonical link and share-preview tags', () => {
    expect(tags).toContainEqual({ title: 'Articles | Folio' });
    expect(find(tags, 'name', 'description')?.content).toBe('Interviews and spotlights.');
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://folio.example/articles' });
    expect(find(tags, 'property', 'og:title')?.content).toBe('Articles | Folio');
    expect(find(tags, 'property', 'og:url')?.content).toBe('https://folio.example/articles');
    expect(find(tags, 'property', 'og:image')?.content).toBe('https://folio.example/uploads/large_cover.webp');
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(tags, 'name', 'twitter:image')?.content).toBe('https://folio.example/uploads/large_cover.webp');
    expect(find(tags, 'name', 'robots')).toBeUndefined();
  });

  it('emits each JSON-LD object as a script tag', () => {
    expect(tags).toContainEqual({ 'script:ld+json': { '@context': 'https://schema.org', '@type': 'CollectionPage' } });
  });

  it('marks noindex pages and leaves out their canonical link', () => {
    const noindexTags = metaTags({ ...head, noindex: true, canonicalUrl: null });
    expect(find(noindexTags, 'name', 'robots')?.content).toBe('noindex');
    expect(find(noindexTags, 'rel', 'canonical')).toBeUndefined();
  });

  it('uses a small Twitter card without an image', () => {
    const withoutImage = metaTags({ ...head, imageUrl: null });
    expect(find(withoutImage, 'name', 'twitter:card')?.content).toBe('summary');
    expect(find(withoutImage, 'property', 'og:image')).toBeUndefined();
  });
});

describe('structured data', () => {
  it('describes an article with author, dates, publisher and image', () => {
    const jsonLd = articleJsonLd(
      {
        title: 'Spotlight: Pleats',
        description: 'Pleats.',
        published_at: '2024-01-15T10:00:00.000Z',
        updatedAt: '2024-02-01T10:00:00.000Z',
        author: 'Lea Fontaine',
        category: 'Spotlight',
      },
      'https://folio.example/articles/spotlight-pleats',
      'https://folio.example/uploads/pleats.webp',
      'Folio',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Spotlight: Pleats',
      datePublished: '2024-01-15T10:00:00.000Z',
      dateModified: '2024-02-01T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Lea Fontaine' },
      publisher: { '@type': 'Organization', name: 'Folio' },
      image: ['https://folio.example/uploads/pleats.webp'],
    });
  });

  it('describes a list page as a CollectionPage with an ordered ItemList', () => {
    const jsonLd = collectionPageJsonLd('Scans', 'https://folio.example/scans', 'All scans.', [
      { name: 'Six Issue 1', url: 'https://folio.example/scans/comme-des-gar%C3%A7ons/six-issue-1' },
      { name: 'Six Issue 2', url: 'https://folio.example/scans/comme-des-gar%C3%A7ons/six-issue-2' },
    ]);
    expect(jsonLd).toMatchObject({
      '@type': 'CollectionPage',
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Six Issue 1' },
          { '@type': 'ListItem', position: 2, name: 'Six Issue 2' },
        ],
      },
    });
  });

  it('describes a scan as a Book by its designer or brand', () => {
    const jsonLd = scanJsonLd(
      { title: 'Six Issue 1', designerOrBrand: 'Comme des Garçons', yearPublished: 1988, description: null },
      12,
      'https://folio.example/scans/x',
      null,
    );
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'Six Issue 1',
      url: 'https://folio.example/scans/x',
      author: { '@type': 'Organization', name: 'Comme des Garçons' },
      datePublished: '1988',
      numberOfPages: 12,
    });
  });
});

describe('absoluteUrl', () => {
  it('prefixes site paths and percent-encodes catalog characters once', () => {
    expect(absoluteUrl('/scans/comme-des-garçons', 'https://folio.example')).toBe(
      'https://folio.example/scans/comme-des-gar%C3%A7ons',
    );
    expect(absoluteUrl('/scans/comme-des-gar%C3%A7ons', 'https://folio.example')).toBe(
      'https://folio.example/scans/comme-des-gar%C3%A7ons',
    );
    expect(absoluteUrl('/archives/margiela/autumn-winter-1994-(doll-clothes)', 'https://folio.example')).toBe(
      'https://folio.example/archives/margiela/autumn-winter-1994-(doll-clothes)',
    );
  });

  it('leaves absolute media URLs (a CDN) alone', () => {
    expect(absoluteUrl('https://cdn.example/a.webp', 'https://folio.example')).toBe('https://cdn.example/a.webp');
  });
});
