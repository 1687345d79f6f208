import { memo } from 'react';
import Box from '@mui/material/Box';
import type { Image, PageBox } from '@folio/core';
import { ResponsiveImage } from '../../../components/media/ResponsiveImage';
import { HighlightMarks } from './HighlightMarks';
import { PAGE_MAX_WIDTH_PX, pageSizes } from '../utils/pageSizes';
import type { ReaderText } from '../utils/readerText';

interface PageListProps {
  pages: Image[];
  text: ReaderText;
  highlights?: Map<number, PageBox[]>;
}

/**
 * Every page, as the server sends it. All load lazily, the first too: the list is below the fold, after the
 * cover (the largest paint). Memoised: the re-render after hydration passes the same props.
 */
export const PageList = memo(function PageList({ pages, text, highlights }: PageListProps) {
  return (
    <Box
      component="ol"
      aria-label={text.list}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, justifyItems: 'center' }}
    >
      {pages.map((image, index) => {
        const page = index + 1;
        return (
          <Box
            component="li"
            key={page}
            id={`page-${page}`}
            sx={{ position: 'relative', width: '100%', maxWidth: PAGE_MAX_WIDTH_PX }}
          >
            <ResponsiveImage image={image} alt={text.alt(page)} sizes={pageSizes('single')} priority="lazy" />
            <HighlightMarks boxes={highlights?.get(page)} />
          </Box>
        );
      })}
    </Box>
  );
});
