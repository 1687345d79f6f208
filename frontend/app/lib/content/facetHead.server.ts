/** The head of a list page narrowed by facets, shared by the lists of the catalog and of the articles. */
import type { Image } from '@folio/core';
import { buildPageHead } from '../seo/pageHead.server';
import { collectionPageJsonLd } from '../seo/structuredData';
import { absoluteUrl } from '../seo/urls';
import type { FacetView } from './facetView';

export interface FacetListShown {
  /** The plain list's own description, used while nothing narrows it. */
  description: string;
  /** The share image (the first item shown). */
  image: Image | null | undefined;
  /** The items shown, in their order, for the page's CollectionPage. */
  items: { name: string; path: string }[];
}

/**
 * The view's title and description, canonical to the plain list and noindex while a facet is in the URL,
 * and a CollectionPage of the items shown.
 */
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
