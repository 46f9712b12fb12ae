import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { Colis } from '../../../dataProvider/contract/colis';
import type { SquareCheckoutResponse } from '../../../dataProvider/contract/paiements';
import { errorMessage } from '../../../dataProvider/errors';
import { safeServerUrl } from '../../../dataProvider/serverUrl';
import { CopyButton } from '../../../components/CopyButton';
import { parseAmount, prefillAmount, validateOnlineLink, type FormErrors } from '../../../domain/paymentForm';
import { AmountField } from './AmountField';
import { SupportDialog } from './SupportDialog';
import { useIdempotencyKey } from '../../../components/useIdempotencyKey';
import { isPaymentRefusal, parcelPaymentContext, resteForSquare, type PaymentFormEvents } from './parcelPayment';

export const SQUARE_CONVERSION_ERROR = "Impossible de convertir le montant pour Square. Vérifiez la configuration de l'entreprise.";
export const SUPPORT_DIALOG_DELAY_MS = 1000;

/**
 * The online card link: amount in the provider's currency, the sender's e-mail, then the link. A
 * refused amount (the rest changed in another tab...) makes the panel read the parcel again through
 * `onRefused`; the form keeps what was typed.
 */
export function OnlineLinkForm({ colis, reste, onRefused }: { colis: Colis; reste: number } & Pick<PaymentFormEvents, 'onRefused'>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const square = resteForSquare(colis, reste);
  const currency = square?.currency ?? colis.devise_square ?? parcelPaymentContext(colis).baseCurrency;
  const [montant, setMontant] = useState(square ? prefillAmount(square.amount, currency) : '');
  const [email, setEmail] = useState(colis.expediteur_email ?? '');
  const [errors, setErrors] = useState<FormErrors<'montant' | 'email'>>({});
  const [link, setLink] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [support, setSupport] = useState<SquareCheckoutResponse | null>(null);
  const [supportOpen, setSupportOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const submission = useIdempotencyKey();

  const mutation = useMutation({
    mutationFn: (amount: number) =>
      dataProvider.createSquareCheckout(
        {
          colis_id: colis.id,
          montant: amount,
          description: `Frais d'expédition du colis ${colis.numero_colis}`,
          custom_email: email.trim(),
        },
        { idempotencyKey: submission.current() },
      ),
    onSuccess: (response) => {
      submission.settle();
      if (response.success && response.data?.checkout_url) {
        const checked = safeServerUrl(response.data.checkout_url, 'payment-link');
        if (!checked.ok) {
          setFailure(checked.message);
          notify(checked.message, { type: 'error' });
          return;
        }
        setLink(checked.url);
        setFailure(null);
        notify('Lien de paiement Square créé !', { type: 'success' });
        return;
      }
      if (response.error_type === 'no_oauth_config' && response.support_info) {
        setSupport(response);
        notify('Configuration Square manquante', { type: 'warning' });
        timer.current = setTimeout(() => setSupportOpen(true), SUPPORT_DIALOG_DELAY_MS);
        return;
      }
      setFailure(response.error || 'Erreur lors de la création du lien');
      notify(response.error || 'Erreur lors de la création du lien', { type: 'error' });
      onRefused?.();
    },
    onError: (error) => {
      submission.settleIfReused(error);
      setFailure(errorMessage(error, 'Erreur lors de la création du lien'));
      notify('Erreur lors de la création du lien de paiement', { type: 'error' });
      if (isPaymentRefusal(error)) onRefused?.();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!square) {
      setFailure(SQUARE_CONVERSION_ERROR);
      notify(SQUARE_CONVERSION_ERROR, { type: 'error' });
      return;
    }
    const found = validateOnlineLink({ montant, email, reste: square.amount, devise: currency });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(parseAmount(montant) ?? 0);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Lien de paiement en ligne">
      {!square && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {SQUARE_CONVERSION_ERROR}
        </Alert>
      )}
      <Stack spacing={2}>
        <AmountField hintId="online-amount-hint" value={montant} onChange={setMontant} error={errors.montant} currency={currency} reste={square?.amount ?? null} />
        <TextField
          label="Email du client"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email ?? 'Le lien de paiement sera envoyé à cette adresse.'}
          fullWidth
          required
        />
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={mutation.isPending} startIcon={mutation.isPending ? <CircularProgress size={16} /> : undefined}>
            Créer le lien de paiement
          </Button>
        </Box>
        {link && (
          <Alert severity="success" icon={false}>
            <Typography sx={{ fontWeight: 600 }}>Lien de paiement Square créé !</Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="checkout-url">
                {link}
              </Typography>
              <CopyButton text={link} label="Copier le lien" successMessage="Lien copié dans le presse-papiers" />
              <Button size="small" href={link} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
                Ouvrir le lien
              </Button>
            </Box>
          </Alert>
        )}
      </Stack>
      {support?.support_info && (
        <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} info={support.support_info} error={support.error} actionRequired={support.action_required} />
      )}
    </Box>
  );
}
