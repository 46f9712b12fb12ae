import { Link as RouterLink } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, LinearProgress } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LoadError } from '../../components/access/LoadError';
import type { useBordereau } from './useBordereau';

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

type ManifestQuery = Pick<ReturnType<typeof useBordereau>, 'notFound' | 'isPending' | 'error' | 'refetch'>;

/** What stands in for a manifest that does not exist, is loading, or failed to load. */
export function BordereauUnavailable({ notFound, isPending, error, refetch }: ManifestQuery) {
  if (notFound) return <BordereauNotFound />;
  if (isPending) return <LinearProgress sx={{ mt: 4 }} aria-label="Chargement du bordereau" />;
  return (
    <Box sx={{ mt: 2 }}>
      <LoadError error={error} message="Impossible de charger le bordereau" onRetry={() => refetch()} />
    </Box>
  );
}
