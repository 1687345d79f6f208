import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Contributor } from '@folio/core';

export function ContributorList({ contributors }: { contributors: Contributor[] }) {
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {contributors.map((contributor) => (
        <Box
          component="li"
          key={`${contributor.name}-${contributor.role}`}
          sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
        >
          <Typography sx={{ fontWeight: 700 }}>
            {contributor.link ? (
              <Link href={contributor.link} target="_blank" rel="noopener noreferrer">
                {contributor.name}
              </Link>
            ) : (
              contributor.name
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {contributor.role}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
