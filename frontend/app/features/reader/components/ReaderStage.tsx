import { useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Image, PageBox } from '@folio/core';
import { ResponsiveImage } from '../../../components/media/ResponsiveImage';
import { HighlightMarks } from './HighlightMarks';
import { usePreloadedImages } from '../hooks/usePreloadedImages';
import { useSwipe } from '../hooks/useSwipe';
import { aspectRatio } from '../utils/imageSources';
import { pageSizes } from '../utils/pageSizes';
import type { ReaderText } from '../utils/readerText';
import { READER_KEYS, ariaKeys } from '../utils/shortcuts';
import type { ReaderLayout } from '../utils/spreads';

interface ReaderStageProps {
  pages: Image[];
  spread: number[];
  /** The pages of the spreads either side, fetched ahead of a page turn. */
  neighbours: Image[];
  layout: ReaderLayout;
  text: ReaderText;
  onPrevious: () => void;
  onNext: () => void;
  onZoom: (page: number) => void;
  highlights?: Map<number, PageBox[]>;
}

/** The pages on screen, each a button that opens the zoom view; pages further away are not in the document. */
export function ReaderStage({
  pages,
  spread,
  neighbours,
  layout,
  text,
  onPrevious,
  onNext,
  onZoom,
  highlights,
}: ReaderStageProps) {
  const swipe = useSwipe(onPrevious, onNext);
  const stageRef = useRef<HTMLDivElement>(null);
  const focusedSlot = useRef<number | null>(null);
  const sizes = pageSizes(layout);
  // In spread layout each page takes at most half the stage; pages also stop at the stage's height.
  const share = layout === 'spread' ? '50%' : '100%';

  usePreloadedImages(neighbours, sizes);

  // Keyed by place, a focused page keeps focus through a turn, unless a right-hand page goes: move it then.
  const spreadKey = spread.join('-');
  const spreadLength = spread.length;
  useLayoutEffect(() => {
    const slot = focusedSlot.current;
    const focusDropped = !document.activeElement || document.activeElement === document.body;
    if (slot === null || slot < spreadLength || !focusDropped) return;
    stageRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [spreadKey, spreadLength]);

  return (
    <Box
      ref={stageRef}
      {...swipe}
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', touchAction: 'pan-y pinch-zoom' }}
    >
      {spread.map((page, slot) => {
        const image = pages[page - 1];
        return (
          <ButtonBase
            key={slot}
            aria-label={text.zoom(page)}
            data-page={page}
            aria-keyshortcuts={slot === 0 ? ariaKeys(READER_KEYS.zoom) : undefined}
            onClick={() => onZoom(page)}
            onFocus={() => {
              focusedSlot.current = slot;
            }}
            onBlur={(event) => {
              if (event.relatedTarget) focusedSlot.current = null;
            }}
            sx={{
              display: 'block',
              flex: 'none',
              width: `min(${share}, calc(var(--page-max-height) * ${aspectRatio(image)}))`,
              cursor: 'zoom-in',
              bgcolor: 'action.hover',
            }}
          >
            <ResponsiveImage key={page} image={image} alt={text.alt(page)} sizes={sizes} priority="high" />
            <HighlightMarks boxes={highlights?.get(page)} />
          </ButtonBase>
        );
      })}
    </Box>
  );
}
