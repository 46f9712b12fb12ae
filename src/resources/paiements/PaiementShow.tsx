import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LinkIcon from '@mui/icons-material/Link';
import PrintIcon from '@mui/icons-material/Print';
import { Title, useGetOne, useNotify } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Paiement } from '../../dataProvider/contract/paiements';
import { ReceiptActions } from './panel/ReceiptActions';
import { VoidPaymentButton } from './VoidPaymentButton';
import { RefundButton } from './RefundButton';
import { refundLineText } from './refundText';
import { errorStatus } from '../../dataProvider/errors';
import { Forbidden, isForbidden, LoadError } from '../../components/access/LoadError';
import { useCan } from '../../components/access/useCan';
import { StatusChip } from '../../components/StatusChip';
import { EmptyState } from '../../components/EmptyState';
import { creditOf, rateText, recordedAmountText } from '../../domain/counterPayment';
import { formatMoney } from '../../domain/currency';
import { parcelStatusLabel } from '../../domain/parcelStatus';
import { paymentMethodLabel, transactionStatusLabel, transactionStatusTone } from '../../domain/paymentStatus';
import { formatDateTime } from '../../components/payments/formatting';
import { useRefreshPayments } from '../../components/payments/paymentQueries';
import { countryName } from '../../domain/country';
import { CountryName } from '../../components/flags/CountryFlag';
import { PaymentField } from '../../components/payments/PaymentField';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ breakInside: 'avoid' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A payment collected in another currency than its parcel's: what it credited to the parcel, and at which rate. */
function CreditFields({ paiement }: { paiement: Paiement }) {
  const credit = creditOf(paiement);
  if (!credit) return null;
  return (
    <>
      <PaymentField label="Crédité au colis">{formatMoney(credit.montant, credit.devise)}</PaymentField>
      {credit.taux !== null && <PaymentField label="Taux">{rateText(credit.devise, paiement.devise, credit.taux)}</PaymentField>}
    </>
  );
}

const dash = (value: string | null | undefined) => (value ? value : '—');

