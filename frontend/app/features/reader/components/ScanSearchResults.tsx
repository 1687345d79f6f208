import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { EntrySearchState } from '../hooks/usePageTexts';
import type { ReaderText } from '../utils/readerText';

interface ScanSearchResultsProps {
  text: ReaderText;
  q: string;
  search: EntrySearchState;
  /** The pages with hits, in reading order. */
  pages: number[];
  /** The pages on screen: their hits are the current ones. */
  onScreen: number[];
  /** The reader's query string at a hit's page. */
  hitSearch: (page: number) => string;
  /** "Result n of m" and previous and next result, shown beside the count. */
  controls: ReactNode;
}

/**
 * The hits of a search inside the entry: "Page 12 — …snippet…" links that turn the reader to the page
 * (`?page=12&q=…`, so a hit can be shared and Back returns). Imports nothing of the reader's own modules.
 */
export default function ScanSearchResults({
  text,
  q,
  search,
  pages,
  onScreen,
  hitSearch,
  controls,
}: ScanSearchResultsProps) {
  const headingId = useId();
  const { result } = search;
  if (!result) {
    if (!search.loading && !search.failed) return null;
    return (
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {search.failed ? text.searchFailed : text.searching}
      </Typography>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Typography id={headingId} component="h2" variant="body2" sx={{ fontWeight: 700, mr: 'auto' }}>
          {text.searchCount(pages.length, q)}
        </Typography>
        {pages.length > 0 && controls}
      </Box>
      {pages.length > 0 && (
        <Box
          component="ol"
          aria-labelledby={headingId}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            maxHeight: 220,
            overflowY: 'auto',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {result.hits.map((hit, index) => (
            <Box component="li" key={`${hit.page}-${index}`} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <Link
                component={RouterLink}
                to={{ search: hitSearch(hit.page) }}
                preventScrollReset
                aria-current={onScreen.includes(hit.page) ? 'page' : undefined}
                underline="hover"
                sx={{
                  display: 'block',
                  px: 1,
                  py: 0.75,
                  color: 'text.primary',
                  '&[aria-current]': { bgcolor: 'action.selected' },
                }}
              >
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {text.hit(hit.page)}
                </Box>
                {' — '}
                {hit.snippet}
              </Link>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
