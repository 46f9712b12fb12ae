import { FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useInput } from 'react-admin';
import { useFieldLabel } from './SchemaForm';

/** A yes/no field of a `SchemaForm` (react-admin's `useInput`): a switch with its visible label, the schema's message under it. */
export function FormSwitch({ source, label, helperText }: { source: string; label: string; helperText?: string }) {
  const { id, field, fieldState } = useInput({ source, type: 'checkbox' });
  useFieldLabel(source, label);
  const error = fieldState.error?.message;
  return (
    <FormControl error={error !== undefined}>
      <FormControlLabel
        label={label}
        control={<Switch id={id} name={field.name} checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
      />
      {(error ?? helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
