/**
 * The catalog pages' data (list, designer, entry) for their route loaders: entries from the server's
 * content cache (a 503 when the CMS is out, a 404 for an unknown path) with each page's head.
 */
import { sortByTitle, type ArchiveEntry, type Scan } from '@folio/core';
import { content } from '../../../lib/content/content.server';
import { groupByDesigner, type EntryKind } from '../../../lib/content/groups';
import { loadContent, notFoundOrMoved } from '../../../lib/content/loaders.server';
import { buildPageHead } from '../../../lib/seo/pageHead.server';
import { archiveEntryJsonLd, collectionPageJsonLd, scanJsonLd } from '../../../lib/seo/structuredData';
import { absoluteUrl } from '../../../lib/seo/urls';
import { entriesOfDesigner, findEntryByPath, toEntryCard } from '../cards';
import { ENTRY_KINDS, entryKindOf } from '../entryKinds';
import { relatedEntryCards } from '../related';

export const loadEntries = (kind: EntryKind): Promise<(Scan | ArchiveEntry)[]> =>
  loadContent<(Scan | ArchiveEntry)[]>(kind === 'scans' ? content.scans : content.archives);

/** /scans and /archives: every entry, grouped by designer or brand, A-Z. */
export async function loadCatalogList(url: string) {
  const kind = entryKindOf(url);
  const { label, description } = ENTRY_KINDS[kind];
  const entries = await loadEntries(kind);
  const groups = groupByDesigner(kind, entries, toEntryCard);
  // The share image is the list's first cover.
  const firstShown = entries.find((entry) => entry.id === groups[0]?.entries[0]?.id);
  const head = await buildPageHead({
    title: label,
    description,
    path: `/${kind}`,
    image: firstShown?.cover,
    jsonLd: ({ url: pageUrl, identity }) => [
      collectionPageJsonLd(
        label,
        pageUrl,
        description,
        groups.flatMap((group) =>
          group.entries.map((entry) => ({ name: entry.title, url: absoluteUrl(entry.path, identity.siteUrl) })),
        ),
      ),
    ],
  });
  return { kind, label, description, groups, head };
}

/** /scans/{designer} and /archives/{designer}: one designer's or brand's entries. */
export async function loadDesignerPage(url: string, designerSlug: string) {
  const kind = entryKindOf(url);
  const { label } = ENTRY_KINDS[kind];
  const entries = sortByTitle(entriesOfDesigner(await loadEntries(kind), designerSlug));
  if (!entries.length) return notFoundOrMoved(url);
  const designer = entries[0].designerOrBrand;
  const title = `${designer} ${label}`;
  const description = `${label} of ${designer} in the library: ${entries.length} ${entries.length === 1 ? 'title' : 'titles'}.`;
  const cards = entries.map(toEntryCard);
  const head = await buildPageHead({
    title,
    description,
    path: `/${kind}/${entries[0].designerorbrand.slug}`,
    image: entries[0].cover,
    jsonLd: ({ url: pageUrl, identity }) => [
      collectionPageJsonLd(
        title,
        pageUrl,
        description,
        cards.map((card) => ({ name: card.title, url: absoluteUrl(card.path, identity.siteUrl) })),
      ),
    ],
  });
  return { kind, label, title, description, cards, head };
}

/**
 * /scans/{brand}/{title} and /archives/{designer}/{collection}, matched on the catalog's `path`, with its
 * related entries of the same kind.
 */
export async function loadEntryPage(url: string, designerSlug: string, titleSlug: string) {
  const kind = entryKindOf(url);
  const entries = await loadEntries(kind);
  const entry = findEntryByPath(entries, kind, designerSlug, titleSlug);
  if (!entry) return notFoundOrMoved(url);
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
    jsonLd: ({ url: pageUrl, imageUrl }) => [
      kind === 'scans'
        ? scanJsonLd(entry, images.length, pageUrl, imageUrl)
        : archiveEntryJsonLd(entry, pageUrl, imageUrl),
    ],
  });
  return { kind, entry, images, head, related: relatedEntryCards(entry, entries) };
}
