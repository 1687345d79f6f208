import { entryRightsUri, facetList, iiifRightsLabel, sortByTitle, type ArchiveEntry, type Scan } from '@folio/core';
import { content } from '../../../lib/content/content.server';
import { groupByDesigner, type EntryKind } from '../../../lib/content/groups';
import { loadContent, notFoundOrMoved } from '../../../lib/content/loaders.server';
import { facetListHead } from '../../../lib/content/facetHead.server';
import { facetView } from '../../../lib/content/facetView';
import { buildPageHead } from '../../../lib/seo/pageHead.server';
import { archiveEntryJsonLd, collectionPageJsonLd, scanJsonLd } from '../../../lib/seo/structuredData';
import { absoluteUrl } from '../../../lib/seo/urls';
import { entriesOfDesigner, findEntryByPath, toEntryCard } from '../cards';
import { ENTRY_KINDS, entryKindOf } from '../entryKinds';
import { relatedEntryCards } from '../related';
import { CATALOG_FACETS } from '../facets';

export const loadEntries = (kind: EntryKind): Promise<(Scan | ArchiveEntry)[]> =>
  loadContent<(Scan | ArchiveEntry)[]>(kind === 'scans' ? content.scans : content.archives);

// A narrowed list is a view of the plain one: noindex, canonical to it.
export async function loadCatalogList(url: string) {
  const kind = entryKindOf(url);
  const { label, description } = ENTRY_KINDS[kind];
  const path = `/${kind}`;
  const all = await loadEntries(kind);
  const { searchParams } = new URL(url);
  const faceted = facetList(CATALOG_FACETS, all, searchParams);
  const entries = faceted.items;
  const groups = groupByDesigner(kind, entries, toEntryCard);
  const view = facetView(label, path, all.length, faceted, searchParams);
  const firstShown = entries.find((entry) => entry.id === groups[0]?.entries[0]?.id);
  const head = await facetListHead(view, {
    description,
    image: firstShown?.cover,
    items: groups.flatMap((group) => group.entries.map((entry) => ({ name: entry.title, path: entry.path }))),
  });
  return { kind, label, description, groups, head, facets: view.facets };
}

/**
 * /scans/{designer} and /archives/{designer}: one designer's or brand's entries of that kind first (the
 * spec's page), then a few of their entries of the other kind with a link to that page and its count. A
 * designer with entries of the other kind only has no page of this kind: 404, as before (record 183).
 */
export async function loadDesignerPage(url: string, designerSlug: string) {
  const kind = entryKindOf(url);
  const otherKind: EntryKind = kind === 'scans' ? 'archives' : 'scans';
  const { label } = ENTRY_KINDS[kind];
  const [ofKind, ofOtherKind] = await Promise.all([loadEntries(kind), loadEntries(otherKind)]);
  const entries = sortByTitle(entriesOfDesigner(ofKind, designerSlug));
  if (!entries.length) return notFoundOrMoved(url);
  const designer = entries[0].designerOrBrand;
  const { slug } = entries[0].designerorbrand;
  const title = `${designer} ${label}`;
  const description = `${label} of ${designer} in the library: ${entries.length} ${entries.length === 1 ? 'title' : 'titles'}.`;
  const cards = entries.map(toEntryCard);
  const others = sortByTitle(entriesOfDesigner(ofOtherKind, slug));
  const elsewhere = others.length
    ? {
        kind: otherKind,
        label: ENTRY_KINDS[otherKind].label,
        path: `/${otherKind}/${slug}`,
        count: others.length,
        cards: others.slice(0, ELSEWHERE_CARDS).map(toEntryCard),
      }
    : null;
  const head = await buildPageHead({
    title,
    description,
    path: `/${kind}/${slug}`,
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
  return { kind, label, title, description, cards, head, designer: { name: designer, slug }, elsewhere };
}

/** How many of a designer's entries of the other kind their page shows: one row of covers on a desktop. */
const ELSEWHERE_CARDS = 5;

export async function loadEntryPage(url: string, designerSlug: string, titleSlug: string) {
  const kind = entryKindOf(url);
  const entries = await loadEntries(kind);
  const entry = findEntryByPath(entries, kind, designerSlug, titleSlug);
  if (!entry) return notFoundOrMoved(url);
  const images = kind === 'scans' ? (entry as Scan).pages : 'images' in entry ? entry.images : [];
  const { settings } = await loadContent(content.site);
  const rightsUri = entryRightsUri(entry.rights, settings.iiifRights);
  const rights = { uri: rightsUri, label: iiifRightsLabel(rightsUri) ?? rightsUri };
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
  return { kind, entry, images, rights, siteName: settings.siteName, head, related: relatedEntryCards(entry, entries) };
}
