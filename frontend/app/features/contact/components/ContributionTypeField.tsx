import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { CONTRIBUTION_TYPE_OPTIONS, type ContactFormValues } from '@folio/core';
import type { Control } from 'react-hook-form';
import { useContactField } from '../hooks/useContactField';

/** The contribution types: a multi-select shown as a group of checkboxes, each reachable by keyboard. */
export function ContributionTypeField({ control }: { control: Control<Partial<ContactFormValues>> }) {
  const { field, label, required, error } = useContactField('contributionType', control);
  const picked = field.value ?? [];
  // Keeps the options' order whatever the order of the clicks.
  const toggle = (option: string) =>
    field.onChange(
      CONTRIBUTION_TYPE_OPTIONS.filter((candidate) =>
        candidate === option ? !picked.includes(candidate) : picked.includes(candidate),
      ),
    );
  return (
    <FormControl component="fieldset" required={required} error={Boolean(error)} onBlur={field.onBlur}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {CONTRIBUTION_TYPE_OPTIONS.map((option, index) => (
          <FormControlLabel
            key={option}
            label={option}
            control={
              <Checkbox
                checked={picked.includes(option)}
                onChange={() => toggle(option)}
                inputRef={index === 0 ? field.ref : undefined}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
