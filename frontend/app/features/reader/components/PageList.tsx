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
  /** Found words to mark, by page number: a `?q=` URL shows them without JavaScript too. */
  highlights?: Map<number, PageBox[]>;
}

/**
 * Every page, one under the other: what the server sends and what a visitor without JavaScript reads.
 * The browser loads pages lazily as they scroll near, the first one included: the list comes after the
 * entry's cover and facts, below the fold, and the cover (the page's largest paint) is fetched first.
 * Each page has an anchor (`#page-12`).
 * Memoised: the re-render that follows hydration passes the same props and leaves it as it is.
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
