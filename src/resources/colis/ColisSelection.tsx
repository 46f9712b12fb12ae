import { Checkbox } from '@mui/material';
import { useListContext } from 'react-admin';
import type { Colis } from '../../dataProvider/contract/colis';

/** One parcel's selection box (table row or card). */
export function ColisSelectBox({ colis }: { colis: Colis }) {
  const { selectedIds, onToggleItem } = useListContext<Colis>();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(colis.id)}
      onChange={() => onToggleItem(colis.id)}
      slotProps={{ input: { 'aria-label': `Sélectionner le colis ${colis.code_suivi}` } }}
    />
  );
}

/** Selects or clears every parcel of the page shown. */
export function ColisSelectPage({ rows }: { rows: Colis[] }) {
  const { selectedIds, onSelect, onUnselectItems } = useListContext<Colis>();
  const ids = rows.map((colis) => colis.id);
  const chosen = ids.filter((id) => selectedIds.includes(id)).length;
  const all = chosen === ids.length && ids.length > 0;
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={chosen > 0 && !all}
      onChange={() => (all ? onUnselectItems() : onSelect([...new Set([...selectedIds, ...ids])]))}
      slotProps={{ input: { 'aria-label': 'Sélectionner tous les colis de la page' } }}
    />
  );
}
