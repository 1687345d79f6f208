import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ResultsSectionFrameProps {
  /** The heading's id, e.g. `results-scans`: the section is labelled by it. */
  id: string;
  label: string;
  count: number;
  children: ReactNode;
}

/** A list of results on the results page: a section headed by its label and count, "Scans (12)". */
export function ResultsSectionFrame({ id, label, count, children }: ResultsSectionFrameProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: { xs: 4, sm: 6 } }}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {label}{' '}
        <Typography component="span" variant="h2" color="text.secondary">
          ({count})
        </Typography>
      </Typography>
      {children}
    </Box>
  );
}
