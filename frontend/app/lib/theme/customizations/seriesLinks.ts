/**
 * The "Read Part N" links between the parts of an interview: drawn as the theme's outlined button, but as
 * global rules on a plain link (as the cover lists are, see cardLists.ts). As MUI Buttons they brought
 * ButtonBase, its ripple and CircularProgress into the article page's first scripts: 8-20 ms of script
 * evaluation on a phone (Chromium at 4x) for two links that only navigate.
 */
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { focusRingStyle } from '../themePrimitives';

export const seriesLinkClasses = {
  nav: 'folio-series-links',
  link: 'folio-series-link',
} as const;

export function seriesLinkStyles(theme: Theme): Record<string, CSSObject> {
  const { palette, spacing, typography } = theme;
  return {
    [`.${seriesLinkClasses.nav}`]: { display: 'flex', flexWrap: 'wrap', gap: spacing(2), margin: spacing(4, 0) },
    [`.${seriesLinkClasses.link}`]: {
      ...typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 64,
      padding: '5px 15px',
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      color: palette.primary.main,
      textDecoration: 'none',
      textTransform: 'uppercase',
      transition: theme.transitions.create(['background-color', 'border-color'], {
        duration: theme.transitions.duration.short,
      }),
      '&:hover': {
        borderColor: palette.primary.main,
        backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity),
      },
      '&:focus-visible': focusRingStyle(theme),
    },
  };
}
