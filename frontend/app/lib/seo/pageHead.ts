import type { MetaDescriptor } from 'react-router';

export type JsonLd = Record<string, unknown>;

export interface PageHead {
  title: string;
  description: string;
  /** Null on pages that must not be indexed, unless they are a view of another page (a faceted list). */
  canonicalUrl: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  openGraphType: 'website' | 'article' | 'book';
  siteName: string;
  noindex: boolean;
  jsonLd: JsonLd[];
}

export function metaTags(head: PageHead): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: head.title },
    { name: 'description', content: head.description },
    { property: 'og:site_name', content: head.siteName },
    { property: 'og:type', content: head.openGraphType },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { name: 'twitter:card', content: head.imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
  ];
  if (head.canonicalUrl) {
    tags.push(
      { tagName: 'link', rel: 'canonical', href: head.canonicalUrl },
      { property: 'og:url', content: head.canonicalUrl },
    );
  }
  if (head.imageUrl) {
    tags.push({ property: 'og:image', content: head.imageUrl }, { name: 'twitter:image', content: head.imageUrl });
    if (head.imageAlt) {
      tags.push(
        { property: 'og:image:alt', content: head.imageAlt },
        { name: 'twitter:image:alt', content: head.imageAlt },
      );
    }
  }
  // A noindexed view of a canonical page asks crawlers to follow its links on to the entries it lists.
  if (head.noindex) tags.push({ name: 'robots', content: head.canonicalUrl ? 'noindex, follow' : 'noindex' });
  for (const item of head.jsonLd) tags.push({ 'script:ld+json': item });
  return tags;
}
