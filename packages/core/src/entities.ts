import type { ArticleCategory } from './constants.js';

export interface ImageFormat {
  url: string;
  width: number;
  height: number;
  /** The upload's own media type, which its URL's extension may not tell. */
  mime?: string | null;
}

export interface Image {
  url: string;
  width: number;
  height: number;
  alternativeText: string | null;
  formats: Record<string, ImageFormat>;
  mime?: string | null;
  /** Id of the image's IIIF level-2 image service at /iiif/image/<id>/ (its tile pyramid built). */
  deepZoom?: string | null;
}

export interface DesignerRef {
  title: string;
  slug: string;
}

export interface Seo {
  metaTitle: string | null;
  metaDescription: string | null;
  shareImage: string | null;
}

interface CatalogEntryBase {
  id: string;
  documentId: string;
  title: string;
  yearPublished: number | null;
  designerOrBrand: string;
  designerorbrand: DesignerRef;
  collectionsFeatured: string;
  path: string;
  coverImgSrc: string;
  cover: Image | null;
  updatedAt: string;
  seo?: Seo | null;
  /** The entry's own rights statement (canonical URI); null or absent means the library's (SiteSettings.iiifRights). */
  rights?: string | null;
}

export interface Scan extends CatalogEntryBase {
  description: string;
  pages: Image[];
}

export interface ArchiveEntry extends CatalogEntryBase {
  description: string | null;
  images: Image[];
}

export interface Article {
  id: string;
  documentId: string;
  slug: string;
  title: string;
  description: string;
  blocks: string[];
  category: ArticleCategory;
  published_at: string;
  author: string;
  img: string;
  cover: Image | null;
  updatedAt: string;
  seo?: Seo | null;
  alsoLinkDesigners?: string[];
  neverLinkDesigners?: string[];
}

export type CatalogKind = 'scans' | 'archives' | 'articles';

export interface SocialLink {
  platform: string;
  url: string;
}

export interface SiteSettings {
  siteName: string;
  description: string;
  donateUrl: string;
  instagramUrl: string;
  socialLinks: SocialLink[];
  defaultShareImage: string | null;
  iiifRights: string;
  /** "{siteName}" stands for the site's name. */
  iiifAttribution: string;
}

export interface Contributor {
  name: string;
  role: string;
  link: string | null;
}

export interface About {
  body: string;
  contributors: Contributor[];
}
