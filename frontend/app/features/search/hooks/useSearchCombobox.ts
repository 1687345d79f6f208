import { SEARCH_BLUR_DELAY_MS } from '@folio/core';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

interface SearchComboboxOptions {
  optionCount: number;
  onFirstFocus: () => void;
  onChooseOption: (index: number) => void;
  onClearText: () => void;
}

// The dropdown stays SEARCH_BLUR_DELAY_MS after blur so a click on a result lands before it disappears.
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

  const finish = () => {
    setHighlighted(-1);
    inputRef.current?.blur();
  };

  const collapseNow = () => {
    cancelCollapse();
    setExpanded(false);
    setHighlighted(-1);
  };

  return { inputRef, expanded, open, activeIndex, onFocus, onBlur, onKeyDown, onTextChange, finish, collapseNow };
}
