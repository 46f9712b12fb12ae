import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useDataProvider, useNotify } from 'react-admin';
import type * as z from 'zod/mini';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { Colis } from '../../../dataProvider/contract/colis';
import type { SquareCheckoutResponse } from '../../../dataProvider/contract/paiements';
import { safeServerUrl } from '../../../dataProvider/serverUrl';
import { CopyButton } from '../../../components/CopyButton';
import { prefillAmount } from '../../../domain/paymentForm';
import { paymentLinkWrite } from '../../../domain/schemas/payments';
import type { Typed } from '../../../domain/schemas/fields';
import { AmountField } from './AmountField';
import { SupportDialog } from './SupportDialog';
import { useIdempotencyKey } from '../../../components/useIdempotencyKey';
import { usePaymentWriteFailure } from './usePaymentWriteFailure';
import { parcelPaymentContext, resteForSquare, type PaymentFormEvents } from './parcelPayment';
import { SchemaForm, type FormDefaults, type SubmissionErrors } from '../../../components/form/SchemaForm';
import { FormTextField } from '../../../components/form/FormTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';

export const SQUARE_CONVERSION_ERROR = "Impossible de convertir le montant pour Square. Vérifiez la configuration de l'entreprise.";
export const SUPPORT_DIALOG_DELAY_MS = 1000;

type PaymentLinkWrite = ReturnType<typeof paymentLinkWrite>;

/** The fields of the write the form shows, where a server's refusal lands. */
const LINK_FIELDS = ['montant', 'custom_email'] as const;

interface OnlineLinkFormProps extends Pick<PaymentFormEvents, 'onRefused'> {
  colis: Colis;
  /** The parcel's rest now, in its currency: what the amount is checked against. */
  reste: number;
  /** The rest the form started from (the panel holds it while the form shows a refusal): the amount's prefill. */
  startReste?: number;
}

/**
 * The online card link: amount in the provider's currency, the sender's e-mail, then the link; the
 * form checks the link write (`paymentLinkWrite`) against the rest in that currency. Without a
 * converted amount (no rate to the provider's currency) nothing can be sent, and the form says
 * why. A refused amount (the rest changed in another tab...) makes the panel read the parcel again
 * through `onRefused`; the form keeps what was typed.
 */
export function OnlineLinkForm({ colis, reste, startReste = reste, onRefused }: OnlineLinkFormProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const square = resteForSquare(colis, reste);
  const start = resteForSquare(colis, startReste);
  const currency = square?.currency ?? colis.devise_square ?? parcelPaymentContext(colis).baseCurrency;
  const squareRest = square?.amount;
  const schema = useMemo(() => paymentLinkWrite({ devise: currency, reste: squareRest ?? 0 }), [currency, squareRest]);
  const defaultValues: FormDefaults<Typed<z.input<PaymentLinkWrite>>> = {
    colis_id: colis.id,
    montant: start ? prefillAmount(start.amount, currency) : '',
    description: `Frais d'expédition du colis ${colis.numero_colis}`,
    custom_email: colis.expediteur_email ?? '',
  };
  const [link, setLink] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [support, setSupport] = useState<SquareCheckoutResponse | null>(null);
  const [supportOpen, setSupportOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const submission = useIdempotencyKey();
  const failed = usePaymentWriteFailure(LINK_FIELDS, setFailure, onRefused);

  const createLink = async (body: z.output<PaymentLinkWrite>): Promise<SubmissionErrors | undefined> => {
    setFailure(null);
    try {
      const response = await dataProvider.createSquareCheckout(
        { colis_id: colis.id, montant: body.montant, description: body.description ?? '', custom_email: body.custom_email },
        { idempotencyKey: submission.current() },
      );
      submission.settle();
      if (response.success && response.data?.checkout_url) {
        const checked = safeServerUrl(response.data.checkout_url, 'payment-link');
        if (!checked.ok) {
          setFailure(checked.message);
          notify(checked.message, { type: 'error' });
          return undefined;
        }
        setLink(checked.url);
        notify('Lien de paiement Square créé !', { type: 'success' });
        return undefined;
      }
      if (response.error_type === 'no_oauth_config' && response.support_info) {
        setSupport(response);
        notify('Configuration Square manquante', { type: 'warning' });
        timer.current = setTimeout(() => setSupportOpen(true), SUPPORT_DIALOG_DELAY_MS);
        return undefined;
      }
      setFailure(response.error || 'Erreur lors de la création du lien');
      notify(response.error || 'Erreur lors de la création du lien', { type: 'error' });
      onRefused?.();
      return undefined;
    } catch (error) {
      submission.settleIfReused(error);
      return failed(error, 'Erreur lors de la création du lien', 'Erreur lors de la création du lien de paiement');
    }
  };

  return (
    <SchemaForm schema={schema} defaultValues={defaultValues} onSubmit={createLink} label="Lien de paiement en ligne" warnWhenUnsavedChanges>
      {!square && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {SQUARE_CONVERSION_ERROR}
        </Alert>
      )}
      <Stack spacing={2}>
        <AmountField hintId="online-amount-hint" currency={currency} reste={square?.amount ?? null} />
        <FormTextField source="custom_email" label="Email du client" type="email" required helperText="Le lien de paiement sera envoyé à cette adresse." />
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box>
          <SubmitButton disabled={!square}>Créer le lien de paiement</SubmitButton>
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
    </SchemaForm>
  );
}
