import { Box, Stack, Typography } from '@mui/material';
import type { ReadyParcel } from '../../dataProvider/contract/bordereaux';
import { formatMoney } from '../../domain/currency';
import { formatManifestDate, weightText } from '../../domain/bordereauWorkflow';
import { parcelStatusLabel, parcelStatusTone } from '../../domain/parcelStatus';
import { formatDecimal } from '../../domain/format';
import { recipientName } from '../../domain/people';
import { CheckCardGrid } from '../../components/CheckCardGrid';
import { StatusChip } from '../../components/StatusChip';

export interface PickableParcel {
  id: number;
  code_suivi: string;
  statut: string;
  destinataire: string;
  quartier: string | null | undefined;
  telephone: string | null | undefined;
  poids: number;
  valeur: number;
  devise: string | null | undefined;
  created_at: string | null | undefined;
}

export function fromReadyParcel(parcel: ReadyParcel): PickableParcel {
  return {
    id: parcel.id,
    code_suivi: parcel.code_suivi,
    statut: parcel.statut,
    destinataire: recipientName(parcel),
    quartier: parcel.destinataire_quartier,
    telephone: parcel.destinataire_telephone,
    poids: parcel.poids,
    valeur: parcel.prix_total ?? 0,
    devise: parcel.devise,
    created_at: parcel.created_at,
  };
}

/** Parcel cards with a checkbox each: tracking code, status, recipient, district, phone, weight, value, date. */
export function ReadyParcelPicker({ parcels, selected, onToggle }: { parcels: readonly PickableParcel[]; selected: ReadonlySet<number>; onToggle: (id: number) => void }) {
  return (
    <CheckCardGrid items={parcels} isChecked={(parcel) => selected.has(parcel.id)} onToggle={onToggle} checkboxLabel={(parcel) => `Sélectionner le colis ${parcel.code_suivi}`} testId="colis-pret">
      {(parcel) => (
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{parcel.code_suivi}</Typography>
            <StatusChip label={parcelStatusLabel(parcel.statut)} tone={parcelStatusTone(parcel.statut)} />
          </Stack>
          <Typography variant="body2">{parcel.destinataire}</Typography>
          <Typography variant="body2" color="text.secondary">
            {parcel.quartier || '—'} · {parcel.telephone || '—'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {weightText(parcel.poids)} · {parcel.devise ? formatMoney(parcel.valeur, parcel.devise) : formatDecimal(parcel.valeur)} · {formatManifestDate(parcel.created_at)}
          </Typography>
        </Box>
      )}
    </CheckCardGrid>
  );
}
