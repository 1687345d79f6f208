import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatusScreenProps {
  heading: string;
  message: string;
  action: ReactNode;
}

/** Layout shared by the not-found, busy and error screens. */
export function StatusScreen({ heading, message, action }: StatusScreenProps) {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: { xs: 6, sm: 10 }, px: 2, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {heading}
      </Typography>
      <Typography sx={{ mb: 4 }}>{message}</Typography>
      {action}
    </Box>
  );
}
