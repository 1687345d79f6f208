/** Links and menus. */
import type { Components, Theme } from '@mui/material/styles';
import { focusRingStyle } from '../themePrimitives';

export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover', color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': focusRingStyle(theme),
      }),
    },
  },
  MuiMenuItem: {
    styleOverrides: { root: { fontSize: '0.875rem', minHeight: 36 } },
  },
};
