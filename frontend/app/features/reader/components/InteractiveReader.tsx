import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { Image, PageBox } from '@folio/core';
import { useFullscreen } from '../hooks/useFullscreen';
import { useReaderLayout } from '../hooks/useReaderLayout';
import { useReaderPage } from '../hooks/useReaderPage';
import { useReaderShortcuts } from '../hooks/useReaderShortcuts';
import { useCitedRegion } from '../hooks/useCitedRegion';
import { useSearchLanding } from '../hooks/useSearchLanding';
import { useZoomUrl } from '../hooks/useZoomUrl';
import type { ReaderCitation } from '../utils/readerCitation';
import type { ReaderText } from '../utils/readerText';
import { READER_KEYS } from '../utils/shortcuts';
import { buildSpreads, spreadIndexOf } from '../utils/spreads';
import { type PixelRegion, type ZoomRegion, formatZoomRegion, parseZoomRegion } from '../utils/zoomRegion';
import { ReaderStage } from './ReaderStage';
import { RenderLater } from './RenderLater';
import { ReaderToolbar } from './ReaderToolbar';
import { ShortcutHelp } from './ShortcutHelp';
import { ThumbnailStrip } from './ThumbnailStrip';

// Its code loads on the first zoom, not with the page.
const ZoomOverlay = lazy(() => import('./ZoomOverlay').then((module) => ({ default: module.ZoomOverlay })));

interface InteractiveReaderProps {
  pages: Image[];
  text: ReaderText;
  pageDownloadHref?: (page: number) => string;
  highlights?: Map<number, PageBox[]>;
  /** The pages on screen changed: one page, or both pages of a spread. */
  onSpreadChange?: (spread: number[]) => void;
  citation?: ReaderCitation;
}

export function InteractiveReader({
  pages,
  text,
  pageDownloadHref,
  highlights,
  onSpreadChange,
  citation,
}: InteractiveReaderProps) {
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
  const [zoomParam, setZoomParam] = useZoomUrl();
  const citedRegion = useCitedRegion(pages[page - 1]);
  // `requested` keeps the view mounted for its closing transition; opened `fromUrl`, the reader places focus on close.
  const [zoom, setZoom] = useState(() => {
    const region = citedRegion ?? parseZoomRegion(zoomParam, pages[page - 1]);
    const fromUrl = region !== null;
    return { open: fromUrl, page, requested: fromUrl, region: region as ZoomRegion | null, fromUrl };
  });
  const zoomNow = useRef(zoom);
  useLayoutEffect(() => {
    zoomNow.current = zoom;
  });
  // Opened for a found word: on close, focus goes to the page, as for a zoom opened from the URL.
  const openZoomAt = useCallback(
    (target: number, region: PixelRegion) =>
      setZoom({ open: true, page: target, requested: true, region, fromUrl: true }),
    [],
  );
  const landing = useSearchLanding({
    rootRef,
    page,
    image: pages[page - 1],
    boxes: highlights?.get(page),
    openZoom: openZoomAt,
  });
  const fullscreen = useFullscreen(rootRef);
  // The search above the reader counts a hit on either page of a spread as the one on screen.
  useEffect(() => onSpreadChange?.(spread), [spread, onSpreadChange]);

  const previous = () => {
    if (!atStart) goToPage(spreads[current - 1][0], { jump: false });
  };
  const next = () => {
    if (!atEnd) goToPage(spreads[current + 1][0], { jump: false });
  };
  const jump = (target: number) => goToPage(target, { jump: true });
  const openZoom = (target: number) =>
    setZoom({ open: true, page: target, requested: true, region: null, fromUrl: false });
  const closeZoom = () => {
    setZoom((state) => ({ ...state, open: false }));
    setZoomParam(null);
  };
  // Inside the zoom view pages turn one at a time, and the reader behind it follows.
  const turnZoomPage = (target: number) => {
    setZoom((state) => ({ ...state, page: target, region: null }));
    if (target === page) setZoomParam(null);
    else goToPage(target, { jump: false, zoom: null });
  };
  const zoomRegionChanged = (target: number, region: ZoomRegion) => {
    // A viewer still showing during the closing transition, or a page just turned away from, does not write.
    const { open, page: zoomPage } = zoomNow.current;
    if (open && target === zoomPage) setZoomParam(formatZoomRegion(region));
  };
  const zoomExited = () => {
    if (!zoomNow.current.fromUrl) return;
    const root = rootRef.current;
    const pageButton =
      root?.querySelector<HTMLElement>(`[data-page="${zoomNow.current.page}"]`) ?? root?.querySelector('button');
    pageButton?.focus();
    setZoom((state) => ({ ...state, fromUrl: false }));
  };

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
        highlights={highlights}
      />
      {/* Three commits rather than one long task after hydration: the page, the controls, what is below them. */}
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
          downloadHref={pageDownloadHref?.(page)}
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
            pageCount={pageCount}
            image={pages[zoom.page - 1]}
            text={text}
            initialRegion={zoom.region}
            highlights={highlights?.get(zoom.page)}
            announcement={
              landing?.page === zoom.page
                ? text.searchLanding(landing.q, zoom.page, highlights?.get(zoom.page)?.length ?? 0)
                : undefined
            }
            restoreFocus={!zoom.fromUrl}
            onClose={closeZoom}
            onPageChange={turnZoomPage}
            onRegionChange={zoomRegionChanged}
            onExited={zoomExited}
            citation={citation}
            outline={zoom.page === page ? citedRegion : null}
          />
        </Suspense>
      )}
    </Box>
  );
}
