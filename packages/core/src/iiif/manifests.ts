// Pure functions of the catalog shapes, so the site serves them from the same content (and cache) as its pages.
import type { ArchiveEntry, Image, ImageFormat, Scan, SiteSettings } from '../entities.js';
import { compareTitles, sortByTitle } from '../sort.js';
import { IIIF_PRESENTATION_CONTEXT, IIIF_SEARCH1_CONTEXT, iiifPaths, type IiifEntryKind } from './paths.js';
import { entryRightsUri, iiifRightsLabel, iiifRightsUri } from './rights.js';

export type LanguageMap = Record<string, string[]>;

export interface MetadataRow {
  label: LanguageMap;
  value: LanguageMap;
}

export interface ImageService3 {
  id: string;
  type: 'ImageService3';
  profile: 'level2';
}

export interface ImageResource {
  id: string;
  type: 'Image';
  format: string;
  width: number;
  height: number;
  service?: ImageService3[];
}

export interface TextResource {
  id: string;
  type: 'Text';
  label: LanguageMap;
  format: 'text/html';
}

export interface Canvas {
  id: string;
  type: 'Canvas';
  label: LanguageMap;
  width: number;
  height: number;
  thumbnail?: ImageResource[];
  items: {
    id: string;
    type: 'AnnotationPage';
    items: { id: string; type: 'Annotation'; motivation: 'painting'; body: ImageResource; target: string }[];
  }[];
}

export interface SearchService2 {
  id: string;
  type: 'SearchService2';
  service: { id: string; type: 'AutoCompleteService2' }[];
}

// Search 1.0 keeps its JSON-LD names: Universal Viewer and Mirador find a search service by this profile only.
export interface SearchService1 {
  '@context': typeof IIIF_SEARCH1_CONTEXT;
  '@id': string;
  '@type': 'SearchService1';
  profile: 'http://iiif.io/api/search/1/search';
  service: { '@id': string; '@type': 'AutoCompleteService1'; profile: 'http://iiif.io/api/search/1/autocomplete' };
}

export interface Manifest {
  '@context': typeof IIIF_PRESENTATION_CONTEXT;
  id: string;
  type: 'Manifest';
  label: LanguageMap;
  summary?: LanguageMap;
  metadata: MetadataRow[];
  thumbnail?: ImageResource[];
  rights: string;
  requiredStatement: MetadataRow;
  provider: { id: string; type: 'Agent'; label: LanguageMap; homepage: TextResource[] }[];
  homepage: TextResource[];
  behavior?: ['paged'];
  service: [SearchService2, SearchService1];
  items: Canvas[];
}

export interface CollectionItem {
  id: string;
  type: 'Manifest' | 'Collection';
  label: LanguageMap;
  thumbnail?: ImageResource[];
}

export interface Collection {
  '@context': typeof IIIF_PRESENTATION_CONTEXT;
  id: string;
  type: 'Collection';
  label: LanguageMap;
  summary?: LanguageMap;
  rights: string;
  requiredStatement: MetadataRow;
  homepage: TextResource[];
  service?: { id: string; type: 'OrderedCollection' }[];
  items: CollectionItem[];
}

export interface IiifRights {
  rights: string;
  attributionLabel: string;
  attribution: string;
}

// In Copyright – Educational Use Permitted: the scans are of published catalogues whose rights stay with their
// publishers; the library shows them for study.
export const IIIF_DEFAULT_RIGHTS: IiifRights = {
  rights: 'http://rightsstatements.org/vocab/InC-EDU/1.0/',
  attributionLabel: 'Attribution',
  attribution: 'Provided by {siteName}. Rights remain with the publishers; reuse for education and research.',
};

export interface IiifContext {
  siteUrl: string;
  settings: Pick<SiteSettings, 'siteName' | 'description'> &
    Partial<Pick<SiteSettings, 'iiifRights' | 'iiifAttribution'>>;
  rights?: IiifRights;
}

const text = (value: string, language = 'en'): LanguageMap => ({ [language]: [value] });
const row = (label: string, value: string, language = 'none'): MetadataRow => ({
  label: text(label),
  value: text(value, language),
});

// WHATWG URL serialisation percent-encodes non-ASCII characters ("ç", "–") and keeps existing escapes as they are.
function absoluteUrl(siteUrl: string, url: string): string {
  const absolute = /^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  try {
    return new URL(absolute).href;
  } catch {
    return encodeURI(absolute);
  }
}

const FORMATS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

export function imageFormat(url: string, mime?: string | null): string {
  if (mime && /^image\/[a-z0-9.+-]+$/i.test(mime)) return mime.toLowerCase();
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? '';
  return FORMATS[extension] ?? 'image/jpeg';
}

