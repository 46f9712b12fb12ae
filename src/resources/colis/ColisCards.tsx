import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { parcelStatusLabel, parcelStatusTone } from '../../domain/parcelStatus';
import { StatusChip } from '../../components/StatusChip';
import type { Colis } from '../../dataProvider/contract/colis';
import { feeText, formatDate, formatWeight } from './colisFormat';
import { recipientName } from '../../domain/people';
import { ColisRowActions } from './ColisRowActions';
import { ColisSelectBox } from './ColisSelection';
import { NewParcelChip } from './NewParcelChip';

/** Phones: one card per parcel with the same fields and actions as the table; the parcel just created (`highlightId`) stands out. */
export function ColisCards({ rows, highlightId }: { rows: Colis[]; highlightId?: number }) {
  return (
    <Box component="ul" aria-label="Liste des colis" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((colis) => (
        <Card
          component="li"
          key={colis.id}
          variant="outlined"
          data-testid="colis-row"
          aria-current={colis.id === highlightId ? 'true' : undefined}
          sx={colis.id === highlightId ? { borderColor: 'success.main', borderWidth: 2, bgcolor: 'action.selected' } : undefined}
        >
          <CardContent sx={{ pb: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <ColisSelectBox colis={colis} />
                <MuiLink component={Link} to={`/colis/${colis.id}`} sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                  {colis.code_suivi}
                </MuiLink>
                {colis.id === highlightId && <NewParcelChip />}
              </Box>
              <StatusChip label={parcelStatusLabel(colis.statut)} tone={parcelStatusTone(colis.statut)} />
            </Box>
            <Typography sx={{ mt: 1 }}>{recipientName(colis)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {colis.destinataire_telephone}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2">{formatWeight(colis.poids)}</Typography>
              <Typography variant="body2">{feeText(colis)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(colis.created_at)}
              </Typography>
            </Box>
            <ColisRowActions colis={colis} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
