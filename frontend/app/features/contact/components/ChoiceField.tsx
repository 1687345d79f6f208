import TextField from '@mui/material/TextField';
import type { ContactFormValues } from '@folio/core';
import type { Control } from 'react-hook-form';
import { useContactField } from '../hooks/useContactField';

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
  const { textFieldProps } = useContactField(name, control);
  return (
    <TextField {...textFieldProps} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">Choose…</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}
