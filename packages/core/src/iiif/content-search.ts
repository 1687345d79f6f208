// Canvases are named exactly as the manifest names them (`pageCanvases`), so any viewer that opened it draws the hits.
import type { ArchiveEntry, Scan } from '../entities.js';
import type { PageBox } from '../page-text/index.js';
import { pageCanvases } from './manifests.js';
import type { IiifEntryKind } from './paths.js';

export const IIIF_SEARCH_CONTEXT = 'http://iiif.io/api/search/2/context.json';

export const IIIF_SEARCH_CONTENT_TYPE = `application/ld+json;profile="${IIIF_SEARCH_CONTEXT}"`;

export const IIIF_SEARCH_IGNORED_PARAMETERS = ['date', 'user'] as const;

export const IIIF_SEARCH_MOTIVATION = 'highlighting';

export interface PageSearchHit {
  page: number;
  snippet: string;
  boxes: PageBox[];
}

export interface SearchAnnotation {
  id: string;
  type: 'Annotation';
  motivation: typeof IIIF_SEARCH_MOTIVATION;
  body: { type: 'TextualBody'; value: string; format: 'text/plain' };
  target: string;
}

export interface SearchAnnotationPage {
  '@context': typeof IIIF_SEARCH_CONTEXT;
  id: string;
  type: 'AnnotationPage';
  ignored?: string[];
  items: SearchAnnotation[];
}

export function canvasRegion(box: PageBox, width: number, height: number): string {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const x = clamp(Math.round(box.x * width), width - 1);
  const y = clamp(Math.round(box.y * height), height - 1);
  const w = clamp(Math.max(1, Math.round(box.w * width)), width - x);
  const h = clamp(Math.max(1, Math.round(box.h * height)), height - y);
  return `xywh=${x},${y},${w},${h}`;
}

export interface ContentSearchRequest {
  id: string;
  siteUrl: string;
  ignored?: string[];
}

// Hits on a page without a canvas (an image without a size) are left out, as the manifest has nothing to draw them on.
export function contentSearchPage(
  kind: IiifEntryKind,
  entry: Scan | ArchiveEntry,
  request: ContentSearchRequest,
  hits: readonly PageSearchHit[],
): SearchAnnotationPage {
  const canvases = new Map(pageCanvases(kind, entry, request.siteUrl).map((canvas) => [canvas.page, canvas]));
  const [service, query = ''] = request.id.split('?');
  const items: SearchAnnotation[] = [];
  for (const hit of hits) {
    const canvas = canvases.get(hit.page);
    if (!canvas) continue;
    hit.boxes.forEach((box, index) => {
      items.push({
        id: `${service}/annotation/${hit.page}-${index + 1}${query ? `?${query}` : ''}`,
        type: 'Annotation',
        motivation: IIIF_SEARCH_MOTIVATION,
        body: { type: 'TextualBody', value: hit.snippet, format: 'text/plain' },
        target: `${canvas.id}#${canvasRegion(box, canvas.width, canvas.height)}`,
      });
    });
  }
  return {
    '@context': IIIF_SEARCH_CONTEXT,
    id: request.id,
    type: 'AnnotationPage',
    ...(request.ignored?.length ? { ignored: request.ignored } : {}),
    items,
  };
}