export function imageResource(siteUrl: string, image: Pick<Image, 'url' | 'width' | 'height' | 'deepZoom' | 'mime'>) {
  const resource: ImageResource = {
    id: absoluteUrl(siteUrl, image.url),
    type: 'Image',
    format: imageFormat(image.url, image.mime),
    width: image.width,
    height: image.height,
  };
  if (image.deepZoom)
    resource.service = [
      { id: iiifPaths.imageService(siteUrl, image.deepZoom), type: 'ImageService3', profile: 'level2' },
    ];
  return resource;
}

function thumbnailOf(siteUrl: string, image: Image | null): ImageResource[] | undefined {
  if (!image || !image.width || !image.height) return undefined;
  const small: ImageFormat | undefined = image.formats?.thumbnail ?? image.formats?.small;
  // The image service belongs to the canvas's painted image, not its thumbnail.
  return [imageResource(siteUrl, { ...(small ?? image), deepZoom: null })];
}

// An empty or unknown statement (saved before the rule) keeps the default.
export function iiifRightsOf(settings: IiifContext['settings']): IiifRights {
  return {
    rights: iiifRightsUri(settings.iiifRights ?? '') ?? IIIF_DEFAULT_RIGHTS.rights,
    attributionLabel: IIIF_DEFAULT_RIGHTS.attributionLabel,
    attribution: settings.iiifAttribution?.trim() || IIIF_DEFAULT_RIGHTS.attribution,
  };
}

// An entry's statement is also named in words, as viewers show the required statement but not always the rights.
function attribution(context: IiifContext, entry?: { rights?: string | null }) {
  const rights = context.rights ?? iiifRightsOf(context.settings);
  const uri = entryRightsUri(entry?.rights, rights.rights);
  const credit = rights.attribution.replaceAll('{siteName}', context.settings.siteName);
  const named = entry ? ` Rights: ${iiifRightsLabel(uri) ?? uri} (${uri}).` : '';
  return { rights: uri, requiredStatement: row(rights.attributionLabel, `${credit}${named}`, 'en') };
}

const homepage = (siteUrl: string, path: string, label: string): TextResource[] => [
  { id: absoluteUrl(siteUrl, path), type: 'Text', label: text(label), format: 'text/html' },
];

const manifestBase = (siteUrl: string, kind: IiifEntryKind, documentId: string) =>
  iiifPaths.manifest(siteUrl, kind, documentId).replace(/\/manifest\.json$/, '');

export interface PageCanvas {
  page: number;
  id: string;
  width: number;
  height: number;
}

// Only images with a size can be drawn on a canvas, so the canvases after a page without one are numbered without it.
export function pageCanvases(kind: IiifEntryKind, entry: Scan | ArchiveEntry, siteUrl: string): PageCanvas[] {
  const base = manifestBase(siteUrl, kind, entry.documentId);
  const canvases: PageCanvas[] = [];
  entryImages(kind, entry).forEach((image, index) => {
    if (image.width > 0 && image.height > 0) {
      const { width, height } = image;
      canvases.push({ page: index + 1, id: `${base}/canvas/${canvases.length + 1}`, width, height });
    }
  });
  return canvases;
}

const entryImages = (kind: IiifEntryKind, entry: Scan | ArchiveEntry) =>
  kind === 'scans' ? (entry as Scan).pages : ((entry as ArchiveEntry).images ?? []);

function canvases(kind: IiifEntryKind, entry: Scan | ArchiveEntry, siteUrl: string, noun: string): Canvas[] {
  const images = entryImages(kind, entry);
  const base = manifestBase(siteUrl, kind, entry.documentId);
  return pageCanvases(kind, entry, siteUrl).map(({ page, id, width, height }, index) => {
    const image = images[page - 1];
    const n = index + 1;
    return {
      id,
      type: 'Canvas',
      label: text(`${noun} ${n}`),
      width,
      height,
      thumbnail: thumbnailOf(siteUrl, image),
      items: [
        {
          id: `${base}/page/${n}`,
          type: 'AnnotationPage',
          items: [
            {
              id: `${base}/annotation/${n}`,
              type: 'Annotation',
              motivation: 'painting',
              body: imageResource(siteUrl, image),
              target: id,
            },
          ],
        },
      ],
    };
  });
}

export function searchServices(
  siteUrl: string,
  kind: IiifEntryKind,
  documentId: string,
): [SearchService2, SearchService1] {
  return [
    {
      id: iiifPaths.search(siteUrl, kind, documentId),
      type: 'SearchService2',
      service: [{ id: iiifPaths.autocomplete(siteUrl, kind, documentId), type: 'AutoCompleteService2' }],
    },
    {
      '@context': IIIF_SEARCH1_CONTEXT,
      '@id': iiifPaths.search1(siteUrl, kind, documentId),
      '@type': 'SearchService1',
      profile: 'http://iiif.io/api/search/1/search',
      service: {
        '@id': iiifPaths.autocomplete1(siteUrl, kind, documentId),
        '@type': 'AutoCompleteService1',
        profile: 'http://iiif.io/api/search/1/autocomplete',
      },
    },
  ];
}

