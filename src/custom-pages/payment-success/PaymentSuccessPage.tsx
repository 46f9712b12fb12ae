import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ErrorIcon from '@mui/icons-material/Error';
import { useNotify, useRefresh } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paiementsMethods } from '../../dataProvider/methods/paiements';
import type { VerifyPaymentResponse } from '../../dataProvider/contract/paiements';
import { errorStatus } from '../../dataProvider/errors';
import { formatMoney } from '../../domain/currency';
import { PublicPage } from '../../components/PublicPage';

/** Timings of spec 002 section 9: first check after 2 s (3 s with a transaction id), 3 re-checks every 3 s. */
export const FIRST_CHECK_MS = 2000;
export const FIRST_CHECK_WITH_TRANSACTION_MS = 3000;
export const RECHECK_MS = 3000;
export const MAX_ATTEMPTS = 4;
const TOAST_MS = 4000;

export const VERIFY_MESSAGES = {
  confirmed: 'Paiement confirmé avec succès !',
  slow: 'Le paiement prend plus de temps que prévu. Veuillez contacter le support si nécessaire.',
  failed: 'Paiement non trouvé ou échoué',
  notFound: 'Colis non trouvé',
  error: 'Erreur lors de la vérification du paiement',
} as const;

type Phase = 'checking' | 'success' | 'pending' | 'failed';

/**
 * Public page the card provider returns to (no login, no layout): checks the payment of a parcel.
 * It calls the payments methods directly: react-admin's dataProvider hook would treat any error of
 * a visitor without a session as a lost session and send them to the login page.
 */
export default function PaymentSuccessPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const transactionId = searchParams.get('transactionId');
  const orderId = searchParams.get('orderId');
  const notify = useNotify();
  const refresh = useRefresh();
  const [phase, setPhase] = useState<Phase>('checking');
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<VerifyPaymentResponse | null>(null);
  const [failure, setFailure] = useState<string>(VERIFY_MESSAGES.failed);
  const [run, setRun] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const verify = async (n: number) => {
      setAttempt(n);
      try {
        const answer = await paiementsMethods.verifyPayment({ colis_id: id, transaction_id: transactionId, order_id: orderId });
        if (cancelled) return;
        setResult(answer);
        if (answer.payment_confirmed) {
          setPhase('success');
          // A signed-in agent on the same device sees the parcel paid at once, not after the cache expires.
          refresh();
          notify(VERIFY_MESSAGES.confirmed, { type: 'success', autoHideDuration: TOAST_MS });
        } else if (answer.payment_pending) {
          setPhase('pending');
          if (n < MAX_ATTEMPTS) timer = setTimeout(() => void verify(n + 1), RECHECK_MS);
          else notify(VERIFY_MESSAGES.slow, { type: 'error', autoHideDuration: TOAST_MS });
        } else {
          setFailure(VERIFY_MESSAGES.failed);
          setPhase('failed');
        }
      } catch (error) {
        if (cancelled) return;
        const message = errorStatus(error) === 404 ? VERIFY_MESSAGES.notFound : VERIFY_MESSAGES.error;
        setFailure(message);
        setPhase('failed');
        notify(message, { type: 'error', autoHideDuration: TOAST_MS });
      }
    };
    timer = setTimeout(() => void verify(1), transactionId ? FIRST_CHECK_WITH_TRANSACTION_MS : FIRST_CHECK_MS);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [run, id, transactionId, orderId, notify, refresh]);

  const restart = () => {
    setPhase('checking');
    setAttempt(0);
    setRun((n) => n + 1);
  };
  const code = result?.colis_info?.code_suivi;
  const details = result?.payment_details;

  return (
    <PublicPage maxWidth={520} contentSx={{ textAlign: 'center', p: { xs: 2, sm: 4 } }}>
      {result?.colis_info?.entreprise_nom && (
        <Typography variant="overline" color="text.secondary">
          {result.colis_info.entreprise_nom}
        </Typography>
      )}
      {phase === 'checking' && (
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress aria-label="Vérification du paiement" />
          <Typography variant="h5" component="h1">
            Vérification de votre paiement…
          </Typography>
          <Typography color="text.secondary">Merci de patienter quelques secondes.</Typography>
        </Stack>
      )}
      {phase === 'success' && (
        <PhasePanel
          icon={<CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />}
          title={VERIFY_MESSAGES.confirmed}
          actions={
            code && (
              <Button variant="contained" component={Link} to={`/suivi?tracking=${encodeURIComponent(code)}`}>
                Suivre mon colis
              </Button>
            )
          }
        >
          {details?.montant !== null && details?.montant !== undefined && details.devise && (
            <Typography>Montant payé : {formatMoney(details.montant, details.devise)}</Typography>
          )}
          {code && <Typography color="text.secondary">Numéro de suivi : {code}</Typography>}
        </PhasePanel>
      )}
      {phase === 'pending' && (
        <PhasePanel
          icon={<HourglassTopIcon color="warning" sx={{ fontSize: 64 }} aria-hidden />}
          title="Paiement en cours de traitement"
          actions={
            <Button variant="contained" onClick={restart}>
              Vérifier à nouveau
            </Button>
          }
        >
          <Typography role="status">
            Vérification automatique (tentative {attempt}/{MAX_ATTEMPTS})
          </Typography>
          {attempt >= MAX_ATTEMPTS && <Alert severity="warning">{VERIFY_MESSAGES.slow}</Alert>}
        </PhasePanel>
      )}
      {phase === 'failed' && (
        <PhasePanel
          icon={<ErrorIcon color="error" sx={{ fontSize: 64 }} aria-hidden />}
          title={failure}
          wrapActions
          actions={
            <>
              <Button variant="contained" onClick={restart}>
                Réessayer la vérification
              </Button>
              <Button variant="outlined" component={Link} to="/suivi">
                Vérifier le statut de mon colis
              </Button>
              <Button variant="outlined" component={Link} to="/login">
                Se connecter
              </Button>
            </>
          }
          homeVariant="text"
        >
          <Typography color="text.secondary">Si votre carte a été débitée, contactez le support avec votre numéro de colis.</Typography>
        </PhasePanel>
      )}
    </PublicPage>
  );
}

interface PhasePanelProps {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  /** The phase's own buttons, before 'Retour à l'accueil'. */
  actions: ReactNode;
  homeVariant?: 'outlined' | 'text';
  wrapActions?: boolean;
}

/** One outcome of the verification: icon, heading, details, then its buttons and the way home. */
function PhasePanel({ icon, title, children, actions, homeVariant = 'outlined', wrapActions = false }: PhasePanelProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={wrapActions ? { flexWrap: 'wrap', justifyContent: 'center', gap: 1 } : undefined}>
        {actions}
        <Button variant={homeVariant} component={Link} to="/">
          Retour à l&apos;accueil
        </Button>
      </Stack>
    </Stack>
  );
}
