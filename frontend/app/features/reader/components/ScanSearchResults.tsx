import { useId } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import type { EntrySearchState } from '../hooks/usePageTexts';
import type { ReaderText } from '../utils/readerText';
import { hitPages, nextHitPage, previousHitPage, readerSearch } from '../utils/searchHits';
import { PageTurnButton } from './PageTurnButton';

interface ScanSearchResultsProps {
  text: ReaderText;
  q: string;
  page: number;
  search: EntrySearchState;
}

/**
 * The hits of a search inside the entry: "Page 12 — …snippet…" links that turn the reader to the page
 * (`?page=12&q=…`, so a hit can be shared and Back returns), and previous and next result.
 */
export default function ScanSearchResults({ text, q, page, search }: ScanSearchResultsProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
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
  const pages = hitPages(result);
  const position = pages.indexOf(page);
  const previous = previousHitPage(pages, page);
  const next = nextHitPage(pages, page);
  const hitLink = (target: number) => ({ search: readerSearch(params, { page: target }) });
  const go = (target: number | null) => {
    if (target !== null) void navigate(hitLink(target), { preventScrollReset: true });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Typography id={headingId} component="h2" variant="body2" sx={{ fontWeight: 700, mr: 'auto' }}>
          {text.searchCount(pages.length, q)}
        </Typography>
        {pages.length > 0 && (
          <>
            {position !== -1 && (
              <Typography variant="body2" component="span">
                {text.hitPosition(position + 1, pages.length)}
              </Typography>
            )}
            <PageTurnButton
              label={text.previousHit}
              atEnd={previous === null}
              onClick={() => go(previous)}
              icon={<NavigateBeforeIcon />}
            />
            <PageTurnButton
              label={text.nextHit}
              atEnd={next === null}
              onClick={() => go(next)}
              icon={<NavigateNextIcon />}
            />
          </>
        )}
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
                to={hitLink(hit.page)}
                preventScrollReset
                aria-current={hit.page === page ? 'page' : undefined}
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
