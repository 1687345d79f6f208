import { sortByTitle, type ArchiveEntry, type Image, type Scan } from '@folio/core';
import { content } from '../../../lib/content/content.server';
import { loadContent } from '../../../lib/content/loaders.server';
import { buildPageHead } from '../../../lib/seo/pageHead.server';
import { COMPARE_PATH, SIDES, parseSide, type Side } from '../compareParams';

export interface ComparedEntry {
  kind: 'scans' | 'archives';
  path: string;
  title: string;
  designerOrBrand: string;
  pages: Image[];
}

export interface CompareSide {
  entry: ComparedEntry;
  page: number;
}

const imagesOf = (kind: 'scans' | 'archives', entry: Scan | ArchiveEntry) =>
  (kind === 'scans' ? (entry as Scan).pages : (entry as ArchiveEntry).images) ?? [];

/** Both sides of /compare; a side naming no entry (or one without pages) is left to be chosen. */
export async function loadComparePage(url: string) {
  const params = new URL(url).searchParams;
  const [scans, archives] = await Promise.all([loadContent(content.scans), loadContent(content.archives)]);
  const entries: ComparedEntry[] = [
    ...sortByTitle(scans).map((entry) => ({ kind: 'scans' as const, entry })),
    ...sortByTitle(archives).map((entry) => ({ kind: 'archives' as const, entry })),
  ]
    .map(({ kind, entry }) => ({
      kind,
      path: entry.path,
      title: entry.title,
      designerOrBrand: entry.designerOrBrand,
      pages: imagesOf(kind, entry),
    }))
    .filter((entry) => entry.pages.length > 0);
  const sides = Object.fromEntries(
    SIDES.map((side) => {
      const parsed = parseSide(params.get(side));
      const entry = parsed && entries.find((candidate) => candidate.path === parsed.path);
      // The choosing form sends its page apart; any number past the last page shows the last.
      const chosenPage = /^\d{1,6}$/.test(params.get(`${side}Page`)?.trim() ?? '')
        ? Number(params.get(`${side}Page`))
        : null;
      const page = Math.max(1, chosenPage ?? parsed?.page ?? 1);
      return [side, entry ? { entry, page: Math.min(page, entry.pages.length) } : null];
    }),
  ) as Record<Side, CompareSide | null>;
  const named = SIDES.flatMap((side) => (sides[side] ? [sides[side].entry.title] : []));
  const head = await buildPageHead({
    title: named.length ? `Compare ${named.join(' and ')}` : 'Compare two pages',
    description: 'Two pages of the library side by side, each zoomable, zoom and pan kept together on request.',
    path: COMPARE_PATH,
    // Any two pages make a comparison: none is a page of its own for search engines.
    noindex: true,
  });
  const choices = entries.map(({ path, title, designerOrBrand, kind, pages }) => ({
    path,
    label: `${designerOrBrand} – ${title} (${kind === 'scans' ? 'scan' : 'archive'}, ${pages.length})`,
  }));
  return { sides, choices, head };
}
