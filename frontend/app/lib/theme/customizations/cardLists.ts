/**
 * Cover lists (home sections, the scans, archives and articles lists, a designer's page): their styles
 * as global rules of the one theme, and the class names the list components put on plain elements.
 * A list page draws hundreds of the same few elements; as MUI components with `sx`, each one had its
 * styles resolved against the theme again while the page hydrated (the scans list's largest cost after
 * React itself; docs/decisions/040-frontend-layout.md). Written once here, they cost one style
 * sheet per page, sent in the server render's critical styles like every other theme style. The caption
 * rules also draw the byline under an article's title, which is the same line as on its card.
 */
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

/** A link in the inherited colour with the site's focus ring, as the theme's MuiLink draws it. */
const plainLink = (theme: Theme): CSSObject => ({
  color: 'inherit',
  textDecoration: 'none',
  '&:focus-visible': focusRingStyle(theme),
});

/** A text link: underlined on hover (MuiLink's `underline="hover"`). */
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
      // A list page is mostly sections below the fold (the scans list: 14 designers, 60 covers): the
      // browser skips their style, layout and paint until they come near the viewport, which keeps the
      // first paint's rendering task short. Their content stays in the accessibility tree and in
      // find-in-page. The intrinsic size is a typical section (two rows of two covers on a phone, one
      // row wider up), replaced by the real size once drawn.
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
