import { choicePath, type FacetChoice, type FacetedList, type FacetGroup } from '@folio/core';

export interface FacetPanel {
  title: string;
  path: string;
  groups: FacetGroup[];
  choice: FacetChoice;
  summary: string;
}

export interface FacetView {
  title: string;
  description: string | null;
  path: string;
  /** Any facet parameter makes the page a view of the plain list, kept out of search indexes. */
  noindex: boolean;
  facets: FacetPanel;
}

// A refined value (a decade) is left out when a value refining it (a year) is chosen.
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
