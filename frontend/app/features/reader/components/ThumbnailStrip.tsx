import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Image } from '@folio/core';
import { thumbnailSource } from '../utils/imageSources';
import type { ReaderText } from '../utils/readerText';

const THUMBNAIL_WIDTH_PX = 56;

interface ThumbnailStripProps {
  pages: Image[];
  /** The pages on screen (two in a spread). */
  currentPages: number[];
  text: ReaderText;
  onSelect: (page: number) => void;
}

/** A scrollable row of small pages; the ones on screen are marked and kept in view. Thumbnails load lazily. */
export function ThumbnailStrip({ pages, currentPages, text, onSelect }: ThumbnailStripProps) {
  const stripRef = useRef<HTMLOListElement>(null);
  const firstCurrent = currentPages[0];

  useEffect(() => {
    const strip = stripRef.current;
    const thumbnail = strip?.querySelector<HTMLElement>(`[data-page="${firstCurrent}"]`);
    if (!strip || !thumbnail) return;
    // Scroll the strip only: scrollIntoView would also scroll the page under a reader who is reading.
    strip.scrollLeft = thumbnail.offsetLeft - (strip.clientWidth - thumbnail.offsetWidth) / 2;
  }, [firstCurrent]);

  return (
    <Box
      component="ol"
      ref={stripRef}
      aria-label={text.thumbnails}
      sx={{
        position: 'relative',
        display: 'flex',
        // "safe": a strip longer than the screen starts at its first thumbnail instead of overflowing both ways.
        justifyContent: 'safe center',
        gap: 1,
        overflowX: 'auto',
        listStyle: 'none',
        m: 0,
        px: 0.5,
        py: 1,
        scrollBehavior: 'smooth',
        '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
      }}
    >
      {pages.map((image, index) => {
        const page = index + 1;
        const thumbnail = thumbnailSource(image);
        const isCurrent = currentPages.includes(page);
        return (
          <Box component="li" key={page} sx={{ flex: 'none' }}>
            <ButtonBase
              data-page={page}
              aria-label={text.goTo(page)}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={() => onSelect(page)}
              sx={{
                flexDirection: 'column',
                gap: 0.5,
                p: 0.5,
                border: 2,
                borderColor: isCurrent ? 'secondary.main' : 'transparent',
                typography: 'caption',
                color: 'text.secondary',
              }}
            >
              <Box
                component="img"
                src={thumbnail.url}
                width={thumbnail.width}
                height={thumbnail.height}
                alt=""
                loading="lazy"
                decoding="async"
                sx={{ display: 'block', width: THUMBNAIL_WIDTH_PX, height: 'auto', bgcolor: 'action.hover' }}
              />
              <span aria-hidden="true">{page}</span>
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}
