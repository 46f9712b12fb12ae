import { Alert, Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { READY_REFRESH_MS, READY_STALE_MS, bordereauKeys } from './queryKeys';

const FIGURES = [
  { key: 'total_enregistres', label: 'Colis enregistrés' },
  { key: 'disponibles_expedition', label: 'Disponibles pour l’expédition' },
  { key: 'en_bordereau_brouillon', label: 'Dans un bordereau brouillon' },
  { key: 'en_bordereau_valide', label: 'Dans un bordereau validé' },
] as const;

/** The shipping-readiness statistics (details_enregistres), refreshed every 15 s. */
export function ReadinessStats() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: bordereauKeys.readiness,
    queryFn: () => dataProvider.getStatistiquesExpedition(),
    refetchInterval: READY_REFRESH_MS,
    staleTime: READY_STALE_MS,
  });
  if (error) return <Alert severity="warning">Statistiques d&apos;expédition indisponibles pour le moment.</Alert>;
  const details = data?.details_enregistres;
  return (
    <Box component="section" aria-label="Statistiques d'expédition">
      <Grid container spacing={1.5}>
        {FIGURES.map((figure) => (
          <Grid key={figure.key} size={{ xs: 6, md: 3 }}>
            <Card variant="outlined">
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                  {isPending || !details ? <Skeleton width={40} /> : details[figure.key]}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {figure.label}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {details?.explication && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {details.explication}
        </Typography>
      )}
    </Box>
  );
}
