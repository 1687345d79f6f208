import { useCallback, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReaderLayout } from '../utils/spreads';

/** Spreads from "md" up unless the reader chose; used only after hydration, so the media query is read at once. */
export function useReaderLayout(): { layout: ReaderLayout; toggleLayout: () => void } {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [chosen, setChosen] = useState<ReaderLayout | null>(null);
  const layout = chosen ?? (wide ? 'spread' : 'single');
  const toggleLayout = useCallback(() => setChosen(layout === 'spread' ? 'single' : 'spread'), [layout]);
  return { layout, toggleLayout };
}
