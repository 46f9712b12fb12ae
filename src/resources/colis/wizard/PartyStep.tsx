import type { ReactNode } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import type { ContactValues, FieldErrors } from '../../../domain/wizardValidation';

interface PartyStepProps {
  title: string;
  idPrefix: string;
  values: ContactValues;
  errors: FieldErrors;
  emailRequired: boolean;
  onChange: (field: keyof ContactValues, value: string) => void;
  children?: ReactNode;
}

/** The identity fields shared by the sender and recipient steps. */
export function PartyStep({ title, idPrefix, values, errors, emailRequired, onChange, children }: PartyStepProps) {
  const field = (name: keyof ContactValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
  });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Nom" required autoComplete="off" {...field('nom')} />
        <TextField label="Prénom" required autoComplete="off" {...field('prenom')} />
        <TextField label="Téléphone" type="tel" required autoComplete="off" {...field('telephone')} />
        <TextField label="Email" type="email" required={emailRequired} autoComplete="off" {...field('email')} />
      </Box>
      {children}
    </Box>
  );
}
