import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { formatInteger } from '../../domain/format';
import { parcelStatusLabel } from '../../domain/parcelStatus';
import { COLIS_STATISTICS_KEY } from '../../dataProvider/colisQueryKeys';

/**
 * The list's four cards, counted by the server over every parcel (not the page). They are asked
 * for once the first page is there (`ready`), so the rows never wait behind the counting.
 */
export function ColisStatsCards({ ready = true }: { ready?: boolean }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({ queryKey: COLIS_STATISTICS_KEY, queryFn: () => dataProvider.getColisStatistics(), enabled: ready });
  if (isError) return <Alert severity="warning">Statistiques indisponibles pour le moment.</Alert>;
  const cards = [
    { label: 'Total des colis', value: data?.total },
    { label: parcelStatusLabel('enregistre'), value: data?.par_statut.enregistre },
    { label: 'En transit', value: data?.par_statut.expedie },
    { label: 'Livrés', value: data?.par_statut.remis },
  ];
  return (
    <Box component="section" aria-label="Statistiques des colis" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
      {cards.map((card) => (
        <Card key={card.label} variant="outlined">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary">
              {card.label}
            </Typography>
            {isPending ? (
              <Skeleton width={48} height={36} />
            ) : (
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`stat-${card.label}`}>
                {formatInteger(card.value)}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
