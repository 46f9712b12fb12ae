import { Grid, TextField, type TextFieldProps } from '@mui/material';
import { FormTextField } from './form/FormTextField';

/** 'Prénom' then 'Nom', both required, half a row each from a tablet up (the employee and profile forms). */
export function PersonNameFields({ field }: { field: (name: 'first_name' | 'last_name') => TextFieldProps }) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Prénom" required {...field('first_name')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Nom" required {...field('last_name')} />
      </Grid>
    </>
  );
}

/** The same two fields inside a `SchemaForm` (the write's `first_name` and `last_name`). */
export function PersonNameInputs() {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField source="first_name" label="Prénom" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField source="last_name" label="Nom" required />
      </Grid>
    </>
  );
}
