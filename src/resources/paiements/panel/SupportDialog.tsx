import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { CopyButton } from '../../../components/CopyButton';
import type { SupportInfo } from '../../../dataProvider/contract/paiements';
import { countryName } from '../../../domain/country';

interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
  info: SupportInfo;
  error?: string | null;
  actionRequired?: string | null;
}

function ContactLine({ label, value, copyLabel, copied }: { label: string; value: string; copyLabel: string; copied: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography sx={{ wordBreak: 'break-all' }}>{value}</Typography>
      </Box>
      <CopyButton text={value} label={copyLabel} successMessage={copied} />
    </Box>
  );
}

/** The countries the spec's two support fields stand for. */
const SPEC_SUPPORT_PHONES = [
  ['phone_canada', 'CA'],
  ['phone_guinea', 'GN'],
] as const;

/** The support lines by country: the company's list, else the spec's two fields; empty ones left out. */
function supportPhones(info: SupportInfo): { pays: string; nom: string; telephone: string }[] {
  const lines = info.telephones ?? SPEC_SUPPORT_PHONES.map(([field, pays]) => ({ pays, nom: null, telephone: info[field] ?? '' }));
  return lines.filter((line) => line.telephone.trim() !== '').map((line) => ({ pays: line.pays, nom: countryName(line.pays, line.nom), telephone: line.telephone }));
}

/** Shown when the card provider is not configured for the enterprise (error_type no_oauth_config). */
export function SupportDialog({ open, onClose, info, error, actionRequired }: SupportDialogProps) {
  const phones = supportPhones(info);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="support-dialog-title">
      <DialogTitle id="support-dialog-title">Configuration Square manquante</DialogTitle>
      <DialogContent dividers>
        {error && <Typography sx={{ mb: 1 }}>{error}</Typography>}
        {actionRequired && (
          <Typography sx={{ mb: 2, color: 'warning.main' }}>
            {actionRequired}
          </Typography>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Contacter le support
        </Typography>
        <ContactLine label="Email du support" value={info.email} copyLabel="Copier l'email du support" copied="Email copié dans le presse-papiers" />
        {phones.map((phone) => (
          <ContactLine key={phone.pays} label={`Téléphone ${phone.nom}`} value={phone.telephone} copyLabel={`Copier le téléphone ${phone.nom}`} copied="Numéro copié dans le presse-papiers" />
        ))}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
          Instructions
        </Typography>
        <Box component="ol" sx={{ pl: 3, my: 1 }}>
          {info.instructions.map((step) => (
            <li key={step}>
              <Typography>{step}</Typography>
            </li>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button variant="outlined" startIcon={<EmailIcon />} href={`mailto:${info.email}?subject=${encodeURIComponent('Configuration Square')}`}>
            Envoyer un email
          </Button>
          {phones.length > 0 && (
            <Button variant="outlined" startIcon={<PhoneIcon />} href={`tel:${phones[0].telephone.replace(/\s/g, '')}`}>
              Appeler le support
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