export function entryManifest(kind: IiifEntryKind, entry: Scan | ArchiveEntry, context: IiifContext): Manifest {
  const { siteUrl, settings } = context;
  const scan = kind === 'scans';
  const id = iiifPaths.manifest(siteUrl, kind, entry.documentId);
  const images = entryImages(kind, entry);
  const metadata = [row(scan ? 'Designer or brand' : 'Designer', entry.designerOrBrand)];
  if (entry.yearPublished !== null) metadata.push(row(scan ? 'Published' : 'Year', String(entry.yearPublished)));
  if (entry.collectionsFeatured) metadata.push(row('Collections featured', entry.collectionsFeatured));
  const summary = entry.description?.trim();
  return {
    '@context': IIIF_PRESENTATION_CONTEXT,
    id,
    type: 'Manifest',
    label: text(entry.title, 'none'),
    ...(summary ? { summary: text(summary) } : {}),
    metadata,
    thumbnail: thumbnailOf(siteUrl, entry.cover ?? images[0] ?? null),
    ...attribution(context, entry),
    provider: [
      {
        id: `${siteUrl}/`,
        type: 'Agent',
        label: text(settings.siteName, 'none'),
        homepage: homepage(siteUrl, '/', settings.siteName),
      },
    ],
    homepage: homepage(siteUrl, entry.path, `${entry.title} – ${entry.designerOrBrand}`),
    ...(scan ? { behavior: ['paged'] as ['paged'] } : {}),
    service: searchServices(siteUrl, kind, entry.documentId),
    items: canvases(kind, entry, siteUrl, scan ? 'Page' : 'Image'),
  };
}

const manifestReference = (kind: IiifEntryKind, entry: Scan | ArchiveEntry, siteUrl: string): CollectionItem => ({
  id: iiifPaths.manifest(siteUrl, kind, entry.documentId),
  type: 'Manifest',
  label: text(entry.title, 'none'),
  thumbnail: thumbnailOf(siteUrl, entry.cover),
});

// Numeric collation: "Six Issue 2" comes before "Six Issue 10".
const byTitle = sortByTitle;

export function designerCollection(
  slug: string,
  catalog: { scans: Scan[]; archives: ArchiveEntry[] },
  context: IiifContext,
): Collection | undefined {
  const { siteUrl } = context;
  const scans = byTitle(catalog.scans.filter((entry) => entry.designerorbrand.slug === slug));
  const archives = byTitle(catalog.archives.filter((entry) => entry.designerorbrand.slug === slug));
  const first = scans[0] ?? archives[0];
  if (!first) return undefined;
  const name = first.designerOrBrand;
  return {
    '@context': IIIF_PRESENTATION_CONTEXT,
    id: iiifPaths.designerCollection(siteUrl, slug),
    type: 'Collection',
    label: text(name, 'none'),
    summary: text(`Scans and archive entries of ${name} in ${context.settings.siteName}.`),
    ...attribution(context),
    homepage: homepage(siteUrl, `/${scans.length ? 'scans' : 'archives'}/${slug}`, name),
    items: [
      ...scans.map((entry) => manifestReference('scans', entry, siteUrl)),
      ...archives.map((entry) => manifestReference('archives', entry, siteUrl)),
    ],
  };
}

export function libraryCollection(catalog: { scans: Scan[]; archives: ArchiveEntry[] }, context: IiifContext) {
  const { siteUrl, settings } = context;
  const designers = new Map<string, string>();
  for (const entry of [...catalog.scans, ...catalog.archives])
    if (!designers.has(entry.designerorbrand.slug)) designers.set(entry.designerorbrand.slug, entry.designerOrBrand);
  const items: CollectionItem[] = [...designers.entries()]
    .sort(([, a], [, b]) => compareTitles(a, b))
    .map(([slug, name]) => ({
      id: iiifPaths.designerCollection(siteUrl, slug),
      type: 'Collection',
      label: text(name, 'none'),
    }));
  const collection: Collection = {
    '@context': IIIF_PRESENTATION_CONTEXT,
    id: iiifPaths.libraryCollection(siteUrl),
    type: 'Collection',
    label: text(settings.siteName, 'none'),
    ...(settings.description ? { summary: text(settings.description) } : {}),
    ...attribution(context),
    homepage: homepage(siteUrl, '/', settings.siteName),
    // Where aggregators find what changed since they last looked (IIIF Change Discovery API 1.0).
    service: [{ id: iiifPaths.activityCollection(siteUrl), type: 'OrderedCollection' }],
    items,
  };
  return collection;
}
