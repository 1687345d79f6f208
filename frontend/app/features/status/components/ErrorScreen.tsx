import Button from '@mui/material/Button';
import { RETURN_HOME_LABEL } from '@folio/core';
import { StatusScreen } from './StatusScreen';

export const ERROR_HEADING = 'SOMETHING WENT WRONG';
export const ERROR_MESSAGE = 'This page could not be loaded right now. Please try again in a moment.';

/** Any failure other than "not found" (e.g. the content service is down and nothing is cached). */
export default function ErrorScreen() {
  return (
    <StatusScreen
      heading={ERROR_HEADING}
      message={ERROR_MESSAGE}
      action={
        // A full page load, not a client navigation, in case the failure left the app in a bad state.
        <Button variant="contained" href="/">
          {RETURN_HOME_LABEL}
        </Button>
      }
    />
  );
}
