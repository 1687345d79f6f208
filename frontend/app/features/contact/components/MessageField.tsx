import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { MESSAGE_MAX_LENGTH, type ContactFormValues } from '@folio/core';
import type { Control } from 'react-hook-form';
import { useContactField } from '../hooks/useContactField';

/** The message: a text area that stops at 280 characters, with an n/280 counter. */
export function MessageField({ control }: { control: Control<Partial<ContactFormValues>> }) {
  const { field, error, textFieldProps } = useContactField('message', control);
  const text = field.value ?? '';
  return (
    <TextField
      {...textFieldProps}
      // maxLength blocks typing; slicing also covers pastes into browsers that let them through.
      onChange={(event) => field.onChange(event.target.value.slice(0, MESSAGE_MAX_LENGTH))}
      multiline
      minRows={4}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{error}</span>
          <span>
            {text.length}/{MESSAGE_MAX_LENGTH}
          </span>
        </Box>
      }
      slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
    />
  );
}
