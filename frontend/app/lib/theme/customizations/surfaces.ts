/** App bar, paper, dialogs and toasts. */
import type { Components, Theme } from '@mui/material/styles';

export const surfacesCustomizations: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: { root: ({ theme }) => ({ borderBottom: `1px solid ${theme.palette.divider}` }) },
  },
  MuiPaper: {
    styleOverrides: { rounded: { borderRadius: 0 } },
  },
  MuiAlert: {
    styleOverrides: { root: { borderRadius: 0, alignItems: 'center' } },
  },
};
