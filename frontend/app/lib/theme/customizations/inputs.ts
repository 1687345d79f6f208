/** Buttons and form controls. */
import type { Components, Theme } from '@mui/material/styles';
import { focusRingStyle } from '../themePrimitives';

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: true },
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': focusRingStyle(theme),
      }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 0, textTransform: 'uppercase' } },
  },
  MuiIconButton: {
    defaultProps: { color: 'inherit' },
  },
};
