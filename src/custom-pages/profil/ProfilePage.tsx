import { Box, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { PROFILE_MESSAGES } from '../../domain/profileForm';
import { roleLabel } from '../../authProvider/authProvider';
import { ProfileInfoSection } from './ProfileInfoSection';
import { OperatingCountrySection } from './OperatingCountrySection';
import { PasswordSection } from './PasswordSection';
import { TwoFactorSection } from './TwoFactorSection';
import { ProfileStatsSection } from './ProfileStatsSection';
import { PROFILE_QUERY_KEY } from './queryKeys';
import { RetryAlert } from '../../components/RetryAlert';
import { Loading } from '../../components/Loading';

/** Mon Profil (spec 000 sections 2, 4, 5, 8): information, password, two-factor and statistics. */
export default function ProfilePage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const profile = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: () => dataProvider.getProfile() });

  let content;
  if (profile.isPending) {
    content = <Loading label="Chargement du profil" />;
  } else if (profile.isError) {
    content = <RetryAlert onRetry={() => void profile.refetch()}>{PROFILE_MESSAGES.loadFailed}</RetryAlert>;
  } else {
    content = (
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <ProfileInfoSection profile={profile.data} />
          <OperatingCountrySection />
          <PasswordSection />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <TwoFactorSection profile={profile.data} />
          <ProfileStatsSection profile={profile.data} />
        </Grid>
      </Grid>
    );
  }

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Mon Profil" />
      <Typography variant="h5" component="h1">
        Mon Profil
      </Typography>
      {profile.data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {profile.data.username} · {roleLabel(profile.data)}
        </Typography>
      )}
      {content}
    </Box>
  );
}
