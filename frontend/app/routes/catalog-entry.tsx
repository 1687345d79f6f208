import type { Scan } from '@folio/core';
import type { ShouldRevalidateFunction } from 'react-router';
import { EntryDetail } from '../features/catalog/components/EntryDetail';
import { PageReader } from '../features/reader/components/PageReader';
import { isPageTurnOnly } from '../features/reader/lib/pageUrl';
import { findEntryByPath } from '../features/catalog/cards';
import { ENTRY_KINDS, entryKindOf } from '../features/catalog/entryKinds';
import { loadEntries } from '../features/catalog/api/entries.server';
import { notFound } from '../lib/content/loaders.server';
import { metaTags } from '../lib/seo/pageHead';
import { buildPageHead } from '../lib/seo/pageHead.server';
import { archiveEntryJsonLd, scanJsonLd } from '../lib/seo/structuredData';
import type { Route } from './+types/catalog-entry';

/** /scans/{brand}/{title} and /archives/{designer}/{collection}, matched on the catalog's `path`. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const kind = entryKindOf(request.url);
  const entry = findEntryByPath(await loadEntries(kind), kind, params.designer ?? '', params.title ?? '');
  if (!entry) notFound();
  const images = kind === 'scans' ? (entry as Scan).pages : 'images' in entry ? entry.images : [];
  const head = await buildPageHead({
    title: `${entry.title} – ${entry.designerOrBrand}`,
    description:
      entry.description?.trim() ||
      `${entry.title} by ${entry.designerOrBrand}, in the ${ENTRY_KINDS[kind].label.toLowerCase()} of the library.`,
    path: entry.path,
    image: entry.cover,
    seo: entry.seo,
    openGraphType: kind === 'scans' ? 'book' : 'website',
    jsonLd: ({ url, imageUrl }) => [
      kind === 'scans' ? scanJsonLd(entry, images.length, url, imageUrl) : archiveEntryJsonLd(entry, url, imageUrl),
    ],
  });
  return { kind, entry, images, head };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? metaTags(data.head) : []);

// Turning a page in the reader only changes ?page=: the entry is already here.
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  isPageTurnOnly(args) ? false : args.defaultShouldRevalidate;

export default function CatalogEntryRoute({ loaderData }: Route.ComponentProps) {
  const { kind, entry, images } = loaderData;
  return (
    <EntryDetail
      kind={kind}
      entry={entry}
      // Keyed by entry: a link from one scan to another starts a fresh reader (layout choice, zoom).
      reader={
        <PageReader key={entry.path} title={entry.title} pages={images} noun={kind === 'scans' ? 'page' : 'image'} />
      }
    />
  );
}
