import { Link as RouterLink } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** 'Bordereau non trouvé' with the way back to the list. */
export function BordereauNotFound() {
  return (
    <Box sx={{ py: 2 }}>
      <Alert severity="error" role="alert">
        <AlertTitle>Bordereau non trouvé</AlertTitle>
        Le bordereau demandé n&apos;existe pas ou n&apos;est pas accessible.
      </Alert>
      <Button component={RouterLink} to="/bordereaux" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
        Retour aux bordereaux
      </Button>
    </Box>
  );
}
