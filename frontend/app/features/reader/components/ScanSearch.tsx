import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { visuallyHidden } from '@mui/utils';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import SearchIcon from '@mui/icons-material/Search';
import { focusRing } from '../../../lib/theme/themePrimitives';
import type { EntrySearchState } from '../hooks/usePageTexts';
import type { ReaderText } from '../utils/readerText';
import { currentHitIndex, hitPages, nextHitPage, previousHitPage, readerSearch } from '../utils/searchHits';
import { PageTurnButton } from './PageTurnButton';

// Loaded with the first search; it gets all else from here, or a shared module becomes a chunk of its own (record 173).
const ScanSearchResults = lazy(() => import('./ScanSearchResults'));

interface ScanSearchProps {
  text: ReaderText;
  /** The search in the URL (`?q=`), '' for none. */
  q: string;
  onScreen: number[];
  search: EntrySearchState;
}

/** Writes `?q=` as a history entry, so Back returns to the previous search; without JavaScript, a plain GET. */
export function ScanSearch({ text, q, onScreen, search }: ScanSearchProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inputId = useId();
  // The field shows the URL's search; Back or Forward to another one puts that one in it.
  const [draft, setDraft] = useState(q);
  const [draftFor, setDraftFor] = useState(q);
  if (draftFor !== q) {
    setDraftFor(q);
    setDraft(q);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (next !== q) void navigate({ search: readerSearch(params, { q: next }) }, { preventScrollReset: true });
  };

  const pages = hitPages(search.result);
  const hitSearch = (target: number) => readerSearch(params, { page: target });
  const go = (target: number | null) => {
    if (target !== null) void navigate({ search: hitSearch(target) }, { preventScrollReset: true });
  };
  const position = currentHitIndex(pages, onScreen);
  const previousHit = previousHitPage(pages, onScreen);
  const nextHit = nextHitPage(pages, onScreen);

  const announcement = search.result ? text.searchCount(pages.length, q) : search.failed ? text.searchFailed : '';

  return (
    <Box sx={{ mb: 2 }}>
      <Box
        component="form"
        role="search"
        aria-label={text.search}
        method="get"
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <Box component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
          {text.search}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flex: '1 1 220px', maxWidth: 420 }}>
          <InputBase
            id={inputId}
            name="q"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            inputProps={{ autoComplete: 'off', enterKeyHint: 'search' }}
            sx={{
              flex: 1,
              px: 1,
              border: 1,
              borderColor: 'text.secondary',
              '& input': { py: 0.75 },
              '&.Mui-focused': focusRing,
            }}
          />
          <IconButton type="submit" aria-label={text.searchSubmit}>
            <SearchIcon />
          </IconButton>
          {q && (
            <IconButton
              component={RouterLink}
              to={{ search: readerSearch(params, { q: '' }) }}
              preventScrollReset
              aria-label={text.searchClear}
            >
              <CloseIcon />
            </IconButton>
          )}
        </Box>
      </Box>
      {/* Not role="status": the reader's own status says which page is open; this one says what was found. */}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {q && (
        <Suspense fallback={null}>
          <ScanSearchResults
            text={text}
            q={q}
            search={search}
            pages={pages}
            onScreen={onScreen}
            hitSearch={hitSearch}
            controls={
              <>
                {position !== -1 && (
                  <Typography variant="body2" component="span">
                    {text.hitPosition(position + 1, pages.length)}
                  </Typography>
                )}
                <PageTurnButton
                  label={text.previousHit}
                  atEnd={previousHit === null}
                  onClick={() => go(previousHit)}
                  icon={<NavigateBeforeIcon />}
                />
                <PageTurnButton
                  label={text.nextHit}
                  atEnd={nextHit === null}
                  onClick={() => go(nextHit)}
                  icon={<NavigateNextIcon />}
                />
              </>
            }
          />
        </Suspense>
      )}
    </Box>
  );
}
