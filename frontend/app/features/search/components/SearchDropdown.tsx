import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PAGE_HITS_LABEL } from '../pageHits';
import { SEARCH_CATEGORIES, SEARCH_CATEGORY_LABELS, searchResultsPath } from '../searchCategories';
import type { SearchOption } from '../searchOptions';
import { optionSx, SearchOptionLink } from './SearchOptionLink';

interface SearchDropdownProps {
  id: string;
  query: string;
  options: SearchOption[];
  totals: Record<(typeof SEARCH_CATEGORIES)[number], number>;
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: () => void;
}

export function SearchDropdown({ id, query, options, totals, activeIndex, optionId, onChoose }: SearchDropdownProps) {
  const seeAllIndex = options.length;
  return (
    <Paper
      id={id}
      role="listbox"
      aria-label={`Results for “${query}”`}
      elevation={8}
      // Keep the focus in the input while a result is clicked.
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 4px)',
        right: 0,
        width: 'min(420px, calc(100vw - 32px))',
        maxHeight: '70vh',
        overflowY: 'auto',
        py: 1,
        zIndex: 'modal',
      }}
    >
      {options.map((option, index) =>
        option.category === 'suggestion' ? (
          <Box
            key={option.key}
            component={RouterLink}
            to={option.path}
            id={optionId(index)}
            role="option"
            aria-selected={activeIndex === index}
            tabIndex={-1}
            onClick={onChoose}
            sx={{ ...optionSx, display: 'block', mb: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            Did you mean <Box component="strong">{option.title}</Box>?
          </Box>
        ) : null,
      )}
      {[...SEARCH_CATEGORIES, 'pages' as const].map((category) => {
        const inCategory = options.flatMap((option, index) =>
          option.category === category ? [{ option, index }] : [],
        );
        if (inCategory.length === 0) return null;
        const headingId = `${id}-${category}`;
        const label = category === 'pages' ? PAGE_HITS_LABEL : SEARCH_CATEGORY_LABELS[category];
        const total = category === 'pages' ? 0 : totals[category];
        return (
          <Box key={category} role="group" aria-labelledby={headingId}>
            <Typography
              id={headingId}
              role="presentation"
              variant="overline"
              component="div"
              sx={{ px: 2, pt: 1, color: 'text.secondary' }}
            >
              {label}
              {total > inCategory.length && ` · ${inCategory.length} of ${total}`}
            </Typography>
            {inCategory.map(({ option, index }) => (
              <SearchOptionLink
                key={option.key}
                id={optionId(index)}
                option={option}
                highlighted={index === activeIndex}
                onChoose={onChoose}
              />
            ))}
          </Box>
        );
      })}
      <Box
        component={RouterLink}
        to={searchResultsPath(query)}
        id={optionId(seeAllIndex)}
        role="option"
        aria-selected={activeIndex === seeAllIndex}
        tabIndex={-1}
        onClick={onChoose}
        sx={{ ...optionSx, mt: 1, borderTop: 1, borderColor: 'divider', fontWeight: 600 }}
      >
        See all results for “{query}”
      </Box>
    </Paper>
  );
}
