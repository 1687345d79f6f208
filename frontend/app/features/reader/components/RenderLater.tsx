import type { ReactNode } from 'react';
import { useMountedLater } from '../hooks/useMountedLater';

/** Its children one commit later: nested, the levels spread a large first render over several short commits. */
export function RenderLater({ children }: { children: ReactNode }) {
  return useMountedLater() ? children : null;
}
