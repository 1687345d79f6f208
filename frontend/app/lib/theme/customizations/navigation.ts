/** Links and menus. */
import type { Components, Theme } from '@mui/material/styles';

export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover', color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiMenuItem: {
    styleOverrides: { root: { fontSize: '0.875rem', minHeight: 36 } },
  },
};
