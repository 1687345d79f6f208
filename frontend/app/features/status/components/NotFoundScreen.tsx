import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NOT_FOUND_HEADING, NOT_FOUND_MESSAGE, RETURN_HOME_LABEL } from '@folio/core';
import { Link as RouterLink } from 'react-router';
import { useContactLauncher } from '../../../lib/contactLauncher';
import { StatusScreen } from './StatusScreen';

const CONTRIBUTE_LABEL = 'Contribute';

/** The message invites contributions, so next to Return Home the contributor form is one click away. */
export default function NotFoundScreen() {
  const openContact = useContactLauncher();
  return (
    <StatusScreen
      heading={NOT_FOUND_HEADING}
      message={NOT_FOUND_MESSAGE}
      action={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
          <Button variant="contained" component={RouterLink} to="/">
            {RETURN_HOME_LABEL}
          </Button>
          {openContact && (
            <Button variant="outlined" onClick={() => openContact('contributor')}>
              {CONTRIBUTE_LABEL}
            </Button>
          )}
        </Box>
      }
    />
  );
}
