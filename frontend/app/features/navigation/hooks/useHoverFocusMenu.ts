import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

// Opens on keyboard focus as well as hover, because keyboard users must reach the submenus too.
export function useHoverFocusMenu<Trigger extends HTMLElement = HTMLAnchorElement>() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<Trigger>(null);
  // Focus returned to the trigger by Escape must not reopen the menu at once.
  const ignoreNextFocus = useRef(false);

  const close = useCallback(() => setOpen(false), []);

  const containerProps = {
    onMouseEnter: () => setOpen(true),
    onMouseLeave: close,
    onFocus: () => {
      if (ignoreNextFocus.current) ignoreNextFocus.current = false;
      else setOpen(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      close();
      if (triggerRef.current && document.activeElement !== triggerRef.current) {
        ignoreNextFocus.current = true;
        triggerRef.current.focus();
      }
    },
  };

  return { open, close, triggerRef, containerProps };
}
