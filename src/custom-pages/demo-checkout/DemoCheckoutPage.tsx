import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paiementsMethods } from '../../dataProvider/methods/paiements';
import { errorMessage } from '../../dataProvider/errors';
import { formatMoney } from '../../domain/currency';
import { PublicPage } from '../../components/PublicPage';

/**
 * Demo mode only (its route exists only then, see App.tsx): stands in for the card provider's hosted checkout. The tester pays or simulates a
 * refusal, then returns to the public confirmation page like the real provider would. Public like
 * the provider's page: it calls the payments methods directly, without react-admin's session check.
 */
export default function DemoCheckoutPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [card, setCard] = useState('4242 4242 4242 4242');
  const checkout = useQuery({ queryKey: ['demo-checkout', id], queryFn: () => paiementsMethods.getDemoCheckout(id), retry: false });
  const pay = useMutation({
    mutationFn: (resultat: 'succes' | 'echec') => paiementsMethods.payDemoCheckout(id, resultat),
    onSuccess: (answer) => navigate(`/colis/${answer.colis_id}/payment-success?transactionId=${encodeURIComponent(answer.transaction_id)}`),
  });
  const data = checkout.data;

  return (
    <PublicPage maxWidth={460} contentSx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockIcon color="success" aria-hidden />
        Paiement sécurisé (démo)
      </Typography>
      {checkout.isPending && <CircularProgress aria-label="Chargement du paiement" />}
      {checkout.error && <Alert severity="error">{errorMessage(checkout.error, 'Lien de paiement introuvable.')}</Alert>}
      {data && (
        <Stack spacing={2}>
          <Typography color="text.secondary">
            {data.entreprise_nom} · colis {data.numero_colis}
          </Typography>
          <Typography variant="h4" component="p" data-testid="checkout-amount">
            {formatMoney(data.montant, data.devise)}
          </Typography>
          <Typography>Reçu envoyé à {data.email}</Typography>
          {data.statut !== 'ouvert' ? (
            <Alert severity="info">
              Ce lien de paiement a déjà été utilisé.{' '}
              <Link to={`/colis/${data.colis_id}/payment-success?transactionId=${encodeURIComponent(data.id)}`}>Voir la confirmation</Link>
            </Alert>
          ) : (
            <>
              <TextField label="Numéro de carte" value={card} onChange={(e) => setCard(e.target.value)} fullWidth helperText="Carte de test : aucun débit réel." />
              {pay.error && <Alert severity="error">{errorMessage(pay.error, 'Le paiement a échoué')}</Alert>}
              <Button variant="contained" size="large" disabled={pay.isPending || card.replace(/\s/g, '').length < 12} onClick={() => pay.mutate('succes')}>
                Payer {formatMoney(data.montant, data.devise)}
              </Button>
              <Button color="error" disabled={pay.isPending} onClick={() => pay.mutate('echec')}>
                Simuler un refus de la carte
              </Button>
            </>
          )}
        </Stack>
      )}
    </PublicPage>
  );
}
