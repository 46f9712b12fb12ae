import { Box, Card, Checkbox, Grid, Stack, Typography } from '@mui/material';
import type { ReadyParcel } from '../../dataProvider/contract/bordereaux';
import { formatMoney } from '../../domain/currency';
import { formatManifestDate, weightText } from '../../domain/bordereauWorkflow';
import { parcelStatusLabel, parcelStatusTone } from '../../domain/parcelStatus';
import { formatDecimal } from '../../domain/format';
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
    destinataire: `${parcel.destinataire_prenom} ${parcel.destinataire_nom}`.trim(),
    quartier: parcel.destinataire_quartier,
    telephone: parcel.destinataire_telephone,
    poids: parcel.poids,
    valeur: parcel.prix_total ?? 0,
    devise: parcel.devise,
    created_at: parcel.created_at,
  };
}

/** Parcel cards with a checkbox each: tracking code, status, recipient, district, phone, weight, value, date. */
export function ReadyParcelPicker({ parcels, selected, onToggle }: { parcels: PickableParcel[]; selected: ReadonlySet<number>; onToggle: (id: number) => void }) {
  return (
    <Grid container spacing={1.5}>
      {parcels.map((parcel) => {
        const checked = selected.has(parcel.id);
        return (
          <Grid key={parcel.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card
              component="label"
              variant="outlined"
              sx={{ display: 'block', p: 1.5, cursor: 'pointer', borderColor: checked ? 'primary.main' : undefined, borderWidth: checked ? 2 : 1, '&:hover': { bgcolor: 'action.hover' } }}
              data-testid="colis-pret"
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Checkbox
                  checked={checked}
                  onChange={() => onToggle(parcel.id)}
                  slotProps={{ input: { 'aria-label': `Sélectionner le colis ${parcel.code_suivi}` } }}
                  sx={{ p: 0.5 }}
                />
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
                </Stack>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
