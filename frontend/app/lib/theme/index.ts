import { createTheme, type Theme } from '@mui/material/styles';
import { MOBILE_BREAKPOINT_PX } from '@folio/core';
import { cardListStyles } from './customizations/cardLists';
import { dataDisplayCustomizations } from './customizations/dataDisplay';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';
import { palette, shape, typography } from './themePrimitives';

export const theme = createTheme({
  palette,
  typography,
  shape,
  // "sm" is the spec's mobile breakpoint, so theme.breakpoints.down('sm') means "below 500 px".
  breakpoints: { values: { xs: 0, sm: MOBILE_BREAKPOINT_PX, md: 900, lg: 1200, xl: 1536 } },
  components: {
    ...inputsCustomizations,
    ...navigationCustomizations,
    ...dataDisplayCustomizations,
    ...surfacesCustomizations,
    // Rules for plain elements that pages draw by the hundred or that would otherwise need MUI's heavier
    // components: they go out with CssBaseline's global styles, which every page renders once.
    MuiCssBaseline: {
      styleOverrides: (theme) => cardListStyles(theme as Theme),
    },
  },
});
