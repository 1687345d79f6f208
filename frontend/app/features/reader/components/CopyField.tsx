import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface CopyFieldProps {
  label: string;
  value: string;
  multiline?: boolean;
}

/** A read-only text to select or copy, with a button that copies it and says so. */
export function CopyField({ label, value, multiline = false }: CopyFieldProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('failed');
      return;
    }
    clipboard.writeText(value).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
      <TextField
        label={label}
        value={value}
        multiline={multiline}
        maxRows={multiline ? 12 : undefined}
        fullWidth
        size="small"
        slotProps={{ input: { readOnly: true, sx: { fontFamily: multiline ? 'monospace' : undefined } } }}
        onFocus={(event) => event.target.select()}
      />
      <Box sx={{ minWidth: 90 }}>
        <Button variant="outlined" size="small" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
          Copy
        </Button>
        <Typography role="status" variant="caption" sx={{ display: 'block', mt: 0.5 }}>
          {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Select and copy it' : ''}
        </Typography>
      </Box>
    </Box>
  );
}
