import TextField from '@mui/material/TextField';
import { CONTACT_TEXT_MAX_LENGTH, type ContactFormValues } from '@folio/core';
import type { Control } from 'react-hook-form';
import { useContactField } from '../hooks/useContactField';

type TextFieldName = 'name' | 'email' | 'instagramHandle';

const AUTOCOMPLETE: Record<TextFieldName, string> = { name: 'name', email: 'email', instagramHandle: 'off' };

/** A one-line text field of the contact form, with its label, asterisk when required, and first error. */
export function ContactTextField({
  name,
  control,
}: {
  name: TextFieldName;
  control: Control<Partial<ContactFormValues>>;
}) {
  const { textFieldProps } = useContactField(name, control);
  return (
    <TextField
      {...textFieldProps}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      slotProps={{ htmlInput: { maxLength: CONTACT_TEXT_MAX_LENGTH[name] } }}
    />
  );
}
