/** IIIF manifests and collections, kept serialised until the content generation changes, as rendered pages are. */
import {
  designerCollection,
  entryManifest,
  IIIF_PRESENTATION_CONTENT_TYPE,
  libraryCollection,
  type ArchiveEntry,
  type IiifContext,
  type IiifEntryKind,
  type Scan,
} from '@folio/core';
import { content, contentGeneration } from '../../../lib/content/content.server';
import { loadContent } from '../../../lib/content/loaders.server';
import { contentMaxAgeMs, publicSiteUrl, siteConfig } from '../../../lib/env.server';
import { createPageCache } from '../../../lib/PageCache';
import { sharedResponse } from '../../../lib/http/sharedPage.server';

let cache: ReturnType<typeof createPageCache> | undefined;
const documents = () =>
  (cache ??= createPageCache({
    maxEntries: siteConfig().pageCacheSize,
    maxAgeMs: contentMaxAgeMs(),
    generation: contentGeneration,
  }));

async function iiifContext(): Promise<IiifContext> {
  const { settings } = await content.site();
  return { siteUrl: publicSiteUrl(), settings };
}

const loadCatalog = () =>
  loadContent(async () => {
    const [scans, archives] = await Promise.all([content.scans(), content.archives()]);
    return { scans, archives };
  });

function notFound(): Response {
  return new Response(
    JSON.stringify({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }),
    {
      status: 404,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    },
  );
}

/** Only documents found are kept, so unknown ids cannot push known ones out of the cache. */
async function serve(request: Request, build: () => Promise<object | undefined>): Promise<Response> {
  const key = new URL(request.url).pathname;
  let body = documents().get(key)?.html;
  if (body === undefined) {
    const builtFrom = contentGeneration();
    const document = await build();
    if (!document) return notFound();
    body = JSON.stringify(document);
    documents().set(key, { status: 200, html: body }, builtFrom);
  }
  // A client holding the current version gets a 304.
  return sharedResponse(request, body, IIIF_PRESENTATION_CONTENT_TYPE);
}

/** /iiif/scans/<documentId>/manifest.json and /iiif/archives/<documentId>/manifest.json */
export const entryManifestResponse = (request: Request, kind: IiifEntryKind, documentId: string) =>
  serve(request, async () => {
    const catalog = await loadCatalog();
    const entries: (Scan | ArchiveEntry)[] = kind === 'scans' ? catalog.scans : catalog.archives;
    const entry = entries.find((candidate) => candidate.documentId === documentId);
    return entry && entryManifest(kind, entry, await loadContent(iiifContext));
  });

/** /iiif/designers/<slug>/collection.json */
export const designerCollectionResponse = (request: Request, slug: string) =>
  serve(request, async () => designerCollection(slug, await loadCatalog(), await loadContent(iiifContext)));

/** /iiif/collection.json */
export const libraryCollectionResponse = (request: Request) =>
  serve(request, async () => libraryCollection(await loadCatalog(), await loadContent(iiifContext)));
