import { Box, Button, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Colis } from '../../dataProvider/contract/colis';
import { parcelStatusLabel, parcelStatusTone } from '../../domain/parcelStatus';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../domain/format';
import { recipientName } from '../../domain/people';
import { RetryAlert } from '../../components/RetryAlert';

/** How many of the last parcels registered the card lists. */
export const RECENT_PARCELS = 5;

/**
 * 'Activité récente': the last parcels registered, each opening its detail, and the link to the
 * parcel list (spec 001: the block is that link; a title over a link told the user nothing).
 */
export function RecentActivity() {
  // The parcel list serves pages of 10, 20 or 50: the first page of 10, of which the card shows 5.
  const { data, isPending, error, refetch } = useGetList<Colis>('colis', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="activite-titre">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="activite-titre" variant="h6" component="h2">
            Activité récente
          </Typography>
          <Button component={Link} to="/colis" startIcon={<ListAltIcon />}>
            Voir la liste des colis
          </Button>
        </Box>
        {error ? (
          <RetryAlert onRetry={() => refetch()}>Impossible de charger les derniers colis.</RetryAlert>
        ) : isPending ? (
          <Skeleton variant="rectangular" height={RECENT_PARCELS * 56} />
        ) : data.length === 0 ? (
          <Typography color="text.secondary">Aucun colis enregistré pour le moment.</Typography>
        ) : (
          <List dense disablePadding aria-label="Derniers colis enregistrés">
            {data.slice(0, RECENT_PARCELS).map((colis) => (
              <ListItem key={colis.id} disablePadding divider>
                <ListItemButton component={Link} to={`/colis/${colis.id}`} sx={{ gap: 1 }}>
                  <ListItemText
                    primary={`${colis.code_suivi} · ${recipientName(colis)}`}
                    secondary={`Enregistré le ${formatDateTime(colis.created_at)}`}
                    sx={{ minWidth: 0 }}
                    slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                  />
                  <StatusChip label={parcelStatusLabel(colis.statut)} tone={parcelStatusTone(colis.statut)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
