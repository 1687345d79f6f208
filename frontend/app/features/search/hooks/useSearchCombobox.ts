import { SEARCH_BLUR_DELAY_MS } from '@folio/core';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

interface SearchComboboxOptions {
  /** Options in the dropdown right now (arrow keys walk them, wrapping around). */
  optionCount: number;
  /** The visitor reached for the box: time to load what it searches. */
  onFirstFocus: () => void;
  /** Enter on a highlighted option. */
  onChooseOption: (index: number) => void;
  /** Escape with the dropdown already closed. */
  onClearText: () => void;
}

/**
 * Focus, timing and keyboard of the navbar search box (combobox pattern of WAI-ARIA):
 * - expands on focus and collapses SEARCH_BLUR_DELAY_MS after blur; the dropdown stays for that
 *   delay too, so a click on a result lands before it disappears;
 * - ArrowDown/ArrowUp move the highlight through the options, Enter opens the highlighted one,
 *   Escape closes the dropdown (a second Escape clears the text).
 * Enter without a highlighted option is left to the surrounding form (the results page).
 */
export function useSearchCombobox({ optionCount, onFirstFocus, onChooseOption, onClearText }: SearchComboboxOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const collapseTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const everFocused = useRef(false);

  const cancelCollapse = () => {
    if (collapseTimer.current) clearTimeout(collapseTimer.current);
    collapseTimer.current = null;
  };
  useEffect(() => cancelCollapse, []);

  const open = expanded && !dismissed && optionCount > 0;
  const activeIndex = open && highlighted < optionCount ? highlighted : -1;

  const onFocus = () => {
    cancelCollapse();
    setExpanded(true);
    if (!everFocused.current) {
      everFocused.current = true;
      onFirstFocus();
    }
  };

  const onBlur = () => {
    cancelCollapse();
    collapseTimer.current = setTimeout(() => {
      collapseTimer.current = null;
      setExpanded(false);
      setHighlighted(-1);
    }, SEARCH_BLUR_DELAY_MS);
  };

  /** Call when the text changes: a new query shows its dropdown afresh, nothing highlighted. */
  const onTextChange = useCallback(() => {
    setDismissed(false);
    setHighlighted(-1);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (optionCount === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setDismissed(false);
        setHighlighted((current) => {
          const from = open && current < optionCount ? current : -1;
          if (from === -1) return step === 1 ? 0 : optionCount - 1;
          return (from + step + optionCount) % optionCount;
        });
        return;
      }
      case 'Enter':
        if (activeIndex === -1) return;
        event.preventDefault();
        onChooseOption(activeIndex);
        return;
      case 'Escape':
        event.preventDefault();
        if (open) {
          setDismissed(true);
          setHighlighted(-1);
        } else {
          onClearText();
        }
        return;
    }
  };

  /** After leaving for a result or the results page: drop the highlight and let the box collapse. */
  const finish = () => {
    setHighlighted(-1);
    inputRef.current?.blur();
  };

  /** Collapse at once (the close button of the full-screen mobile box). */
  const collapseNow = () => {
    cancelCollapse();
    setExpanded(false);
    setHighlighted(-1);
  };

  return { inputRef, expanded, open, activeIndex, onFocus, onBlur, onKeyDown, onTextChange, finish, collapseNow };
}
