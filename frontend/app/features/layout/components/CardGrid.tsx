import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Column counts per breakpoint; CARD_IMAGE_SIZES below must describe the same widths. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)', lg: 'repeat(5, 1fr)' },
        gap: { xs: 2, sm: 3 },
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {children}
    </Box>
  );
}

/** `sizes` for an image filling one CardGrid cell. */
export const CARD_IMAGE_SIZES = '(max-width: 499px) 50vw, (max-width: 899px) 33vw, (max-width: 1199px) 25vw, 290px';
