import { SITE_NAME_DEFAULT, type Image, type Seo } from '@folio/core';
import { content } from '../content/content.server';
import { publicSiteUrl } from '../env.server';
import type { JsonLd, PageHead } from './pageHead';
import { absoluteUrl } from './urls';

export interface SiteIdentity {
  siteName: string;
  description: string;
  siteUrl: string;
  defaultShareImage: string | null;
}

// Built-in defaults while the CMS cannot answer, so pages still render.
export async function siteIdentity(): Promise<SiteIdentity> {
  const siteUrl = publicSiteUrl();
  try {
    const { settings } = await content.site();
    return {
      siteName: settings.siteName || SITE_NAME_DEFAULT,
      description: settings.description,
      siteUrl,
      defaultShareImage: settings.defaultShareImage,
    };
  } catch {
    return { siteName: SITE_NAME_DEFAULT, description: '', siteUrl, defaultShareImage: null };
  }
}

export interface PageHeadInput {
  title?: string;
  description?: string;
  path: string;
  image?: Image | null;
  seo?: Seo | null;
  openGraphType?: PageHead['openGraphType'];
  noindex?: boolean;
  /** Kept even when this page is noindex, so crawlers fold the views into it and still follow their links. */
  canonicalPath?: string;
  jsonLd?: (page: { url: string; imageUrl: string | null; identity: SiteIdentity }) => JsonLd[];
}

const shareImagePath = (image: Image) => image.formats?.large?.url ?? image.formats?.medium?.url ?? image.url;

export async function buildPageHead(input: PageHeadInput): Promise<PageHead> {
  const identity = await siteIdentity();
  const url = absoluteUrl(input.path, identity.siteUrl);
  const { seo } = input;
  const imagePath = seo?.shareImage || (input.image ? shareImagePath(input.image) : identity.defaultShareImage);
  const imageUrl = imagePath ? absoluteUrl(imagePath, identity.siteUrl) : null;
  const title = seo?.metaTitle || input.title;
  return {
    title: title ? `${title} | ${identity.siteName}` : identity.siteName,
    description: seo?.metaDescription || input.description || identity.description,
    canonicalUrl: input.canonicalPath ? absoluteUrl(input.canonicalPath, identity.siteUrl) : input.noindex ? null : url,
    imageUrl,
    imageAlt: input.image?.alternativeText ?? null,
    openGraphType: input.openGraphType ?? 'website',
    siteName: identity.siteName,
    noindex: input.noindex ?? false,
    jsonLd: input.jsonLd?.({ url, imageUrl, identity }) ?? [],
  };
}
