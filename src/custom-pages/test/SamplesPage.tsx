import { Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../domain/currency';
import { PARCEL_STATUSES, parcelStatusLabel, parcelStatusTone } from '../../domain/parcelStatus';

/** Public sample page (/test): the shared widgets as they look in the app. */
export default function SamplesPage() {
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Composants d'exemple
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Statuts des colis
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {PARCEL_STATUSES.map((status) => (
          <Chip key={status} label={parcelStatusLabel(status)} color={parcelStatusTone(status)} />
        ))}
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Montants en deux devises
      </Typography>
      <Box sx={{ mt: 1 }}>
        <Typography>{formatMoney(125.5, 'CAD')}</Typography>
        <Typography color="text.secondary">{formatMoney(784375, 'GNF')}</Typography>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Boutons
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained">Principal</Button>
        <Button variant="outlined">Secondaire</Button>
        <Button variant="text" color="error">
          Supprimer
        </Button>
      </Stack>
    </Container>
  );
}
