/** The spec's entity shapes, as served by the catalog endpoints of the CMS. */
import type { ArticleCategory } from './constants.js';

/** One responsive rendition of an image (Strapi's formats: thumbnail, small, medium, large, xlarge). */
export interface ImageFormat {
  url: string;
  width: number;
  height: number;
}

export interface Image {
  url: string;
  width: number;
  height: number;
  alternativeText: string | null;
  formats: Record<string, ImageFormat>;
  /** Image id (upload hash and build) of the image's IIIF level-0 tile pyramid, at /iiif/image/<id>/, once built. */
  deepZoom?: string | null;
}

export interface DesignerRef {
  title: string;
  slug: string;
}

/** Editors' overrides for the page head (meta title, description, share image URL). */
export interface Seo {
  metaTitle: string | null;
  metaDescription: string | null;
  shareImage: string | null;
}

interface CatalogEntryBase {
  /** Numeric id as a string, as in the spec. */
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
}

export interface Scan extends CatalogEntryBase {
  description: string;
  /** The scanned pages, in reading order. */
  pages: Image[];
}

export interface ArchiveEntry extends CatalogEntryBase {
  description: string | null;
  /** The archive entry's gallery, in order. */
  images: Image[];
}

export interface Article {
  id: string;
  documentId: string;
  slug: string;
  title: string;
  description: string;
  /** Light-markdown text blocks, in order. */
  blocks: string[];
  category: ArticleCategory;
  /** ISO 8601 UTC. */
  published_at: string;
  author: string;
  img: string;
  cover: Image | null;
  updatedAt: string;
  seo?: Seo | null;
  /** Slugs of designers the editor links from this article even when the text does not name them. */
  alsoLinkDesigners?: string[];
  /** Slugs of designers never linked from this article, though the text names them. */
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
  /** The rights statement URI of the IIIF documents (RightsStatements.org or Creative Commons). */
  iiifRights: string;
  /** The IIIF documents' required statement, "Attribution"; "{siteName}" stands for the site's name. */
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
