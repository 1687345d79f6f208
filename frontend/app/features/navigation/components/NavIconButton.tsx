import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEventHandler, ReactNode } from 'react';
import { focusRing } from '../../../lib/theme/themePrimitives';

interface NavIconButtonProps {
  href?: string;
  target?: string;
  rel?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  'aria-label': string;
  'aria-haspopup'?: 'dialog' | 'menu' | boolean;
  'aria-expanded'?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

// Not ButtonBase, which would add its ripple machinery to the first page load although the theme switches ripples off.
export function NavIconButton({ sx, href, children, ...props }: NavIconButtonProps) {
  const element = href ? { component: 'a' as const, href } : { component: 'button' as const, type: 'button' as const };
  return (
    <Box
      {...element}
      {...props}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          position: 'relative',
          boxSizing: 'border-box',
          WebkitTapHighlightColor: 'transparent',
          backgroundColor: 'transparent',
          outline: 0,
          border: 0,
          m: 0,
          p: 0,
          cursor: 'pointer',
          userSelect: 'none',
          verticalAlign: 'middle',
          MozAppearance: 'none',
          WebkitAppearance: 'none',
          textDecoration: 'none',
          '&::-moz-focus-inner': { borderStyle: 'none' },
          '@media print': { colorAdjust: 'exact' },
          '&:focus-visible': focusRing,
          width: 44,
          height: 44,
          borderRadius: '50%',
          color: 'inherit',
          '&:hover': { bgcolor: 'action.hover' },
          '& svg': { fontSize: 24 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
