import { useState } from 'react';
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, TextField, Typography } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import LabelIcon from '@mui/icons-material/Label';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { errorBody } from '../../dataProvider/errors';
import type { ColisDetail } from '../../dataProvider/contract/colis';
import { printBlob, saveBlob } from '../../components/files';
import { Guarded } from '../../components/access/Guarded';

export const RESEND_ERROR = 'Erreur lors du renvoi du ticket';

const DOCUMENTS = {
  ticket: { success: 'PDF téléchargé', failure: 'Erreur lors du téléchargement du PDF', file: (c: ColisDetail) => `ticket-${c.numero_colis}.pdf` },
  label: {
    success: 'Étiquette A6 téléchargée',
    failure: "Erreur lors du téléchargement de l'étiquette A6",
    file: (c: ColisDetail) => `etiquette-a6-${c.code_suivi}.pdf`,
  },
} as const;

/**
 * Spec 002 §2/§5: a custom e-mail checkbox (when ticked the address is required and the button stays
 * disabled until one is typed; otherwise the client's default e-mail is used) and a warning that the
 * resend bypasses the duplicate protection.
 */
function ResendDialog({ colis, open, onClose }: { colis: ColisDetail; open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [custom, setCustom] = useState(!colis.expediteur_email);
  const [email, setEmail] = useState('');
  const target = custom ? email.trim() : undefined;
  const mutation = useMutation({
    mutationFn: () => dataProvider.resendColisTicket(colis.id, target),
    onSuccess: (result) => {
      notify(result.message, { type: 'success' });
      setEmail('');
      onClose();
    },
    onError: () => notify(RESEND_ERROR, { type: 'error' }),
  });
  const fieldError = mutation.error ? errorBody(mutation.error)?.errors.email : undefined;
  const missingEmail = custom && !target;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="renvoi-ticket-titre" fullWidth maxWidth="xs">
      <DialogTitle id="renvoi-ticket-titre">Renvoyer le ticket</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Cette action contourne la protection contre les doublons : le ticket est renvoyé même s'il a déjà été envoyé.
        </Alert>
        <DialogContentText sx={{ mb: 1 }}>
          {colis.expediteur_email
            ? custom
              ? "Le ticket sera envoyé à l'adresse saisie ci-dessous."
              : `Le ticket sera envoyé à l'adresse du client : ${colis.expediteur_email}.`
            : "Le client n'a pas d'adresse e-mail : saisissez celle à laquelle envoyer le ticket."}
        </DialogContentText>
        <FormControlLabel
          control={<Checkbox checked={custom} onChange={(event) => setCustom(event.target.checked)} disabled={!colis.expediteur_email} />}
          label="Utiliser un e-mail personnalisé"
        />
        {custom && (
          <TextField
            label="E-mail personnalisé"
            type="email"
            required
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError}
            autoFocus
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" onClick={() => mutation.mutate()} disabled={mutation.isPending || missingEmail}>
          {mutation.isPending ? 'Envoi…' : 'Renvoyer'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The Actions panel: resend the ticket by e-mail, download or print the ticket and the A6 label. */
export function ColisDocumentsPanel({ colis }: { colis: ColisDetail }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [resending, setResending] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (kind: keyof typeof DOCUMENTS, mode: 'download' | 'print') => {
    const doc = DOCUMENTS[kind];
    setBusy(`${kind}-${mode}`);
    try {
      const blob = kind === 'ticket' ? await dataProvider.getColisTicketPdf(colis.id) : await dataProvider.getColisLabelA6(colis.id);
      if (mode === 'download') {
        saveBlob(blob, doc.file(colis));
        notify(doc.success, { type: 'success' });
      } else {
        printBlob(blob);
      }
    } catch {
      notify(doc.failure, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="colis-actions-titre" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="colis-actions-titre" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Actions
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Guarded capability="colis.resend_ticket">
          <Button variant="outlined" startIcon={<EmailIcon />} onClick={() => setResending(true)}>
            Renvoyer le ticket
          </Button>
        </Guarded>
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={busy !== null} onClick={() => run('ticket', 'download')}>
          Télécharger le ticket
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} disabled={busy !== null} onClick={() => run('ticket', 'print')}>
          Imprimer le ticket
        </Button>
        <Button variant="outlined" startIcon={<LabelIcon />} disabled={busy !== null} onClick={() => run('label', 'download')}>
          Télécharger l'étiquette A6
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} disabled={busy !== null} onClick={() => run('label', 'print')}>
          Imprimer l'étiquette A6
        </Button>
      </Box>
      <ResendDialog colis={colis} open={resending} onClose={() => setResending(false)} />
    </Box>
  );
}
