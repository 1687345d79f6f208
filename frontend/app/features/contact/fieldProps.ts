import { CONTACT_FIELD_LABELS, OPTIONAL_CONTACT_FIELDS, type ContactFieldName } from '@folio/core';
import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

/**
 * What every text-like field of the contact form passes to MUI's TextField: the controlled value, the ref
 * validation focuses, the label (with its asterisk when required) and the first error.
 */
export function contactTextFieldProps<Values extends FieldValues>(
  name: ContactFieldName,
  field: ControllerRenderProps<Values, Path<Values>>,
  fieldState: ControllerFieldState,
) {
  return {
    ...field,
    inputRef: field.ref,
    value: field.value ?? '',
    label: CONTACT_FIELD_LABELS[name],
    required: !OPTIONAL_CONTACT_FIELDS.includes(name),
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message,
    fullWidth: true,
  };
}
