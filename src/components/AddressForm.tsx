import { Box, TextField, Typography } from '@mui/material';
import type { AddressFieldDef, AddressValues } from '../domain/addressSchema';
import { CountryName } from './flags/CountryFlag';

interface AddressFormProps {
  /** The country's address schema (or the fallback schema). */
  fields: readonly AddressFieldDef[];
  values: AddressValues;
  errors?: Record<string, string | undefined>;
  onChange: (key: string, value: string) => void;
  /** Shown in the form's heading with its flag, e.g. "Adresse — Canada". */
  country?: { nom: string; code_iso2?: string | null } | null;
  title?: string;
  idPrefix: string;
}

/** Country-specific address form, drawn from the country's address schema (spec 000 section 3). */
export function AddressForm({ fields, values, errors = {}, onChange, country, title = 'Adresse', idPrefix }: AddressFormProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
        {country ? (
          <>
            {' — '}
            <CountryName code={country.code_iso2} name={country.nom} />
          </>
        ) : null}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((field) => (
          <TextField
            key={field.key}
            id={`${idPrefix}-${field.key}`}
            name={field.key}
            label={field.label}
            type={field.type === 'textarea' ? 'text' : field.type}
            multiline={field.type === 'textarea'}
            minRows={field.type === 'textarea' ? 2 : undefined}
            required={field.required}
            placeholder={field.placeholder ?? undefined}
            value={values[field.key] ?? ''}
            onChange={(event) => onChange(field.key, event.target.value)}
            error={Boolean(errors[field.key])}
            helperText={errors[field.key]}
            sx={field.type === 'textarea' ? { gridColumn: '1 / -1' } : undefined}
          />
        ))}
      </Box>
    </Box>
  );
}
