/** What a list page narrowed by facets says about itself: its title, head rules and the facets' panel. */
import { choicePath, type FacetChoice, type FacetedList, type FacetGroup } from '@folio/core';

export interface FacetPanel {
  /** The panel's heading, e.g. "Filter scans". */
  title: string;
  /** The plain list's path. */
  path: string;
  groups: FacetGroup[];
  choice: FacetChoice;
  /** What the list shows, e.g. "12 of 60 scans". */
  summary: string;
}

export interface FacetView {
  /** "Scans" on the plain list, "Scans: 1994, Maison Martin Margiela" on a narrowed one. */
  title: string;
  /** Null on the plain list, which keeps its own description. */
  description: string | null;
  /** The page's own address: the plain path, or the normalised faceted URL. */
  path: string;
  /** Any facet parameter in the URL makes the page a view of the plain list, kept out of search indexes. */
  noindex: boolean;
  facets: FacetPanel;
}

/** The chosen values as read, a refined value (a decade) left out when a value refining it (a year) is chosen. */
const chosenLabels = (groups: readonly FacetGroup[]): string[] =>
  groups
    .filter((group) => group.chosen && !group.clears.some((key) => groups.find((other) => other.key === key)?.chosen))
    .map((group) => group.chosen!.label);

export function facetView<T>(
  label: string,
  path: string,
  total: number,
  { items, groups, choice }: FacetedList<T>,
  params: URLSearchParams,
): FacetView {
  const noun = label.toLowerCase();
  const chosen = chosenLabels(groups);
  const narrowed = chosen.length > 0;
  return {
    title: narrowed ? `${label}: ${chosen.join(', ')}` : label,
    description: narrowed
      ? `${label} of the library narrowed to ${chosen.join(', ')}: ${items.length} of ${total}.`
      : null,
    path: choicePath(path, groups, choice),
    noindex: groups.some((group) => params.has(group.key)),
    facets: {
      title: `Filter ${noun}`,
      path,
      groups,
      choice,
      summary: narrowed ? `Showing ${items.length} of ${total} ${noun}` : `Showing all ${total} ${noun}`,
    },
  };
}
