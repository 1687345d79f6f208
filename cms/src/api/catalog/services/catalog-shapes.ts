/** No Strapi imports, so the mappers are unit-testable. */
import {
  entryPath,
  IIIF_DEFAULT_RIGHTS,
  iiifRightsUri,
  slugify,
  sortByTitle,
  type About,
  type ArchiveEntry,
  type Article,
  type ArticleCategory,
  type Image,
  type Scan,
  type SiteSettings,
} from '@folio/core';
import { ENTRY_CONTENT_TYPE, FOLIO_CONTENT_TYPES, REDIRECT_TYPE } from '../../../lib/content-types';
import { versionedMediaUrl } from '../../../lib/media-version';

export const CATALOG_KINDS = ['scans', 'archives', 'articles', 'site', 'redirects'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
export const isCatalogKind = (value: unknown): value is CatalogKind =>
  typeof value === 'string' && (CATALOG_KINDS as readonly string[]).includes(value);

export type EntryKind = Exclude<CatalogKind, 'site' | 'redirects'>;
export const isEntryKind = (value: unknown): value is EntryKind =>
  value !== 'site' && value !== 'redirects' && isCatalogKind(value);

/** For the admin's preview links. */
export const ENTRY_KIND_BY_UID: Record<string, EntryKind> = Object.fromEntries(
  Object.entries(ENTRY_CONTENT_TYPE).map(([kind, uid]) => [uid, kind as EntryKind]),
);

export const WATCHED_MODELS = [...FOLIO_CONTENT_TYPES, REDIRECT_TYPE, 'plugin::upload.file'] as const;

// The hash finds the image's tile pyramid (deepZoom) and the update time versions its URLs; neither is served.
const IMAGE_FIELDS = ['url', 'width', 'height', 'alternativeText', 'formats', 'hash', 'mime', 'updatedAt'];
const image = { fields: IMAGE_FIELDS };
const seo = { populate: { shareImage: image } };
const designerSlug = { fields: ['slug'] };

/** Never populate=*; typed loosely because Strapi's populate types want mutable literal unions. */
export const POPULATE: Record<'scans' | 'archives' | 'articles' | 'settings' | 'about', object> = {
  scans: { designer: { fields: ['name', 'slug'] }, cover: image, pages: image, seo },
  archives: { designer: { fields: ['name', 'slug'] }, cover: image, images: image, seo },
  articles: { cover: image, blocks: true, seo, alsoLinkDesigners: designerSlug, neverLinkDesigners: designerSlug },
  settings: { socialLinks: true, defaultShareImage: image },
  about: { contributors: true },
};

interface MediaDoc {
  url: string;
  width?: number | null;
  height?: number | null;
  alternativeText?: string | null;
  formats?: Record<string, { url: string; width: number; height: number; mime?: string | null }> | null;
  hash?: string | null;
  mime?: string | null;
  updatedAt?: string | Date | null;
  deepZoom?: string | null;
}

/** Images are recognised by their url and hash, wherever the fixed populate trees put them. */
export function withDeepZoom<Docs>(docs: Docs, tiled: ReadonlyMap<string, string>): Docs {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const media = value as MediaDoc;
    if (typeof media.url === 'string' && typeof media.hash === 'string') {
      media.deepZoom = tiled.get(media.hash) ?? null;
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit(docs);
  return docs;
}

const mediaUrl = (media: MediaDoc | null | undefined) => (media ? versionedMediaUrl(media.url, media.updatedAt) : null);

export function toImage(media: MediaDoc | null | undefined): Image | null {
  if (!media) return null;
  const versioned = (url: string) => versionedMediaUrl(url, media.updatedAt);
  const formats: Image['formats'] = {};
  for (const [name, format] of Object.entries(media.formats ?? {})) {
    formats[name] = {
      url: versioned(format.url),
      width: format.width,
      height: format.height,
      mime: format.mime ?? null,
    };
  }
  return {
    url: versioned(media.url),
    width: media.width ?? 0,
    height: media.height ?? 0,
    alternativeText: media.alternativeText ?? null,
    formats,
    mime: media.mime ?? null,
    deepZoom: media.deepZoom ?? null,
  };
}

interface SeoDoc {
  metaTitle?: string | null;
  metaDescription?: string | null;
  shareImage?: MediaDoc | null;
}
const toSeo = (seoDoc: SeoDoc | null | undefined) =>
  seoDoc
    ? {
        metaTitle: seoDoc.metaTitle || null,
        metaDescription: seoDoc.metaDescription || null,
        shareImage: mediaUrl(seoDoc.shareImage),
      }
    : null;

interface EntryDoc {
  id: number;
  documentId: string;
  title: string;
  slug?: string | null;
  yearPublished?: number | null;
  designer?: { name: string; slug?: string | null } | null;
  description?: string | null;
  collectionsFeatured?: string | null;
  cover?: MediaDoc | null;
  updatedAt: string;
  seo?: SeoDoc | null;
  rights?: string | null;
}

export const UNATTRIBUTED = 'Unattributed';

/** A draft may still lack a slug: the preview then uses the one its title would get. */
function toEntryBase(kind: 'scans' | 'archives', doc: EntryDoc) {
  const designerName = doc.designer?.name ?? UNATTRIBUTED;
  const designerSlug = doc.designer?.slug || slugify(designerName);
  const cover = toImage(doc.cover);
  return {
    id: String(doc.id),
    documentId: doc.documentId,
    title: doc.title,
    yearPublished: doc.yearPublished ?? null,
    designerOrBrand: designerName,
    designerorbrand: { title: designerName, slug: designerSlug },
    collectionsFeatured: doc.collectionsFeatured ?? '',
    path: entryPath(kind, designerSlug, doc.slug || slugify(doc.title)),
    coverImgSrc: cover?.url ?? '',
    cover,
    updatedAt: doc.updatedAt,
    seo: toSeo(doc.seo),
    // Null, or a statement saved before the rule, leaves the entry under the library's statement.
    rights: iiifRightsUri(doc.rights ?? ''),
  };
}

export function toScans(docs: (EntryDoc & { pages?: MediaDoc[] | null })[]): Scan[] {
  const scans = docs.map((doc) => ({
    ...toEntryBase('scans', doc),
    description: doc.description ?? '',
    pages: (doc.pages ?? []).map(toImage).filter((page): page is Image => page !== null),
  }));
  return sortByTitle(scans);
}

export function toArchives(docs: (EntryDoc & { images?: MediaDoc[] | null })[]): ArchiveEntry[] {
  const entries = docs.map((doc) => ({
    ...toEntryBase('archives', doc),
    description: doc.description ?? null,
    images: (doc.images ?? []).map(toImage).filter((page): page is Image => page !== null),
  }));
  return sortByTitle(entries);
}

interface ArticleDoc {
  id: number;
  documentId: string;
  slug: string;
  title: string;
  description?: string | null;
  blocks?: { text?: string | null }[] | null;
  category: ArticleCategory;
  publishedDate: string;
  author: string;
  cover?: MediaDoc | null;
  updatedAt: string;
  seo?: SeoDoc | null;
  alsoLinkDesigners?: { slug?: string | null }[] | null;
  neverLinkDesigners?: { slug?: string | null }[] | null;
}

/** The slugs of related designers (a published article's relations reach published designers only). */
const designerSlugs = (designers: { slug?: string | null }[] | null | undefined): string[] =>
  (designers ?? []).map((designer) => designer.slug ?? '').filter(Boolean);

export function toArticles(docs: ArticleDoc[]): Article[] {
  return docs
    .map((doc) => {
      const cover = toImage(doc.cover);
      return {
        id: String(doc.id),
        documentId: doc.documentId,
        slug: doc.slug,
        title: doc.title,
        description: doc.description ?? '',
        blocks: (doc.blocks ?? []).map((block) => block.text ?? '').filter(Boolean),
        category: doc.category,
        published_at: new Date(doc.publishedDate).toISOString(),
        author: doc.author,
        img: cover?.url ?? '',
        cover,
        updatedAt: doc.updatedAt,
        seo: toSeo(doc.seo),
        alsoLinkDesigners: designerSlugs(doc.alsoLinkDesigners),
        neverLinkDesigners: designerSlugs(doc.neverLinkDesigners),
      };
    })
    .sort((a, b) => b.published_at.localeCompare(a.published_at));
}

interface SettingsDoc {
  siteName?: string | null;
  description?: string | null;
  donateUrl?: string | null;
  instagramUrl?: string | null;
  socialLinks?: { platform: string; url: string }[] | null;
  defaultShareImage?: MediaDoc | null;
  iiifRights?: string | null;
  iiifAttribution?: string | null;
}
interface AboutDoc {
  body?: string | null;
  contributors?: { name: string; role: string; link?: string | null }[] | null;
}

export function toSite(settings: SettingsDoc | null, about: AboutDoc | null): { settings: SiteSettings; about: About } {
  return {
    settings: {
      siteName: settings?.siteName || 'Folio',
      description: settings?.description ?? '',
      donateUrl: settings?.donateUrl ?? '',
      instagramUrl: settings?.instagramUrl ?? '',
      socialLinks: (settings?.socialLinks ?? []).map(({ platform, url }) => ({ platform, url })),
      defaultShareImage: mediaUrl(settings?.defaultShareImage),
      // Settings saved before these fields existed have them empty: the documents keep the defaults.
      iiifRights: iiifRightsUri(settings?.iiifRights ?? '') ?? IIIF_DEFAULT_RIGHTS.rights,
      iiifAttribution: settings?.iiifAttribution?.trim() || IIIF_DEFAULT_RIGHTS.attribution,
    },
    about: {
      body: about?.body ?? '',
      contributors: (about?.contributors ?? []).map(({ name, role, link }) => ({ name, role, link: link || null })),
    },
  };
}
