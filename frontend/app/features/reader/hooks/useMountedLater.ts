import { startTransition, useEffect, useState } from 'react';

/** False on the first render, then true in a transition: what waits behind it gets a later, shorter commit. */
export function useMountedLater(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted;
}
