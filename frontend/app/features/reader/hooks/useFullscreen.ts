import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Unsupported browsers (iPhone Safari) get no button; focus goes back should the browser drop it on leaving. */
export function useFullscreen(targetRef: RefObject<HTMLElement | null>) {
  const [supported] = useState(() => typeof document !== 'undefined' && document.fullscreenEnabled === true);
  const [active, setActive] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!supported) return undefined;
    const onChange = () => {
      const isActive = document.fullscreenElement !== null && document.fullscreenElement === targetRef.current;
      setActive(isActive);
      if (isActive) return;
      const focusLost = !document.activeElement || document.activeElement === document.body;
      if (focusLost && returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
      returnFocusTo.current = null;
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [supported, targetRef]);

  const toggle = useCallback(() => {
    let request: Promise<void> | undefined;
    if (document.fullscreenElement) {
      request = document.exitFullscreen();
    } else {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      request = targetRef.current?.requestFullscreen();
    }
    // A refused request (no user gesture, iframe without permission) leaves the reader as it was.
    request?.catch(() => undefined);
  }, [targetRef]);

  return { supported, active, toggle };
}
