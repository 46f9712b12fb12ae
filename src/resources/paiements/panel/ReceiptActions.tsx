import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { Paiement } from '../../../dataProvider/contract/paiements';
import { errorMessage } from '../../../dataProvider/errors';
import { useCan } from '../../../components/access/useCan';
import { printBlob, saveBlob } from '../../../components/files';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmissionFailure } from '../../../components/form/submissionErrors';
import { RECEIPT_FORMAT_LABELS, type ReceiptFormat } from '../../../domain/receipts';
import { sendReceiptWrite } from '../../../domain/schemas/payments';

/** Sends the receipt to the customer's address, or another one typed. */
function SendReceiptDialog({ paiement, onClose }: { paiement: Paiement & { numero_recu: string }; onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refused = useSubmissionFailure();
  return (
    <FormDialog
      title={`Envoyer le reçu ${paiement.numero_recu}`}
      schema={sendReceiptWrite}
      defaultValues={{ email: paiement.client?.email ?? '' }}
      submitLabel="Envoyer"
      onClose={onClose}
      onSubmit={async ({ email }) => {
        try {
          const answer = await dataProvider.sendReceipt(paiement.id, email);
          notify(answer.message, { type: 'success' });
          onClose();
        } catch (error) {
          return refused(error, ['email'], "Erreur lors de l'envoi du reçu");
        }
      }}
    >
      <FormTextField source="email" label="Email du client" type="email" helperText="Le reçu part à cette adresse." />
    </FormDialog>
  );
}

/** « Reçu CA-2026-000123 »: print it on the counter's 80 mm printer, download it in A6, or e-mail it (issue #32). */
export function ReceiptActions({ paiement }: { paiement: Paiement }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { allowed } = useCan('paiements.receipt');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sending, setSending] = useState(false);
  const numero = paiement.numero_recu;
  if (!numero || !allowed) return null;

  const fetchReceipt = async (format: ReceiptFormat, mode: 'print' | 'download') => {
    setAnchor(null);
    try {
      const blob = await dataProvider.getReceiptPdf(paiement.id, format);
      if (mode === 'print') printBlob(blob);
      else {
        saveBlob(blob, `recu-${numero}-${format}.pdf`);
        notify(`Reçu ${numero} téléchargé`, { type: 'success' });
      }
    } catch (error) {
      notify(errorMessage(error, 'Erreur lors du chargement du reçu'), { type: 'error' });
    }
  };

  return (
    <>
      <Button size="small" startIcon={<ReceiptIcon />} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        Reçu {numero}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(['80mm', 'a6'] as const).map((format) => (
          <MenuItem key={`print-${format}`} onClick={() => void fetchReceipt(format, 'print')}>
            Imprimer le reçu ({RECEIPT_FORMAT_LABELS[format]})
          </MenuItem>
        ))}
        {(['80mm', 'a6'] as const).map((format) => (
          <MenuItem key={`download-${format}`} onClick={() => void fetchReceipt(format, 'download')}>
            Télécharger le reçu ({RECEIPT_FORMAT_LABELS[format]})
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSending(true);
          }}
        >
          Envoyer le reçu par e-mail
        </MenuItem>
      </Menu>
      {sending && <SendReceiptDialog paiement={{ ...paiement, numero_recu: numero }} onClose={() => setSending(false)} />}
    </>
  );
}
