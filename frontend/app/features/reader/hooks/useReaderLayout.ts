import { useCallback, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReaderLayout } from '../utils/spreads';

/**
 * Two-page spreads from the "md" breakpoint up, one page at a time below it; the reader's own choice,
 * once made, wins over the screen width. Only used after hydration, so reading the media query at once is safe.
 */
export function useReaderLayout(): { layout: ReaderLayout; toggleLayout: () => void } {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [chosen, setChosen] = useState<ReaderLayout | null>(null);
  const layout = chosen ?? (wide ? 'spread' : 'single');
  const toggleLayout = useCallback(() => setChosen(layout === 'spread' ? 'single' : 'spread'), [layout]);
  return { layout, toggleLayout };
}
