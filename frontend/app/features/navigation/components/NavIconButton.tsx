import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEventHandler, ReactNode } from 'react';
import { focusRing } from '../../../lib/theme/themePrimitives';

interface NavIconButtonProps {
  /** With an href, a link (<a>); otherwise a button. */
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

/**
 * A round icon button for the navbar: a plain <button> (or <a>) with ButtonBase's reset styles and
 * the theme's keyboard focus ring. ButtonBase would add its ripple machinery (TouchRipple and
 * react-transition-group) to the first page load, although the theme switches ripples off.
 */
export function NavIconButton({ sx, href, children, ...props }: NavIconButtonProps) {
  const element = href ? { component: 'a' as const, href } : { component: 'button' as const, type: 'button' as const };
  return (
    <Box
      {...element}
      {...props}
      sx={[
        {
          // ButtonBase's reset.
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
          // The focus ring MUI's buttons get from the theme.
          '&:focus-visible': focusRing,
          // The navbar's round icon button.
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
