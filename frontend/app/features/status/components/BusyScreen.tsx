import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BUSY_HEADING, BUSY_LINK_LABEL, BUSY_MESSAGE } from '@folio/core';
import { StatusScreen } from './StatusScreen';

/** Replaces the whole page shell while the site is rate limited. */
export default function BusyScreen({ instagramUrl }: { instagramUrl: string }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center' }}>
      <StatusScreen
        heading={BUSY_HEADING}
        message={BUSY_MESSAGE}
        action={
          <Button variant="contained" href={instagramUrl} target="_blank" rel="noopener noreferrer">
            {BUSY_LINK_LABEL}
          </Button>
        }
      />
    </Box>
  );
}
