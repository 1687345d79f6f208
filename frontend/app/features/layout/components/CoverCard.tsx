import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Image } from '@folio/core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ImagePriority } from '../../../lib/media/responsiveImage';
import { ResponsiveImage } from '../../media/components/ResponsiveImage';
import { CARD_IMAGE_SIZES } from './CardGrid';

interface CoverCardProps {
  to: string;
  title: string;
  cover: Image | null;
  priority?: ImagePriority;
  /** The line under the title (designer and year, or category, author and date). */
  caption: ReactNode;
  /** h2 when the list sits right under the page title, h3 inside a titled section. */
  headingLevel?: CardHeadingLevel;
}

export type CardHeadingLevel = 'h2' | 'h3';

/** A list item of a CardGrid: cover and title as one link, a caption under it. */
export function CoverCard({ to, title, cover, priority = 'lazy', caption, headingLevel = 'h3' }: CoverCardProps) {
  return (
    <Box component="li">
      <Link
        component={RouterLink}
        to={to}
        prefetch="intent"
        underline="none"
        sx={{
          display: 'block',
          '&:hover .MuiTypography-h3, &:focus-visible .MuiTypography-h3': { textDecoration: 'underline' },
        }}
      >
        <Box sx={{ aspectRatio: '8 / 11', bgcolor: 'grey.100', overflow: 'hidden', mb: 1 }}>
          {cover && <ResponsiveImage image={cover} sizes={CARD_IMAGE_SIZES} alt="" priority={priority} />}
        </Box>
        <Typography variant="h3" component={headingLevel} sx={{ fontSize: '0.95rem', mb: 0.5 }}>
          {title}
        </Typography>
      </Link>
      {caption}
    </Box>
  );
}
