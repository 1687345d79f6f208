import { searchWords } from '@folio/core';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { searchSuggestPath, type DropdownAnswer } from '../api/searchSuggest';
import { suggestionOption, type SearchOption } from '../searchOptions';
import { useDebouncedValue } from './useDebouncedValue';

export type SearchKit = typeof import('../searchKit');

/** Typing pauses this long before the site server is asked: one request per word typed, not per key. */
export const DROPDOWN_DEBOUNCE_MS = 150;
const NO_OPTIONS: SearchOption[] = [];

/** Loads the search kit (the dropdown) once `wanted`; null until it has arrived. */
function useSearchKit(wanted: boolean): SearchKit | null {
  const [kit, setKit] = useState<SearchKit | null>(null);
  useEffect(() => {
    if (!wanted || kit) return;
    let current = true;
    import('../searchKit').then(
      (loaded) => {
        if (current) setKit(loaded);
      },
      // The box still works without it: Enter submits to the results page.
      (error: Error) => console.error('[site] search dropdown unavailable:', error.message),
    );
    return () => {
      current = false;
    };
  }, [wanted, kit]);
  return kit;
}

/**
 * The dropdown's answer for the query, from the site server (GET /search/suggest, docs/decisions/185): the
 * browser sends the query's handled words once typing pauses and receives only what the dropdown shows, so
 * the first answer costs the same on any library size. The last answer stays shown while the next is on its
 * way, and the kit (the dropdown's code) loads on first focus, beside the first request.
 */
export function useDropdownAnswer(
  wanted: boolean,
  query: string,
): {
  /** The dropdown; null until loaded. */
  kit: SearchKit | null;
  /** The words and counts of the answer shown; null before the first. */
  results: Pick<DropdownAnswer, 'words' | 'totals' | 'suggestion'> | null;
  /** "Did you mean …" first, then the results of each category, then the entries found on their pages. */
  options: SearchOption[];
  /** The entries found by words on their pages, among `options`. */
  pageOptions: SearchOption[];
  /** The answer shown is the one for the words typed (or asking failed): "no results" now means none. */
  settled: boolean;
} {
  const kit = useSearchKit(wanted);
  const words = useMemo(() => searchWords(query), [query]);
  const wordsText = words.join(' ');
  const settledWords = useDebouncedValue(wordsText, DROPDOWN_DEBOUNCE_MS);
  const key = wanted && wordsText && settledWords === wordsText ? searchSuggestPath(words) : null;
  const { data, error } = useSWR<DropdownAnswer>(key);
  const [shown, setShown] = useState<DropdownAnswer | null>(null);
  useEffect(() => {
    if (data) setShown(data);
  }, [data]);
  // A failed request shows nothing rather than the answer to other words; Enter still opens the results page.
  const answer = wordsText && !(key && error) ? (data ?? shown) : null;
  const options = useMemo(
    () =>
      answer ? [...(answer.suggestion ? [suggestionOption(answer.suggestion)] : []), ...answer.options] : NO_OPTIONS,
    [answer],
  );
  const pageOptions = useMemo(() => options.filter((option) => option.category === 'pages'), [options]);
  const settled = Boolean(wordsText && (answer?.words.join(' ') === wordsText || (key && error)));
  return { kit, results: answer, options: kit ? options : NO_OPTIONS, pageOptions, settled };
}
