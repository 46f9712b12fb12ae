import { useEffect } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput } from 'react-admin';
import { useFieldLabel } from '../../components/form/SchemaForm';
import { ReadyParcelPicker, type PickableParcel } from './ReadyParcelPicker';

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);

/**
 * The manifest's parcels (`colis_ids`), picked among the cards of the parcels shown, registered in
 * the enclosing `SchemaForm`. A parcel that leaves the list (taken meanwhile by someone else, seen
 * at the next refresh) drops out of the selection.
 */
export function ParcelsInput({ parcels, selectAll = false }: { parcels: readonly PickableParcel[]; selectAll?: boolean }) {
  const { field } = useInput({ source: 'colis_ids' });
  useFieldLabel('colis_ids', 'Colis');
  const { value, onChange } = field;
  const picked = idsOf(value);
  const selected = new Set(picked);

  useEffect(() => {
    const listed = new Set(parcels.map((parcel) => parcel.id));
    const current = idsOf(value);
    const kept = current.filter((id) => listed.has(id));
    if (kept.length !== current.length) onChange(kept);
  }, [parcels, value, onChange]);

  const toggle = (id: number) => onChange(selected.has(id) ? picked.filter((other) => other !== id) : [...picked, id]);
  const allSelected = parcels.length > 0 && parcels.every((parcel) => selected.has(parcel.id));
  return (
    <>
      {selectAll && (
        <FormControlLabel control={<Checkbox checked={allSelected} onChange={() => onChange(allSelected ? [] : parcels.map((parcel) => parcel.id))} />} label="Tout sélectionner" />
      )}
      <ReadyParcelPicker parcels={parcels} selected={selected} onToggle={toggle} />
    </>
  );
}
