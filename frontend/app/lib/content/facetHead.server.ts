import type { Image } from '@folio/core';
import { buildPageHead } from '../seo/pageHead.server';
import { collectionPageJsonLd } from '../seo/structuredData';
import { absoluteUrl } from '../seo/urls';
import type { FacetView } from './facetView';

export interface FacetListShown {
  description: string;
  image: Image | null | undefined;
  items: { name: string; path: string }[];
}

export function facetListHead(view: FacetView, { description: plainDescription, image, items }: FacetListShown) {
  const description = view.description ?? plainDescription;
  return buildPageHead({
    title: view.title,
    description,
    path: view.path,
    canonicalPath: view.noindex ? view.facets.path : undefined,
    noindex: view.noindex,
    image,
    jsonLd: ({ url, identity }) => [
      collectionPageJsonLd(
        view.title,
        url,
        description,
        items.map(({ name, path }) => ({ name, url: absoluteUrl(path, identity.siteUrl) })),
      ),
    ],
  });
}
