import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Divider, Stack, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, type Theme } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { useRefresh } from 'react-admin';
import type { Colis } from '../../dataProvider/contract/colis';
import { errorMessage } from '../../dataProvider/errors';
import { formatMoney } from '../../domain/currency';
import { countryName } from '../../domain/country';
import { formatPercent, plural } from '../../domain/format';
import { CountryName } from '../../components/flags/CountryFlag';
import { isClient } from '../../domain/permissions';
import { useCurrentUser } from '../../authProvider/session';
import { RefusedAction } from '../../components/access/Guarded';
import { useCan } from '../../components/access/useCan';
import { ManualPaymentForm } from './panel/ManualPaymentForm';
import { OnlineLinkForm } from './panel/OnlineLinkForm';
import { PaymentHistory } from './panel/PaymentHistory';
import { RealStatusSummary } from './panel/RealStatusSummary';
import { parcelPaymentContext } from './panel/parcelPayment';
import { POLLING_MAX_CHECKS, usePaymentPolling } from './panel/usePaymentPolling';
import { usePaymentBreakdown, useRealPaymentStatus, useRefreshPayments } from '../../components/payments/paymentQueries';
import { RetryAlert } from '../../components/RetryAlert';
import { useRetryWhile } from '../../components/useRetryWhile';

export const FEES_RETRY_DELAY_MS = 2000;
export const FEES_MAX_RETRIES = 3;

type Mode = 'online' | 'manual';

