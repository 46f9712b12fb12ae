import { Alert, Box, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { User } from '../../dataProvider/contract/accounts';
import { roleTypeOf } from '../../domain/permissions';
import { statLinesFor } from '../../domain/profileForm';
import { formatDate as formatDay } from '../../domain/format';

const STATS_STALE_MS = 10 * 60_000;
const formatDate = (iso: string | null | undefined) => formatDay(iso, { empty: 'Jamais' });

/** Statistics by role (spec 000 section 2), cached 10 minutes. */
export function ProfileStatsSection({ profile }: { profile: User }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const stats = useQuery({ queryKey: ['profil', 'stats'], queryFn: () => dataProvider.getProfileStats(), staleTime: STATS_STALE_MS });
  const lines = statLinesFor(roleTypeOf(profile));

  let content;
  if (stats.isPending) content = <CircularProgress size={24} aria-label="Chargement des statistiques" />;
  else if (stats.isError) content = <Alert severity="warning">Statistiques indisponibles pour le moment.</Alert>;
  else {
    content = (
      <>
        {lines.length > 0 && (
          <Grid container spacing={1.5} sx={{ mb: 2 }}>
            {lines.map((line) => (
              <Grid key={line.key} size={{ xs: 6, sm: 4 }}>
                <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', textAlign: 'center' }}>
                  <Typography variant="h5" component="p" aria-label={`${line.label} : ${stats.data[line.key] ?? 0}`}>
                    {stats.data[line.key] ?? 0}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {line.label}
                  </Typography>
                </Box>
              </Grid>
            ))}
          </Grid>
        )}
        <Typography variant="body2" color="text.secondary">
          Inscrit le {formatDate(stats.data.date_inscription)} · Dernière connexion : {formatDate(stats.data.derniere_connexion)}
        </Typography>
      </>
    );
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="profil-stats">
      <CardContent>
        <Typography variant="h6" component="h2" id="profil-stats" gutterBottom>
          Statistiques
        </Typography>
        {content}
      </CardContent>
    </Card>
  );
}
