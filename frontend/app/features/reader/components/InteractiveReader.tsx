import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { Image } from '@folio/core';
import { useFullscreen } from '../hooks/useFullscreen';
import { useReaderLayout } from '../hooks/useReaderLayout';
import { useReaderPage } from '../hooks/useReaderPage';
import { useReaderShortcuts } from '../hooks/useReaderShortcuts';
import type { ReaderText } from '../utils/readerText';
import { READER_KEYS } from '../utils/shortcuts';
import { buildSpreads, spreadIndexOf } from '../utils/spreads';
import { ReaderStage } from './ReaderStage';
import { RenderLater } from './RenderLater';
import { ReaderToolbar } from './ReaderToolbar';
import { ShortcutHelp } from './ShortcutHelp';
import { ThumbnailStrip } from './ThumbnailStrip';

// The zoom view (a full-screen dialog) is not part of the page load: its code loads on the first zoom.
const ZoomOverlay = lazy(() => import('./ZoomOverlay').then((module) => ({ default: module.ZoomOverlay })));

interface InteractiveReaderProps {
  pages: Image[];
  text: ReaderText;
}

/** The reader once JavaScript runs: one page or a spread at a time, driven by buttons, keys, swipes and the URL. */
export function InteractiveReader({ pages, text }: InteractiveReaderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const pageCount = pages.length;
  const [page, goToPage] = useReaderPage(pageCount);
  const { layout, toggleLayout } = useReaderLayout();
  const spreads = useMemo(() => buildSpreads(pageCount, layout), [pageCount, layout]);
  const current = spreadIndexOf(spreads, page);
  const spread = spreads[current];
  const neighbours = useMemo(
    () => [...(spreads[current - 1] ?? []), ...(spreads[current + 1] ?? [])].map((number) => pages[number - 1]),
    [spreads, current, pages],
  );
  const atStart = current === 0;
  const atEnd = current === spreads.length - 1;
  // `requested`: zoomed in at least once, so the zoom view is mounted (and stays, for its closing transition).
  const [zoom, setZoom] = useState({ open: false, page: 1, requested: false });
  const fullscreen = useFullscreen(rootRef);

  const previous = () => {
    if (!atStart) goToPage(spreads[current - 1][0], { jump: false });
  };
  const next = () => {
    if (!atEnd) goToPage(spreads[current + 1][0], { jump: false });
  };
  const jump = (target: number) => goToPage(target, { jump: true });
  const openZoom = (target: number) => setZoom({ open: true, page: target, requested: true });

  useReaderShortcuts(rootRef, [
    { ...READER_KEYS.previous, run: previous, whenPageFocused: true },
    { ...READER_KEYS.next, run: next, whenPageFocused: true },
    { ...READER_KEYS.first, run: () => jump(1) },
    { ...READER_KEYS.last, run: () => jump(pageCount) },
    { ...READER_KEYS.zoom, run: () => openZoom(spread[0]) },
    { ...READER_KEYS.spread, run: toggleLayout },
    ...(fullscreen.supported ? [{ ...READER_KEYS.fullscreen, run: fullscreen.toggle }] : []),
  ]);

  return (
    <Box
      ref={rootRef}
      role="region"
      aria-label={text.region}
      // Not a tab stop, but a click on the stage puts focus here, so the keys then act on this reader.
      tabIndex={-1}
      sx={{
        '--page-max-height': 'min(80vh, 1400px)',
        outline: 'none',
        bgcolor: 'background.default',
        '&:fullscreen': {
          '--page-max-height': 'calc(100vh - 200px)',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          p: 2,
          overflowY: 'auto',
        },
      }}
    >
      <ReaderStage
        pages={pages}
        spread={spread}
        neighbours={neighbours}
        layout={layout}
        text={text}
        onPrevious={previous}
        onNext={next}
        onZoom={openZoom}
      />
      {/*
        Built in three commits rather than one long task after hydration: the page, then the controls,
        then what sits below them (thumbnails, the shortcut list).
      */}
      <RenderLater>
        <ReaderToolbar
          page={page}
          pageCount={pageCount}
          atStart={atStart}
          atEnd={atEnd}
          layout={layout}
          fullscreen={fullscreen}
          text={text}
          onPrevious={previous}
          onNext={next}
          onJump={jump}
          onToggleLayout={toggleLayout}
        />
        <Box role="status" sx={visuallyHidden}>
          {text.position(spread, pageCount)}
        </Box>
        <RenderLater>
          <ThumbnailStrip pages={pages} currentPages={spread} text={text} onSelect={jump} />
          <ShortcutHelp text={text} fullscreenSupported={fullscreen.supported} />
        </RenderLater>
      </RenderLater>
      {zoom.requested && (
        <Suspense fallback={null}>
          <ZoomOverlay
            open={zoom.open}
            page={zoom.page}
            image={pages[zoom.page - 1]}
            text={text}
            onClose={() => setZoom((state) => ({ ...state, open: false }))}
          />
        </Suspense>
      )}
    </Box>
  );
}