/** /paiement/{id}: every detail of one payment, its linked source, copy link and print. */
export default function PaiementShow() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const refreshPayments = useRefreshPayments();
  const query = useGetOne<Paiement>('paiements', { id: Number(id) }, { enabled: /^\d+$/.test(id) });
  const p = query.data;
  const notFound = !/^\d+$/.test(id) || errorStatus(query.error) === 404;
  // Where payments are listed for this user: the accounting screen, else their parcels.
  const back = useCan('caisse.view').allowed ? { to: '/caisse', list: 'Comptabilité Simplifiée', label: 'Retour à la comptabilité' } : { to: '/colis', list: 'Colis', label: 'Retour aux colis' };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify('Lien copié dans le presse-papiers', { type: 'success' });
    } catch {
      notify('Impossible de copier dans le presse-papiers', { type: 'error' });
    }
  };

  const breadcrumb = (
    <Breadcrumbs aria-label="Fil d'Ariane" sx={{ mb: 2, displayPrint: 'none' }}>
      <Link to={back.to}>{back.list}</Link>
      <Typography color="text.primary">Paiement #{id}</Typography>
    </Breadcrumbs>
  );

  if (notFound) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="Paiement non trouvé" />
        {breadcrumb}
        <EmptyState
          title="Paiement non trouvé"
          hint="Le paiement demandé n'existe pas ou n'est pas accessible"
          action={
            <Button variant="contained" component={Link} to={back.to} startIcon={<ArrowBackIcon />}>
              {back.label}
            </Button>
          }
        />
      </Box>
    );
  }

  const source = p?.objet_lie_info;
  const sourceType = p?.objet_lie_type ?? source?.type ?? 'colis';
  const sourceTarget = source?.id ?? p?.colis?.id ?? source?.numero ?? source?.code_suivi;
  const sourcePath = sourceType === 'bordereau' ? `/bordereaux/${sourceTarget}` : `/${sourceType}/${sourceTarget}`;

  if (isForbidden(query.error)) return <Forbidden error={query.error} />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={`Paiement #${id}`} />
      {breadcrumb}
      {query.isPending && <CircularProgress aria-label="Chargement du paiement" />}
      {query.error && (
        <LoadError error={query.error} message="Erreur lors du chargement du paiement" onRetry={() => void query.refetch()} />
      )}
      {p && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
            <Box>
              <Typography variant="h4" component="h1">
                Paiement #{p.id}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {recordedAmountText(p)}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ displayPrint: 'none' }}>
              <Button variant="outlined" startIcon={<LinkIcon />} onClick={copyLink}>
                Copier le lien
              </Button>
              <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
                Imprimer
              </Button>
              <ReceiptActions paiement={p} />
              <RefundButton
                paiement={p}
                onRefunded={() => {
                  void query.refetch();
                  void refreshPayments();
                }}
              />
              <VoidPaymentButton paiement={p} onVoided={() => void query.refetch()} />
            </Stack>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            <Section title="Informations de base">
              <PaymentField label="Montant">{formatMoney(p.montant, p.devise)}</PaymentField>
              <CreditFields paiement={p} />
              {p.annulation && <PaymentField label="Motif de l'annulation">{`${p.annulation.motif} (${p.annulation.par}, ${formatDateTime(p.annulation.date)})`}</PaymentField>}
              {(p.remboursements ?? []).length > 0 && (
                <PaymentField label="Remboursements">
                  {(p.remboursements ?? []).map((r) => (
                    <Typography key={r.id} variant="body2">
                      {refundLineText(p, r)}
                    </Typography>
                  ))}
                </PaymentField>
              )}
              <PaymentField label="Statut">
                <StatusChip label={transactionStatusLabel(p.statut)} tone={transactionStatusTone(p.statut)} />
              </PaymentField>
              <PaymentField label="Méthode">{paymentMethodLabel(p.methode, p.methode_display)}</PaymentField>
              <PaymentField label="Date de création">{formatDateTime(p.date_creation)}</PaymentField>
              <PaymentField label="Date de paiement">{p.date_paiement ? formatDateTime(p.date_paiement) : '—'}</PaymentField>
              <PaymentField label="ID de transaction">{dash(p.transaction_id)}</PaymentField>
              <PaymentField label="Référence externe">{dash(p.reference_externe)}</PaymentField>
              <PaymentField label="Lieu de paiement">{p.pays ? <CountryName code={p.pays} name={countryName(p.pays)} /> : '—'}</PaymentField>
            </Section>
            <Section title="Client">
              <PaymentField label="Nom">{dash(p.client?.nom_complet)}</PaymentField>
              <PaymentField label="Email">{dash(p.client?.email)}</PaymentField>
              <PaymentField label="Identifiant">{dash(p.client?.username)}</PaymentField>
            </Section>
            <Section title="Agent traitant">
              {p.agent_traitant ? (
                <>
                  <PaymentField label="Nom">{dash(p.agent_traitant.nom_complet)}</PaymentField>
                  <PaymentField label="Rôle">{dash(p.agent_traitant.role_display)}</PaymentField>
                  <PaymentField label="Email">{dash(p.agent_traitant.email)}</PaymentField>
                  <PaymentField label="Identifiant">{dash(p.agent_traitant.username)}</PaymentField>
                </>
              ) : (
                <Typography color="text.secondary">Paiement en ligne : aucun agent n&apos;est intervenu.</Typography>
              )}
            </Section>
            <Section title="Notes">
              <Typography color={p.notes ? 'text.primary' : 'text.secondary'}>{p.notes || 'Aucune note'}</Typography>
            </Section>
            <Section title="Source liée">
              {source || p.colis ? (
                <>
                  <PaymentField label="Type">{sourceType === 'bordereau' ? 'Bordereau' : 'Colis'}</PaymentField>
                  <PaymentField label="Numéro">{dash(source?.numero ?? p.colis?.numero_colis)}</PaymentField>
                  <PaymentField label="Code de suivi">{dash(source?.code_suivi ?? p.colis?.code_suivi)}</PaymentField>
                  {source?.statut && <PaymentField label="Statut">{parcelStatusLabel(source.statut)}</PaymentField>}
                  {source?.destinataire && <PaymentField label="Destinataire">{source.destinataire}</PaymentField>}
                  {source?.valeur_totale !== null && source?.valeur_totale !== undefined && <PaymentField label="Montant à payer">{formatMoney(source.valeur_totale, p.devise)}</PaymentField>}
                  <Button component={Link} to={sourcePath} sx={{ mt: 1, displayPrint: 'none' }}>
                    {sourceType === 'bordereau' ? 'Voir le bordereau' : 'Voir le colis'}
                  </Button>
                </>
              ) : (
                <Typography color="text.secondary">Aucune source liée</Typography>
              )}
            </Section>
            <Section title="Métadonnées">
              <PaymentField label="Identifiant">{p.id}</PaymentField>
              <PaymentField label="Créé le">{formatDateTime(p.created_at ?? p.date_creation)}</PaymentField>
              <PaymentField label="Mis à jour le">{formatDateTime(p.updated_at ?? p.date_creation)}</PaymentField>
            </Section>
          </Box>
        </>
      )}
    </Box>
  );
}
