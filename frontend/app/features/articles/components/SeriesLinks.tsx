import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { SeriesPart } from '../series';

/** "Part 1" / "Part 2" navigation between the parts of an interview. */
export function SeriesLinks({ currentPart, parts }: { currentPart: number | null; parts: SeriesPart[] }) {
  if (!parts.length) return null;
  return (
    <Box
      component="nav"
      aria-label="Other parts of this article"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 4 }}
    >
      {parts.map((part) => (
        <Button
          key={part.slug}
          variant="outlined"
          component={RouterLink}
          to={`/articles/${part.slug}`}
          prefetch="intent"
        >
          {currentPart !== null && part.part < currentPart ? '← ' : ''}Read Part {part.part}
          {currentPart !== null && part.part > currentPart ? ' →' : ''}
        </Button>
      ))}
    </Box>
  );
}
