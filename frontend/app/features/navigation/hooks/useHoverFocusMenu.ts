import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * Open/closed state of a navbar submenu that opens on pointer hover AND on keyboard focus (spec:
 * hover submenus; keyboard users must reach them too). Spread `containerProps` on the element that
 * holds both the trigger and the submenu. Escape closes and returns focus to the trigger.
 */
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
