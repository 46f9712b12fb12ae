import { Box, Button, FormControl, IconButton, InputLabel, MenuItem, Select, TextField, Tooltip } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useListContext } from 'react-admin';
import { filterText } from '../../components/list/filterValues';
import { useTextFilters } from '../../components/list/useTextFilters';
import { FILTER_DEBOUNCE_MS, SORT_FIELDS, SORT_FIELD_LABELS, STATUS_FILTER_CHOICES, hasActiveFilters, type SortField } from '../../domain/parcelList';

const TEXT_FILTERS = ['q', 'destinataire'] as const;

/**
 * Status, tracking code or number, recipient; text filters wait 500 ms after the last key and
 * every change goes back to page 1 (react-admin's setFilters does, and drops empty filters from
 * the URL). Sort by date, status, weight.
 */
export function ColisFilters() {
  const { filterValues, setFilters, sort, setSort } = useListContext();
  const texts = useTextFilters(TEXT_FILTERS, FILTER_DEBOUNCE_MS);

  const statut = filterText(filterValues, 'statut');
  const sortField = (SORT_FIELDS as readonly string[]).includes(sort.field) ? (sort.field as SortField) : 'created_at';
  const ascending = sort.order === 'ASC';

  return (
    <Box component="section" aria-label="Filtres" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <FormControl size="small" fullWidth={false} sx={{ width: { xs: '100%', sm: 190 }, flex: { xs: '1 1 100%', sm: '0 0 190px' } }}>
        <InputLabel id="colis-filtre-statut" shrink>
          Statut
        </InputLabel>
        <Select
          labelId="colis-filtre-statut"
          label="Statut"
          value={statut}
          displayEmpty
          onChange={(event) => setFilters({ ...filterValues, statut: event.target.value })}
          renderValue={(value) => STATUS_FILTER_CHOICES.find((c) => c.id === value)?.name ?? 'Tous les statuts'}
        >
          {STATUS_FILTER_CHOICES.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField
        size="small"
        label="Code de suivi ou numéro"
        value={texts.values.q}
        onChange={(event) => texts.set('q', event.target.value)}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 220px' } }}
      />
      <TextField
        size="small"
        label="Destinataire"
        value={texts.values.destinataire}
        onChange={(event) => texts.set('destinataire', event.target.value)}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 200px' } }}
      />
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        <FormControl size="small" fullWidth={false} sx={{ width: { xs: 'auto', sm: 150 }, flex: { xs: 1, sm: '0 0 150px' } }}>
          <InputLabel id="colis-tri">Trier par</InputLabel>
          <Select labelId="colis-tri" label="Trier par" value={sortField} onChange={(event) => setSort({ field: event.target.value, order: sort.order })}>
            {SORT_FIELDS.map((field) => (
              <MenuItem key={field} value={field}>
                {SORT_FIELD_LABELS[field]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
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
        <Button
          size="small"
          onClick={() => {
            texts.clear();
            setFilters({});
          }}
        >
          Effacer les filtres
        </Button>
      )}
    </Box>
  );
}
