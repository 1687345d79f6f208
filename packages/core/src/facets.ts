import { compareTitles } from './sort.js';

export interface FacetValueOf {
  value: string;
  label: string;
}

export interface FacetDefinition<T> {
  key: string;
  label: string;
  valueOf: (item: T) => FacetValueOf | readonly FacetValueOf[] | null;
  /** A facet this one refines (year within decade): shown only once that one is chosen, and cleared with it. */
  refines?: string;
  compare?: (a: FacetValueOf, b: FacetValueOf) => number;
}

export interface FacetValue extends FacetValueOf {
  count: number;
}

export interface FacetGroup {
  key: string;
  label: string;
  values: FacetValue[];
  chosen: FacetValue | null;
  clears: string[];
}

export type FacetChoice = Record<string, string>;

export interface FacetedList<T> {
  items: T[];
  groups: FacetGroup[];
  choice: FacetChoice;
}

const refinersOf = <T>(definitions: readonly FacetDefinition<T>[], key: string): string[] =>
  definitions.filter((definition) => definition.refines === key).map((definition) => definition.key);

function valuesOf<T>(definition: FacetDefinition<T>, item: T): readonly FacetValueOf[] {
  const values = definition.valueOf(item);
  if (values === null) return [];
  return 'value' in values ? [values as FacetValueOf] : (values as readonly FacetValueOf[]);
}

const matches = <T>(item: T, definition: FacetDefinition<T>, value: string) =>
  valuesOf(definition, item).some((candidate) => candidate.value === value);

// A refining value alone brings the value it refines (year 1994 means the 1990s), and one outside it is dropped.
export function readFacetChoice<T>(
  definitions: readonly FacetDefinition<T>[],
  items: readonly T[],
  params: URLSearchParams,
): FacetChoice {
  const choice: FacetChoice = {};
  for (const definition of definitions) {
    const wanted = params.get(definition.key);
    if (wanted && items.some((item) => matches(item, definition, wanted))) choice[definition.key] = wanted;
  }
  for (const definition of definitions) {
    const chosen = choice[definition.key];
    if (!definition.refines || chosen === undefined) continue;
    const parent = definitions.find((candidate) => candidate.key === definition.refines);
    const withChosen = items.find((item) => matches(item, definition, chosen));
    const implied = parent && withChosen ? valuesOf(parent, withChosen)[0]?.value : undefined;
    if (implied === undefined) delete choice[definition.key];
    else if (choice[parent!.key] === undefined) choice[parent!.key] = implied;
    else if (choice[parent!.key] !== implied) delete choice[definition.key];
  }
  return choice;
}

// Each facet is counted over the list narrowed by the other facets, so a count says what choosing the value would show.
export function applyFacets<T>(
  definitions: readonly FacetDefinition<T>[],
  items: readonly T[],
  choice: FacetChoice,
): FacetedList<T> {
  const chosenDefinitions = definitions.filter((definition) => choice[definition.key] !== undefined);
  const narrowed = (except: readonly string[]) =>
    items.filter((item) =>
      chosenDefinitions.every(
        (definition) => except.includes(definition.key) || matches(item, definition, choice[definition.key]),
      ),
    );
  const groups = definitions.map((definition): FacetGroup => {
    const clears = refinersOf(definitions, definition.key);
    const counts = new Map<string, FacetValue>();
    if (!definition.refines || choice[definition.refines] !== undefined) {
      for (const item of narrowed([definition.key, ...clears])) {
        for (const value of valuesOf(definition, item)) {
          const counted = counts.get(value.value) ?? { ...value, count: 0 };
          counted.count += 1;
          counts.set(value.value, counted);
        }
      }
    }
    const chosenValue = choice[definition.key];
    if (chosenValue !== undefined && !counts.has(chosenValue)) {
      const label = items
        .flatMap((item) => valuesOf(definition, item))
        .find((value) => value.value === chosenValue)?.label;
      counts.set(chosenValue, { value: chosenValue, label: label ?? chosenValue, count: 0 });
    }
    const compare = definition.compare ?? ((a: FacetValueOf, b: FacetValueOf) => compareTitles(a.label, b.label));
    const values = [...counts.values()].sort(compare);
    return {
      key: definition.key,
      label: definition.label,
      values,
      chosen: values.find((value) => value.value === chosenValue) ?? null,
      clears,
    };
  });
  return { items: narrowed([]), groups, choice };
}

export const facetList = <T>(
  definitions: readonly FacetDefinition<T>[],
  items: readonly T[],
  params: URLSearchParams,
): FacetedList<T> => applyFacets(definitions, items, readFacetChoice(definitions, items, params));

// Parameters follow the groups' order so one choice has one URL.
export function choicePath(path: string, groups: readonly Pick<FacetGroup, 'key'>[], choice: FacetChoice): string {
  const params = new URLSearchParams();
  for (const group of groups) if (choice[group.key] !== undefined) params.set(group.key, choice[group.key]);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function facetHref(
  path: string,
  groups: readonly Pick<FacetGroup, 'key' | 'clears'>[],
  choice: FacetChoice,
  key: string,
  value: string | null,
): string {
  const changed: FacetChoice = { ...choice };
  delete changed[key];
  if (value !== null) changed[key] = value;
  for (const cleared of groups.find((group) => group.key === key)?.clears ?? []) delete changed[cleared];
  return choicePath(path, groups, changed);
}

export function compareNumericValues(a: FacetValueOf, b: FacetValueOf): number {
  const [x, y] = [Number(a.value), Number(b.value)];
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
  return x - y;
}

export const decadeValue = (year: number): FacetValueOf => {
  const decade = Math.floor(year / 10) * 10;
  return { value: String(decade), label: `${decade}s` };
};

export const yearValue = (year: number): FacetValueOf => ({ value: String(year), label: String(year) });
