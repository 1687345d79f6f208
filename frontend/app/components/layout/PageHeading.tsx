import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page's h1 with an optional line of context under it. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Box component="header" sx={{ mb: { xs: 3, sm: 5 } }}>
      <Typography variant="h1">{title}</Typography>
      {subtitle && (
        <Typography variant="subtitle1" component="p" sx={{ mt: 1, maxWidth: 720 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
