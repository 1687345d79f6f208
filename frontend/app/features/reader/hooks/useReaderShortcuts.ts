import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

export interface Shortcut {
  keys: string[];
  run: () => void;
  /** Also with nothing focused; off for keys the browser scrolls with, which then act only inside the reader. */
  whenPageFocused?: boolean;
}

function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Keys for text fields, other widgets (menus, dialogs) or with a modifier are left alone. */
export function useReaderShortcuts(rootRef: RefObject<HTMLElement | null>, shortcuts: Shortcut[]): void {
  // The listener stays attached; it reads the latest handlers, which close over the latest page.
  const latest = useRef(shortcuts);
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTextEntry(event.target)) return;
      const inReader = event.target instanceof Node && Boolean(rootRef.current?.contains(event.target));
      const pageFocused = event.target === document.body || event.target === document.documentElement;
      if (!inReader && !pageFocused) return;
      const shortcut = latest.current.find(({ keys }) => keys.includes(event.key));
      if (!shortcut || (!inReader && !shortcut.whenPageFocused)) return;
      event.preventDefault();
      shortcut.run();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [rootRef]);
}
