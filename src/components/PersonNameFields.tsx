import { Grid, TextField, type TextFieldProps } from '@mui/material';

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
