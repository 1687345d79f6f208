import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface HomeSectionProps {
  title: string;
  moreLink: { to: string; label: string };
  children: ReactNode;
}

export function HomeSection({ title, moreLink, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 6, sm: 8 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography variant="h2" id={headingId}>
          {title}
        </Typography>
        <Link
          component={RouterLink}
          to={moreLink.to}
          prefetch="intent"
          sx={{ fontWeight: 700, fontSize: '0.875rem', whiteSpace: 'nowrap' }}
        >
          {moreLink.label}
        </Link>
      </Box>
      {children}
    </Box>
  );
}
