import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useContactLauncher } from '../../../lib/contactLauncher';

/** An empty result says so and suggests what to try next. */
export function NoSearchResults({ query }: { query: string }) {
  const openContact = useContactLauncher();
  return (
    <Box component="section" aria-labelledby="no-results-heading">
      <Typography id="no-results-heading" variant="h2" sx={{ mb: 2 }}>
        Nothing matches “{query}”
      </Typography>
      <Typography sx={{ mb: 1 }}>Some things to try:</Typography>
      <Box component="ul" sx={{ mt: 0, pl: 3, '& li': { mb: 0.5 } }}>
        <li>
          Check the spelling of names; accents and punctuation do not matter (“garcons” finds Garçons, “apc” finds
          A.P.C.).
        </li>
        <li>Use fewer words: every word must appear in the title, the designer or brand, or the article.</li>
        <li>Search by designer or brand, or by a season or year (“1994”).</li>
        <li>
          Browse the{' '}
          <Link component={RouterLink} to="/scans">
            scans
          </Link>
          ,{' '}
          <Link component={RouterLink} to="/archives">
            archives
          </Link>{' '}
          or{' '}
          <Link component={RouterLink} to="/articles">
            articles
          </Link>{' '}
          A-Z.
        </li>
      </Box>
      {openContact && (
        <Box sx={{ mt: 3 }}>
          <Typography sx={{ mb: 1 }}>Looking for a publication we do not have yet?</Typography>
          <Button variant="outlined" onClick={() => openContact('general')}>
            Ask us for it
          </Button>
        </Box>
      )}
    </Box>
  );
}
