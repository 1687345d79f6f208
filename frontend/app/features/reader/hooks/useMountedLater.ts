import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, then true in a transition of its own: parts rendered behind it (below the
 * fold, not needed at once) come in a second, interruptible render and a separate, shorter commit.
 */
export function useMountedLater(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted;
}
