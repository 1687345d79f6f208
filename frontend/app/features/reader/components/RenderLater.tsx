import type { ReactNode } from 'react';
import { useMountedLater } from '../hooks/useMountedLater';

/**
 * Its children, one commit after it mounts (see useMountedLater). Nested, each level waits for the one
 * around it, so a large first render is spread over several short commits instead of one long task.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  return useMountedLater() ? children : null;
}
