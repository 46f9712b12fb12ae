import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { BordereauColis } from '../../dataProvider/contract/bordereaux';
import { MANIFEST_FEES_LABEL, manifestValueText, weightText } from '../../domain/bordereauWorkflow';
import { parcelStatusLabel, parcelStatusTone } from '../../domain/parcelStatus';
import { StatusChip } from '../../components/StatusChip';
import { EmptyState } from '../../components/EmptyState';
import { recipientName } from '../../domain/people';

const currencyOf = (c: BordereauColis, fallback: string | null | undefined) => c.enterprise_route?.origin_country?.devise_code ?? fallback;

/** The parcels of a manifest: a table on large screens, cards on small ones; each opens /colis/{id}. */
export function ManifestParcels({ colis, devise }: { colis: BordereauColis[]; devise: string | null | undefined }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (colis.length === 0) return <EmptyState title="Aucun colis dans ce bordereau" />;
  if (small) {
    return (
      <Stack spacing={1.5}>
        {colis.map((c) => (
          <Card key={c.id} variant="outlined" data-testid="bordereau-colis">
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography component={RouterLink} to={`/colis/${c.id}`} sx={{ fontWeight: 600 }}>
                  {c.numero_colis}
                </Typography>
                <StatusChip label={parcelStatusLabel(c.statut)} tone={parcelStatusTone(c.statut)} />
              </Stack>
              <Typography variant="body2">{recipientName(c) || '—'}</Typography>
              <Typography variant="body2" color="text.secondary">
                {c.destinataire_quartier || '—'} · {c.destinataire_telephone || '—'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {weightText(c.poids)} · {manifestValueText(c.valeur_totale_calculee, currencyOf(c, devise))}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Colis du bordereau">
        <TableHead>
          <TableRow>
            <TableCell>N° colis</TableCell>
            <TableCell>Destinataire</TableCell>
            <TableCell>Quartier</TableCell>
            <TableCell>Téléphone</TableCell>
            <TableCell align="right">Poids</TableCell>
            <TableCell align="right">{MANIFEST_FEES_LABEL}</TableCell>
            <TableCell>Statut</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {colis.map((c) => (
            <TableRow key={c.id} data-testid="bordereau-colis">
              <TableCell>
                <Typography component={RouterLink} to={`/colis/${c.id}`} variant="body2" sx={{ fontWeight: 600 }}>
                  {c.numero_colis}
                </Typography>
              </TableCell>
              <TableCell>{recipientName(c) || '—'}</TableCell>
              <TableCell>{c.destinataire_quartier || '—'}</TableCell>
              <TableCell>{c.destinataire_telephone || '—'}</TableCell>
              <TableCell align="right">{weightText(c.poids)}</TableCell>
              <TableCell align="right">{manifestValueText(c.valeur_totale_calculee, currencyOf(c, devise))}</TableCell>
              <TableCell>
                <StatusChip label={parcelStatusLabel(c.statut)} tone={parcelStatusTone(c.statut)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
