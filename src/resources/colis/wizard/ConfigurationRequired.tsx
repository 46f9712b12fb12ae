import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import { useNavigate } from 'react-router-dom';

/** Shown instead of the wizard when the user's profile lacks what a parcel needs (spec 001 section 2). */
export function ConfigurationRequired({ missing, detail, onRefresh }: { missing: string[]; detail?: string; onRefresh: () => Promise<void> }) {
  const navigate = useNavigate();
  const [refreshing, setRefreshing] = useState(false);
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <SettingsIcon color="warning" aria-hidden />
          <Typography component="h1" variant="h5">
            Configuration requise
          </Typography>
        </Box>
        <Typography>Votre profil n'est pas encore prêt pour créer un colis. Il manque :</Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {missing.map((item) => (
            <li key={item}>
              <Typography>{item}</Typography>
            </li>
          ))}
        </Box>
        {detail && <Alert severity="warning">{detail}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => navigate('/')}>
            Retour au tableau de bord
          </Button>
          <Button
            variant="outlined"
            disabled={refreshing}
            startIcon={refreshing ? <CircularProgress size={16} /> : undefined}
            onClick={async () => {
              setRefreshing(true);
              try {
                await onRefresh();
              } finally {
                setRefreshing(false);
              }
            }}
          >
            Actualiser
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
