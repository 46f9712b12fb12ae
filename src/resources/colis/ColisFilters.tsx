import { Box, Button, IconButton, TextField, Tooltip } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useListContext } from 'react-admin';
import { ChoiceField } from '../../components/list/ChoiceField';
import { useListFilters } from '../../components/list/useListFilters';
import { FILTER_DEBOUNCE_MS, SORT_FIELDS, SORT_FIELD_LABELS, STATUS_FILTER_CHOICES, hasActiveFilters, type SortField } from '../../domain/parcelList';

const FILTERS = ['statut', 'q', 'destinataire'] as const;
const TEXT_FIELDS = [
  { source: 'q', label: 'Code de suivi ou numéro', flex: '1 1 220px' },
  { source: 'destinataire', label: 'Destinataire', flex: '1 1 200px' },
] as const;
const STATUS_CHOICES = STATUS_FILTER_CHOICES.filter((choice) => choice.id !== '').map((choice) => ({ value: choice.id, label: choice.name }));
const SORT_CHOICES = SORT_FIELDS.map((field) => ({ value: field, label: SORT_FIELD_LABELS[field] }));

/**
 * Status, tracking code or number, recipient (the app's one filter pattern, `useListFilters`): the
 * status applies at once, text filters wait 500 ms after the last key, and
 * every change goes back to page 1 (react-admin's setFilters does, and drops empty filters from
 * the URL). Sort by date, status, weight.
 */
export function ColisFilters() {
  const { filterValues, sort, setSort } = useListContext();
  const filters = useListFilters(FILTERS, { delay: FILTER_DEBOUNCE_MS });

  const sortField = (SORT_FIELDS as readonly string[]).includes(sort.field) ? (sort.field as SortField) : 'created_at';
  const ascending = sort.order === 'ASC';

  return (
    <Box component="section" aria-label="Filtres" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <ChoiceField
        label="Statut"
        value={filters.values.statut}
        onChange={(statut) => filters.apply({ statut })}
        choices={STATUS_CHOICES}
        allLabel={STATUS_FILTER_CHOICES[0].name}
        sx={{ width: { xs: '100%', sm: 190 }, flex: { xs: '1 1 100%', sm: '0 0 190px' } }}
      />
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.source}
          size="small"
          label={field.label}
          value={filters.values[field.source]}
          onChange={(event) => filters.set(field.source, event.target.value)}
          sx={{ flex: { xs: '1 1 100%', sm: field.flex } }}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        <ChoiceField
          label="Trier par"
          value={sortField}
          onChange={(field) => setSort({ field, order: sort.order })}
          choices={SORT_CHOICES}
          sx={{ width: { xs: 'auto', sm: 150 }, flex: { xs: 1, sm: '0 0 150px' } }}
        />
        <Tooltip title={ascending ? 'Ordre croissant' : 'Ordre décroissant'}>
          <IconButton
            aria-label={ascending ? 'Ordre croissant, passer en décroissant' : 'Ordre décroissant, passer en croissant'}
            onClick={() => setSort({ field: sortField, order: ascending ? 'DESC' : 'ASC' })}
          >
            {ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      {hasActiveFilters(filterValues) && (
        <Button size="small" onClick={filters.reset}>
          Effacer les filtres
        </Button>
      )}
    </Box>
  );
}
