import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import ContactlessIcon from '@mui/icons-material/Contactless';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { TapToPaySyncResult } from '../../dataProvider/contract/paiements';
import { errorMessage } from '../../dataProvider/errors';
import { useRefreshAwaited } from '../../components/useRefreshAwaited';
import { TapToPayDialog } from './TapToPayDialog';

/**
 * 'Synchroniser Tap to Pay': imports the card-reader payments, then shows what was done and refreshes
 * every payments view. `Guarded` disables it for a role without `paiements.tap_to_pay`.
 */
export function TapToPayButton({ disabled = false }: { disabled?: boolean }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshAwaited();
  const notify = useNotify();
  const [result, setResult] = useState<TapToPaySyncResult | null>(null);
  const sync = useMutation({
    mutationFn: () => dataProvider.syncTapToPay(),
    onSuccess: async (answer) => {
      setResult(answer);
      await refresh();
    },
    onError: (error) => notify(errorMessage(error, 'Erreur lors de la synchronisation Tap to Pay'), { type: 'error' }),
  });
  return (
    <>
      <Button variant="outlined" startIcon={sync.isPending ? <CircularProgress size={16} /> : <ContactlessIcon />} onClick={disabled ? undefined : () => sync.mutate()} disabled={disabled || sync.isPending}>
        Synchroniser Tap to Pay
      </Button>
      <TapToPayDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}
