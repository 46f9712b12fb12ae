import { useEffect, useRef, useState } from 'react';
import { Box, Button, FormControl, IconButton, InputLabel, MenuItem, Select, TextField, Tooltip } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useListContext } from 'react-admin';
import { FILTER_DEBOUNCE_MS, SORT_FIELDS, SORT_FIELD_LABELS, STATUS_FILTER_CHOICES, hasActiveFilters, type SortField } from '../../domain/parcelList';

function filterText(filter: Record<string, unknown>, key: string): string {
  return typeof filter[key] === 'string' ? (filter[key] as string) : '';
}

/** Empty filters stay out of the URL. */
function withoutEmpty(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '' && value !== undefined && value !== null));
}

/**
 * Status, tracking code or number, recipient; text filters wait 500 ms after the last key and
 * every change goes back to page 1 (react-admin's setFilters does). Sort by date, status, weight.
 */
export function ColisFilters() {
  const { filterValues, setFilters, sort, setSort } = useListContext();
  const [q, setQ] = useState(() => filterText(filterValues, 'q'));
  const [recipient, setRecipient] = useState(() => filterText(filterValues, 'destinataire'));
  const latest = useRef(filterValues);
  latest.current = filterValues;
  const urlQ = filterText(filterValues, 'q');
  const urlRecipient = filterText(filterValues, 'destinataire');
  const applied = useRef({ q: urlQ, destinataire: urlRecipient });

  // The URL changed from elsewhere (cleared filters, browser back): the fields follow it.
  useEffect(() => {
    if (urlQ !== applied.current.q) {
      applied.current.q = urlQ;
      setQ(urlQ);
    }
    if (urlRecipient !== applied.current.destinataire) {
      applied.current.destinataire = urlRecipient;
      setRecipient(urlRecipient);
    }
  }, [urlQ, urlRecipient]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const current = latest.current;
      if (q === filterText(current, 'q') && recipient === filterText(current, 'destinataire')) return;
      applied.current = { q, destinataire: recipient };
      setFilters(withoutEmpty({ ...current, q, destinataire: recipient }));
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, recipient, setFilters]);

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
          onChange={(event) => setFilters(withoutEmpty({ ...filterValues, statut: event.target.value }))}
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
        value={q}
        onChange={(event) => setQ(event.target.value)}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 220px' } }}
      />
      <TextField
        size="small"
        label="Destinataire"
        value={recipient}
        onChange={(event) => setRecipient(event.target.value)}
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
            setQ('');
            setRecipient('');
            setFilters({});
          }}
        >
          Effacer les filtres
        </Button>
      )}
    </Box>
  );
}
