import { Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

/** 'Actualiser': reloads everything on screen (as react-admin's refresh), with the spec's toasts. */
export function PaymentsRefreshButton() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = async () => {
    try {
      await queryClient.refetchQueries({ type: 'active' }, { throwOnError: true });
      notify('Dashboard actualisé - Données fraîches chargées', { type: 'success' });
    } catch {
      notify("Erreur lors de l'actualisation des données", { type: 'error' });
    }
  };
  return (
    <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh}>
      Actualiser
    </Button>
  );
}
