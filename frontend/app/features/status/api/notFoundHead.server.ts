import { NOT_FOUND_MESSAGE } from '@folio/core';
import { buildPageHead } from '../../../lib/seo/pageHead.server';
import { webSiteJsonLd } from '../../../lib/seo/structuredData';

/**
 * The head of the error pages (not found, and unavailable with its own title), which the root's error
 * boundary renders: the same tags as every page, and the site as its structured data.
 */
export function buildNotFoundHead() {
  return buildPageHead({
    title: 'Page not found',
    description: NOT_FOUND_MESSAGE,
    path: '/',
    noindex: true,
    jsonLd: ({ identity }) => [webSiteJsonLd(identity.siteName, identity.siteUrl, identity.description)],
  });
}
