import TextField from '@mui/material/TextField';
import type { ContactFormValues } from '@folio/core';
import { Controller, type Control } from 'react-hook-form';
import { contactTextFieldProps } from '../fieldProps';

/** A required single choice (hours per week, kind of improvement) as the browser's own select. */
export function ChoiceField({
  name,
  options,
  control,
}: {
  name: 'contributionHours' | 'improvementType';
  options: readonly string[];
  control: Control<Partial<ContactFormValues>>;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...contactTextFieldProps(name, field, fieldState)}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
