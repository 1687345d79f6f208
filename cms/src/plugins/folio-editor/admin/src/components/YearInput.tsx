import * as React from 'react';
import { Field, TextInput } from '@strapi/design-system';

interface YearInputProps {
  name: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  labelAction?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  value?: number | string | null;
  onChange: (name: string, value: number | null) => void;
}

/** Digits only, and at most four: a year is never longer, and nothing else can be typed into it. */
const toYear = (text: string): number | null => {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits === '' ? null : Number(digits);
};

/** The design system's NumberInput groups digits ("1,999"); the value stays an integer, so the checks at save hold. */
const YearInput = React.forwardRef<HTMLInputElement, YearInputProps>(
  ({ name, label, hint, labelAction, required, disabled, error, value, onChange }, ref) => (
    <Field.Root name={name} id={name} error={error} hint={hint} required={required}>
      <Field.Label action={labelAction}>{label}</Field.Label>
      <TextInput
        ref={ref}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        placeholder="e.g. 1999"
        disabled={disabled}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(name, toYear(event.target.value))}
      />
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  ),
);
YearInput.displayName = 'YearInput';

export default YearInput;
