// Global rules rather than MUI components with `sx`, because a list page's hundreds of elements each had their styles
// resolved again while the page hydrated (docs/decisions/040-frontend-layout.md).
import type { CSSObject, Theme } from '@mui/material/styles';
import { focusRingStyle } from '../themePrimitives';

export const cardListClasses = {
  grid: 'folio-card-grid',
  coverLink: 'folio-cover-card-link',
  cover: 'folio-cover-card-cover',
  title: 'folio-cover-card-title',
  caption: 'folio-cover-card-caption',
  captionEmphasis: 'folio-cover-card-caption-emphasis',
  section: 'folio-list-section',
  sectionHeader: 'folio-list-section-header',
  sectionTitle: 'folio-list-section-title',
  sectionLink: 'folio-list-section-link',
  index: 'folio-list-index',
  indexLink: 'folio-list-index-link',
} as const;

const selector = (name: keyof typeof cardListClasses) => `.${cardListClasses[name]}`;

const plainLink = (theme: Theme): CSSObject => ({
  color: 'inherit',
  textDecoration: 'none',
  '&:focus-visible': focusRingStyle(theme),
});

const textLink = (theme: Theme): CSSObject => ({ ...plainLink(theme), '&:hover': { textDecoration: 'underline' } });

export function cardListStyles(theme: Theme): Record<string, CSSObject> {
  const { breakpoints, palette, spacing, typography } = theme;
  return {
    [selector('grid')]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, 1fr)',
      gap: spacing(2),
      margin: 0,
      padding: 0,
      listStyle: 'none',
      [breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: spacing(3) },
      [breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
      [breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(5, 1fr)' },
    },
    [selector('coverLink')]: {
      ...plainLink(theme),
      display: 'block',
      [`&:hover ${selector('title')}, &:focus-visible ${selector('title')}`]: { textDecoration: 'underline' },
    },
    [selector('cover')]: {
      aspectRatio: '8 / 11',
      backgroundColor: palette.grey[100],
      overflow: 'hidden',
      marginBottom: spacing(1),
    },
    [selector('title')]: { ...typography.h3, fontSize: '0.95rem', margin: 0, marginBottom: spacing(0.5) },
    [selector('caption')]: { ...typography.body2, color: palette.text.secondary, margin: 0 },
    [selector('captionEmphasis')]: {
      fontWeight: 700,
      textTransform: 'uppercase',
      letterSpacing: '0.08em',
      color: palette.text.primary,
    },
    [selector('section')]: {
      marginBottom: spacing(6),
      scrollMarginTop: 80,
      // The browser skips the style, layout and paint of sections below the fold, which keeps the first paint short.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 680px',
      [breakpoints.up('sm')]: { containIntrinsicSize: 'auto 430px' },
    },
    [selector('sectionHeader')]: {
      display: 'flex',
      alignItems: 'baseline',
      flexWrap: 'wrap',
      gap: spacing(2),
      marginBottom: spacing(2),
    },
    [selector('sectionTitle')]: { ...typography.h2, margin: 0, scrollMarginTop: 80 },
    [selector('sectionLink')]: { ...textLink(theme), fontSize: '0.875rem' },
    [selector('index')]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: spacing(1),
      margin: 0,
      marginBottom: spacing(4),
      padding: 0,
      listStyle: 'none',
    },
    [selector('indexLink')]: {
      ...textLink(theme),
      display: 'inline-block',
      padding: spacing(0.5, 1.5),
      border: `1px solid ${palette.divider}`,
      fontSize: '0.875rem',
    },
  };
}
