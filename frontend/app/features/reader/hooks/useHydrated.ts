import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, so a no-JavaScript version comes first without a mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
