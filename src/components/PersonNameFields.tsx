import { Grid } from '@mui/material';
import { FormTextField } from './form/FormTextField';

/** 'Prénom' then 'Nom', both required, half a row each from a tablet up, inside a `SchemaForm` (the write's `first_name` and `last_name`: the employee and profile forms). */
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
