/** Cards, chips and typography defaults. */
import type { Components, Theme } from '@mui/material/styles';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: { root: { borderRadius: 0, backgroundColor: 'transparent' } },
  },
  MuiChip: {
    styleOverrides: { root: { borderRadius: 0, fontWeight: 700, letterSpacing: '0.06em' } },
  },
  MuiTypography: {
    defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
  },
};