/** The split's two sides, the route's origin then its destination, each named by its country. */
function Breakdown({ colis, currency }: { colis: Colis; currency: string }) {
  const { data } = usePaymentBreakdown(colis.id);
  if (!data) return null;
  const { countries } = parcelPaymentContext(colis);
  const nameOf = (code: string) => countryName(code, countries.find((c) => c.code_iso2 === code)?.nom);
  const sides = [data.repartition_globale.origine, data.repartition_globale.destination].map((side) => ({ code: side.pays, side }));
  return (
    <Box component="section" aria-label="Répartition comptable">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Répartition comptable
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {sides.map(({ code, side }) => (
          <Typography key={code} variant="body2">
            <CountryName code={code} name={nameOf(code)} /> : {formatMoney(side.total_net, side.devise ?? currency)} · {plural(side.nombre_paiements, 'paiement')} · {formatPercent(side.pourcentage_du_total)}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}

/** The payment panel of the parcel detail (spec 002 section 2): status, forms, history, polling. */
export function PaymentPanel({ colis }: { colis: Colis }) {
  const status = useRealPaymentStatus(colis.id);
  const refresh = useRefreshPayments();
  const { baseCurrency, destinationCurrency, rate } = parcelPaymentContext(colis);
  const online = useCan('paiements.online_link');
  const manual = useCan('paiements.manual');
  const [mode, setMode] = useState<Mode>(online.allowed || !manual.allowed ? 'online' : 'manual');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  /** Manual recording is the staff's: a customer is not offered it, a staff role without it sees why. */
  const customer = isClient(useCurrentUser());
  // A parcel whose fees read zero is reloaded 3 times every 2 s, then the panel warns.
  const reloadParcel = useRefresh();
  const feesMissing = useRetryWhile(!colis.montant_total_a_payer || colis.montant_total_a_payer <= 0, reloadParcel, FEES_RETRY_DELAY_MS, FEES_MAX_RETRIES).gaveUp;
  const refetchStatus = status.refetch;
  const check = useCallback(async () => (await refetchStatus()).data, [refetchStatus]);
  const polling = usePaymentPolling(check, refresh);
  const data = status.data;
  const paid = data?.est_entierement_paye ?? false;
  // The payment that completes the parcel removes its form, which held the focus: the notice takes it.
  const paidNotice = useRef<HTMLDivElement>(null);
  const wasPaid = useRef(paid);
  useEffect(() => {
    if (paid && !wasPaid.current && (document.activeElement === null || document.activeElement === document.body)) paidNotice.current?.focus();
    wasPaid.current = paid;
  }, [paid]);
  /**
   * The rest the open form started from, held while it shows a server refusal. A form starts again
   * (prefilled with the new rest) when the rest changes; after a refusal the panel reads the
   * parcel again (paid in another tab...), and the form stays as the user typed it, with the server's
   * message, beside the real status, rest and history.
   */
  const [heldReste, setHeldReste] = useState<number | null>(null);
  const formKey = heldReste ?? data?.reste_a_payer;
  const refused = () => {
    setHeldReste((held) => held ?? data?.reste_a_payer ?? null);
    void refresh();
  };
  const recorded = () => setHeldReste(null);
  const chooseMode = (value: Mode) => {
    setHeldReste(null);
    setMode(value);
  };

  return (
    <Card id="paiement" variant="outlined" component="section" aria-labelledby="payment-panel-title">
      <CardContent>
        <Typography id="payment-panel-title" variant="h6" component="h2" gutterBottom>
          Paiement
        </Typography>
        {feesMissing && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Frais d&apos;expédition non calculés
          </Alert>
        )}
        {status.isPending && <CircularProgress aria-label="Chargement du statut de paiement" />}
        {status.error && (
          <RetryAlert onRetry={() => void status.refetch()}>
            {errorMessage(status.error, 'Impossible de charger le statut de paiement')}
          </RetryAlert>
        )}
        {data && (
          <Stack spacing={2}>
            <RealStatusSummary status={data} currency={data.devise ?? baseCurrency} secondaryCurrency={destinationCurrency} rate={rate} />
            <Breakdown colis={colis} currency={baseCurrency} />
            <Divider />
            {paid && (
              <Alert ref={paidNotice} tabIndex={-1} severity="success">
                Ce colis est entièrement payé : aucun paiement supplémentaire n&apos;est nécessaire.
              </Alert>
            )}
            {(!paid || heldReste !== null) && (
              <Box>
                {!paid && (
                  <ToggleButtonGroup
                    exclusive
                    value={(mode === 'online' ? online : manual).allowed ? mode : null}
                    onChange={(_, value: Mode | null) => value && chooseMode(value)}
                    aria-label="Type de paiement"
                    size="small"
                    orientation={phone ? 'vertical' : 'horizontal'}
                    fullWidth={phone}
                    sx={{ mb: 2 }}
                  >
                    <RefusedAction decision={online}>
                      <ToggleButton value="online">
                        <LinkIcon fontSize="small" sx={{ mr: 0.5 }} />
                        Lien de paiement en ligne
                      </ToggleButton>
                    </RefusedAction>
                    {!customer && (
                      <RefusedAction decision={manual}>
                        <ToggleButton value="manual">
                          <PointOfSaleIcon fontSize="small" sx={{ mr: 0.5 }} />
                          Paiement manuel
                        </ToggleButton>
                      </RefusedAction>
                    )}
                  </ToggleButtonGroup>
                )}
                {mode === 'online' && online.allowed && <OnlineLinkForm key={`online-${formKey}`} colis={colis} reste={data.reste_a_payer} startReste={heldReste ?? data.reste_a_payer} onRefused={refused} />}
                {mode === 'manual' && manual.allowed && (
                  <ManualPaymentForm key={`manual-${formKey}`} colis={colis} reste={data.reste_a_payer} startReste={heldReste ?? data.reste_a_payer} onRefused={refused} onRecorded={recorded} />
                )}
                {!paid && (
                  <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    {polling.active ? (
                      <>
                        <CircularProgress size={16} aria-hidden />
                        <Typography variant="body2" role="status">
                          Surveillance du paiement : vérification {polling.checks}/{POLLING_MAX_CHECKS} (toutes les 15 s)
                        </Typography>
                        <Button size="small" onClick={polling.stop}>
                          Arrêter la surveillance
                        </Button>
                      </>
                    ) : (
                      <Button size="small" variant="outlined" onClick={polling.start}>
                        Surveiller le paiement
                      </Button>
                    )}
                  </Box>
                )}
              </Box>
            )}
            <Divider />
            <PaymentHistory colisId={colis.id} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
