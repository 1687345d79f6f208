import {
  CONTACT_FIELD_LABELS,
  OPTIONAL_CONTACT_FIELDS,
  type ContactFieldName,
  type ContactFormValues,
} from '@folio/core';
import { useController, type Control } from 'react-hook-form';

// One wiring, so every field draws the same label, asterisk, first error and focus target.
export function useContactField<Name extends ContactFieldName>(
  name: Name,
  control: Control<Partial<ContactFormValues>>,
) {
  const { field, fieldState } = useController({ name, control });
  const label = CONTACT_FIELD_LABELS[name];
  const required = !OPTIONAL_CONTACT_FIELDS.includes(name);
  const error = fieldState.error?.message;
  const textFieldProps = {
    ...field,
    inputRef: field.ref,
    value: field.value ?? '',
    label,
    required,
    error: Boolean(error),
    helperText: error,
    fullWidth: true,
  };
  return { field, label, required, error, textFieldProps };
}
