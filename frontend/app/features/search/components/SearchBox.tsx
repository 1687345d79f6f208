import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense, useId, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { NARROW_ROW_MEDIA, PHONE_MEDIA as MOBILE } from '../../../lib/theme/navbarMedia';
import { focusRing } from '../../../lib/theme/themePrimitives';
import { useDropdownAnswer } from '../hooks/useDropdownAnswer';
import { useSearchCombobox } from '../hooks/useSearchCombobox';
import { countLabel, SEARCH_CATEGORIES, searchResultsPath } from '../searchCategories';

const COLLAPSED_WIDTH = 180;
const EXPANDED_WIDTH = 320;

// Only shown on a phone once the box is expanded: its code loads then.
const CloseSearchButton = lazy(() => import('./CloseSearchButton'));

// Without JavaScript it is a plain GET form to the results page.
export function SearchBox() {
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [query, setQuery] = useState('');
  const [wanted, setWanted] = useState(false);
  const { kit, results, options, pageOptions, settled } = useDropdownAnswer(wanted, query);
  const SearchDropdown = kit?.SearchDropdown;
  const optionCount = options.length > 0 ? options.length + 1 : 0;

  const leaveFor = (path: string) => {
    navigate(path);
    setQuery('');
    combobox.finish();
  };
  const combobox = useSearchCombobox({
    optionCount,
    onFirstFocus: () => setWanted(true),
    onChooseOption: (chosen) => leaveFor(chosen < options.length ? options[chosen].path : searchResultsPath(query)),
    onClearText: () => setQuery(''),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) leaveFor(searchResultsPath(query.trim()));
  };

  const announcement =
    !combobox.expanded || !results?.words.length || !settled
      ? ''
      : optionCount === 0
        ? `No results for “${query.trim()}”.`
        : (results.suggestion ? `Did you mean “${results.suggestion}”? ` : '') +
          `${SEARCH_CATEGORIES.map((category) => countLabel(results.totals[category], category)).join(', ')}. ` +
          (pageOptions.length > 0 ? `${pageOptions.length} more found on their pages. ` : '') +
          'Use the arrow keys to browse the first ones.';

  return (
    <Box
      component="form"
      role="search"
      aria-label="Site search"
      action="/searchResults"
      method="get"
      onSubmit={onSubmit}
      data-expanded={combobox.expanded}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        width: combobox.expanded ? EXPANDED_WIDTH : COLLAPSED_WIDTH,
        maxWidth: '100%',
        transition: 'width 200ms ease',
        [MOBILE]: combobox.expanded
          ? {
              position: 'fixed',
              inset: 0,
              width: '100%',
              zIndex: 'modal',
              bgcolor: 'background.paper',
              p: 2,
              flexDirection: 'column',
              alignItems: 'stretch',
            }
          : { width: 44 },
        [NARROW_ROW_MEDIA]: combobox.expanded
          ? // Over the navbar's row, from gutter to gutter, until the search is done.
            {
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: 16,
              right: 16,
              width: 'auto',
              zIndex: 1,
              bgcolor: 'background.paper',
            }
          : { width: 44 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
        <Box component="label" htmlFor={`${baseId}-input`} sx={visuallyHidden}>
          Search articles, scans and archives
        </Box>
        {/* A plain input with InputBase's look: InputBase itself, with its textarea mode, stays out of the first load. */}
        <Box
          // A tap on the icon lands on the box itself, which focuses the input (it has no width when collapsed on a phone).
          onClick={(event: MouseEvent<HTMLElement>) => {
            if (event.target === event.currentTarget) combobox.inputRef.current?.focus();
          }}
          sx={{
            typography: 'body1',
            color: 'text.primary',
            lineHeight: '1.4375em',
            boxSizing: 'border-box',
            position: 'relative',
            cursor: 'text',
            display: 'inline-flex',
            alignItems: 'center',
            flexGrow: 1,
            px: 1.5,
            py: 0.5,
            border: 1,
            borderColor: combobox.expanded ? 'text.primary' : 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            '&:focus-within': { ...focusRing, outlineOffset: 1 },
            // Collapsed on a phone or in the narrow row, the box is just its icon; the text shows once it opens.
            ...(!combobox.expanded && { [MOBILE]: collapsedToIconSx, [NARROW_ROW_MEDIA]: collapsedToIconSx }),
          }}
        >
          <SearchIcon fontSize="small" aria-hidden sx={{ mr: 1, flexShrink: 0, pointerEvents: 'none' }} />
          <Box
            component="input"
            ref={combobox.inputRef}
            id={`${baseId}-input`}
            name="key"
            type="search"
            value={query}
            placeholder="Search"
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setQuery(event.target.value);
              combobox.onTextChange();
            }}
            onFocus={combobox.onFocus}
            onBlur={combobox.onBlur}
            onKeyDown={combobox.onKeyDown}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={combobox.open}
            aria-controls={combobox.open ? listboxId : undefined}
            aria-activedescendant={combobox.activeIndex >= 0 ? optionId(combobox.activeIndex) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            sx={searchInputSx}
          />
        </Box>
        {combobox.expanded && (
          <Suspense fallback={null}>
            <CloseSearchButton onClick={combobox.collapseNow} />
          </Suspense>
        )}
      </Box>
      {combobox.open && SearchDropdown && results && (
        <Box sx={{ [MOBILE]: { position: 'relative', flexGrow: 1, mt: 1, '& > [role="listbox"]': mobileListboxSx } }}>
          <SearchDropdown
            id={listboxId}
            query={query.trim()}
            options={options}
            totals={results.totals}
            activeIndex={combobox.activeIndex}
            optionId={optionId}
            onChoose={() => {
              setQuery('');
              combobox.finish();
            }}
          />
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

const collapsedToIconSx = { px: 1.25, '& input': { width: 0, p: 0 } } as const;

// InputBase's input, without its autofill detection.
const searchInputSx = {
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  padding: '4px 0 5px',
  border: 0,
  boxSizing: 'content-box',
  background: 'none',
  height: '1.4375em',
  margin: 0,
  WebkitTapHighlightColor: 'transparent',
  display: 'block',
  minWidth: 0,
  width: '100%',
  MozAppearance: 'textfield',
  '&::placeholder': {
    color: 'currentColor',
    opacity: 0.42,
    transition: 'opacity 200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
  },
  '&:focus': { outline: 0 },
  '&:invalid': { boxShadow: 'none' },
  '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
} as const;

const mobileListboxSx = {
  position: 'static',
  width: '100%',
  maxHeight: 'none',
  height: '100%',
  boxShadow: 'none',
} as const;
