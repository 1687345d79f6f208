import { alpha, styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { focusRingStyle } from '../../../lib/theme/themePrimitives';
import type { SeriesPart } from '../series';

const SeriesNav = styled('nav')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(2),
  margin: theme.spacing(4, 0),
}));

/**
 * Drawn as the theme's outlined button on a plain link: an MUI Button would bring ButtonBase, its ripple
 * and CircularProgress into the article page's first scripts for links that only navigate.
 */
const SeriesLink = styled(RouterLink)(({ theme }) => ({
  ...theme.typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 64,
  padding: '5px 15px',
  border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
  color: theme.palette.primary.main,
  textDecoration: 'none',
  textTransform: 'uppercase',
  transition: theme.transitions.create(['background-color', 'border-color'], {
    duration: theme.transitions.duration.short,
  }),
  '&:hover': {
    borderColor: theme.palette.primary.main,
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
  },
  '&:focus-visible': focusRingStyle(theme),
}));

/** "Part 1" / "Part 2" navigation between the parts of an interview. */
export function SeriesLinks({ currentPart, parts }: { currentPart: number | null; parts: SeriesPart[] }) {
  if (!parts.length) return null;
  return (
    <SeriesNav aria-label="Other parts of this article">
      {parts.map((part) => (
        <SeriesLink key={part.slug} to={`/articles/${part.slug}`} prefetch="intent">
          {currentPart !== null && part.part < currentPart ? '← ' : ''}Read Part {part.part}
          {currentPart !== null && part.part > currentPart ? ' →' : ''}
        </SeriesLink>
      ))}
    </SeriesNav>
  );
}
