import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { Paiement } from '../../dataProvider/contract/paiements';
import { errorMessage } from '../../dataProvider/errors';
import { useCan } from '../../components/access/useCan';
import { FormDialog } from '../../components/form/FormDialog';
import { FormTextField } from '../../components/form/FormTextField';
import { submissionErrors } from '../../components/form/submissionErrors';
import { reasonWrite } from '../../domain/schemas/cashClose';

/** « Annuler le paiement »: a validated payment voided with a reason (issue #32); the server refuses it while its day is closed. */
export function VoidPaymentButton({ paiement, onVoided, size }: { paiement: Paiement; onVoided: () => void; size?: 'small' | 'medium' }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { allowed } = useCan('paiements.void', { paiement_agent_id: paiement.agent_id ?? null });
  const [open, setOpen] = useState(false);
  // Money already given back on it: the rest is refunded, never voided (issue #32).
  if (!allowed || paiement.statut !== 'valide' || (paiement.remboursements ?? []).length > 0) return null;
  return (
    <>
      <Button variant="outlined" color="error" size={size} startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        Annuler le paiement
      </Button>
      {open && (
        <FormDialog
          title={`Annuler le paiement #${paiement.id}`}
          schema={reasonWrite}
          defaultValues={{ motif: '' }}
          submitLabel="Annuler le paiement"
          discardMessage="Le motif saisi sera perdu."
          onClose={() => setOpen(false)}
          onSubmit={async ({ motif }) => {
            try {
              const answer = await dataProvider.voidPayment(paiement.id, motif);
              notify(answer.message, { type: 'success' });
              setOpen(false);
              onVoided();
            } catch (error) {
              const fields = submissionErrors(error, ['motif']);
              if (!fields) notify(errorMessage(error, "Erreur lors de l'annulation du paiement"), { type: 'error' });
              return fields;
            }
          }}
        >
          <FormTextField source="motif" label="Motif de l'annulation" multiline minRows={2} required />
        </FormDialog>
      )}
    </>
  );
}
