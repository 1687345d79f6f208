import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface FlyoutListProps {
  id: string;
  /** Where the list opens: below its navbar item, or beside its menu entry. */
  placement: 'below' | 'beside';
  children: ReactNode;
}

const PLACEMENT: Record<FlyoutListProps['placement'], SxProps<Theme>> = {
  below: { top: '100%', left: 0, minWidth: 240, zIndex: 'appBar' },
  beside: { top: 0, left: '100%', minWidth: 260, maxHeight: '70vh', overflowY: 'auto' },
};

/** The floating list of a desktop submenu. */
export function FlyoutList({ id, placement, children }: FlyoutListProps) {
  return (
    <Box
      component="ul"
      id={id}
      sx={[
        {
          position: 'absolute',
          m: 0,
          p: 0,
          listStyle: 'none',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        },
        PLACEMENT[placement] as object,
      ]}
    >
      {children}
    </Box>
  );
}
