import { searchWords } from '@folio/core';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { searchSuggestPath, type DropdownAnswer } from '../api/searchSuggest';
import { suggestionOption, type SearchOption } from '../searchOptions';
import { useDebouncedValue } from './useDebouncedValue';

export type SearchKit = typeof import('../searchKit');

// One request per word typed, not per key.
export const DROPDOWN_DEBOUNCE_MS = 150;
const NO_OPTIONS: SearchOption[] = [];

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

// Only the handled words go to the site server (docs/decisions/185), so the first answer costs the same on any library
// size; the last answer stays shown while the next is on its way.
export function useDropdownAnswer(
  wanted: boolean,
  query: string,
): {
  kit: SearchKit | null;
  results: Pick<DropdownAnswer, 'words' | 'totals' | 'suggestion'> | null;
  options: SearchOption[];
  pageOptions: SearchOption[];
  /** "No results" now means none: the answer shown is the one for the words typed (or asking failed). */
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
