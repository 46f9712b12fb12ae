import { useState, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { ManifestDuesAnswer } from '../../dataProvider/contract/handover';
import { errorMessage } from '../../dataProvider/errors';
import { formatMoney } from '../../domain/currency';
import { UNPAID_RECEPTION_TITLE, unpaidReceptionWarning } from '../../domain/handover';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';

export const DUES_CHECK_ERROR = 'Impossible de vérifier les paiements des colis du bordereau';

/**
 * Before « Marquer comme reçu » (the button or the reception by scan): the server's list of the
 * manifest's parcels still owing something; when there are some, a confirmation names each with its
 * rest and the totals per currency (focus on « Annuler »); when everything is paid, `proceed` at once.
 */
export function useUnpaidReceptionGuard(bordereauId: number | string | undefined, proceed: () => void, confirmLabel = 'Marquer comme reçu'): { request: () => void; checking: boolean; dialog: ReactNode } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [dues, setDues] = useState<ManifestDuesAnswer | null>(null);
  const check = useMutation({
    mutationFn: () => dataProvider.getSoldesDusBordereau(bordereauId ?? ''),
    onSuccess: (answer) => (unpaidReceptionWarning(answer) ? setDues(answer) : proceed()),
    onError: (failure) => notify(errorMessage(failure, DUES_CHECK_ERROR), { type: 'error' }),
  });
  const warning = dues ? unpaidReceptionWarning(dues) : null;
  const dialog = (
    <ConfirmActionDialog
      open={warning !== null}
      title={UNPAID_RECEPTION_TITLE}
      message={warning ?? ''}
      confirmLabel={confirmLabel}
      destructive
      onConfirm={() => {
        setDues(null);
        proceed();
      }}
      onClose={() => setDues(null)}
    >
      <Table size="small" aria-label={UNPAID_RECEPTION_TITLE} sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>N° colis</TableCell>
            <TableCell>Destinataire</TableCell>
            <TableCell align="right">Reste à payer</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {dues?.colis.map((parcel) => (
            <TableRow key={parcel.id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{parcel.numero_colis}</TableCell>
              <TableCell>{parcel.destinataire || '—'}</TableCell>
              <TableCell align="right">{formatMoney(parcel.reste_a_payer, parcel.devise)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ConfirmActionDialog>
  );
  return { request: () => check.mutate(), checking: check.isPending, dialog };
}
