import type { KeyboardEvent } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { Badge, Box, Button, Collapse, Paper, Stack, TextField } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { ChoiceField, type Choice } from './ChoiceField';
import { SearchField } from './SearchField';
import { useListFilters } from './useListFilters';
import { dateRangeError } from '../../domain/calendar';

/** A field of the panel: a select (with its 'no filter' choice) or a date, which may not precede the date of `notBefore`. */
export type FilterField = { source: string; label: string } & ({ choices: readonly Choice[]; allLabel: string } | { type: 'date'; notBefore?: string });

interface Props {
  fields: readonly FilterField[];
  /** The search box beside the toggle, always visible, applied after `delay` ms of pause. */
  search: { placeholder: string; delay: number };
}

/**
 * Collapsible filters of a list (spec 002 sections 2 and 4), on the app's one filter pattern
 * (`useListFilters`) with pending fields: pending until Appliquer or Enter, an
 * orange dot while changes are unapplied, 'Réinitialiser' clears the filters and the search.
 */
export function FiltersPanel({ fields, search }: Props) {
  const keys = useMemo(() => fields.map((field) => field.source), [fields]);
  // A date before its start date is refused at its field; nothing is applied while one is.
  const refuse = useCallback(
    (values: Record<string, string>) =>
      Object.fromEntries(
        fields.flatMap((field) => {
          const error = 'type' in field && field.notBefore ? dateRangeError(values[field.notBefore], values[field.source]) : null;
          return error ? [[field.source, error]] : [];
        }),
      ),
    [fields],
  );
  const filters = useListFilters(keys, { refuse });
  const { dirty, activeCount, reset: onReset, errors } = filters;
  const [open, setOpen] = useState(false);
  const onApply = () => {
    if (Object.keys(errors).length === 0) filters.apply();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement)) {
      // Captured before a select field opens its menu: Enter applies, wherever the focus is.
      event.preventDefault();
      event.stopPropagation();
      onApply();
    }
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <SearchField label="Rechercher" placeholder={search.placeholder} delay={search.delay} sx={{ minWidth: { sm: 320 } }} />
        <Badge color="warning" variant="dot" invisible={!dirty} overlap="rectangular" data-testid="filters-pending-dot">
          <Button variant={open ? 'contained' : 'outlined'} startIcon={<FilterListIcon />} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {activeCount > 0 ? `Filtres (${activeCount})` : 'Filtres'}
          </Button>
        </Badge>
        {dirty && (
          <Box component="span" sx={{ color: 'warning.main', fontSize: 14 }}>
            Modifications non appliquées
          </Box>
        )}
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Paper variant="outlined" sx={{ p: 2, mt: 1 }} onKeyDownCapture={onKeyDown} role="search" aria-label="Filtres">
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
            {fields.map((field) =>
              'choices' in field ? (
                <ChoiceField key={field.source} label={field.label} value={filters.values[field.source]} onChange={(value) => filters.set(field.source, value)} choices={field.choices} allLabel={field.allLabel} />
              ) : (
                <TextField
                  key={field.source}
                  label={field.label}
                  type="date"
                  value={filters.values[field.source]}
                  onChange={(event) => filters.set(field.source, event.target.value)}
                  error={Boolean(errors[field.source])}
                  helperText={errors[field.source]}
                  size="small"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              ),
            )}
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={onReset}>Réinitialiser</Button>
            <Button variant="contained" onClick={onApply}>
              Appliquer
            </Button>
          </Stack>
        </Paper>
      </Collapse>
    </Box>
  );
}
