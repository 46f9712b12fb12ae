import type { ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Divider,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PaymentIcon from '@mui/icons-material/Payment';
import { Title, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { CopyButton } from '../../components/CopyButton';
import { Guarded } from '../../components/access/Guarded';
import { LoadError } from '../../components/access/LoadError';
import { DualAmount } from '../../components/DualAmount';
import { StatusChip } from '../../components/StatusChip';
import { RouteName } from '../../components/flags/RouteName';
import { PaymentPanel } from '../paiements/PaymentPanel';
import { RealPaymentBadge } from '../paiements/RealPaymentBadge';
import { bordereauWithStatus } from '../../domain/manifestStatus';
import { errorStatus } from '../../dataProvider/errors';
import type { ColisDetail } from '../../dataProvider/contract/colis';
import { parcelStatusLabel, parcelStatusTone } from '../../domain/parcelStatus';
import {
  FEE_RETRY_INTERVAL_MS,
  FEE_RETRY_MAX,
  FEES_MISSING_MESSAGE,
  MISSING_CONFIGURATION_TITLE,
  feesMissing,
  routeConfigured,
} from '../../domain/parcelDetail';
import { currencyOf, destinationCurrencyOf, formatDate, formatDateTime, formatWeight } from './colisFormat';
import { personName } from '../../domain/people';
import { ColisSection } from './ColisSection';
import { useRetryWhile } from '../../components/useRetryWhile';
import { ColisTimeline } from './ColisTimeline';
import { ColisProducts } from './ColisProducts';
import { ColisStatusPanel } from './ColisStatusPanel';
import { ColisDocumentsPanel } from './ColisDocumentsPanel';
import { BackToList, ColisNotFound } from './ColisNotFound';
import { JournalEntries } from '../../components/JournalEntries';
import { useCan } from '../../components/access/useCan';

/** The public tracking page of a code, as an absolute link (opened in a new tab, or copied). */
export function publicTrackingUrl(code: string): string {
  const base = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`;
  return `${base}#/suivi?tracking=${encodeURIComponent(code)}`;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div">{children || '—'}</Typography>
    </Box>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>{children}</Box>;
}

interface PartyCardProps {
  title: string;
  colis: ColisDetail;
  /** Whose contact: the sender's fields (`expediteur_*`) or the recipient's (`destinataire_*`). */
  side: 'expediteur' | 'destinataire';
  /** Where the party is: the sender's address, the recipient's district. */
  place: { label: string; value: string | null | undefined };
}

function PartyCard({ title, colis, side, place }: PartyCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Field label="Nom">{personName(colis[`${side}_prenom`], colis[`${side}_nom`])}</Field>
        <Field label="Téléphone">{colis[`${side}_telephone`]}</Field>
        <Field label="Email">{colis[`${side}_email`]}</Field>
        <Field label={place.label}>{place.value}</Field>
      </CardContent>
    </Card>
  );
}

function ColisDetailView({ colis, refetch }: { colis: ColisDetail; refetch: () => unknown }) {
  const journalAllowed = useCan('journal.object').allowed;
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // A parcel whose fees or total still read zero is asked again every 3 s, 5 times; then 'Frais d'expédition non calculés'.
  const { retrying, gaveUp } = useRetryWhile(feesMissing(colis), refetch, FEE_RETRY_INTERVAL_MS, FEE_RETRY_MAX);
  const route = colis.enterprise_route;
  const currency = currencyOf(colis);
  const secondary = destinationCurrencyOf(colis);
  const rate = route?.taux_echange ?? null;
  const amount = (value: number | null | undefined) => <DualAmount amount={value ?? 0} currency={currency} secondaryCurrency={secondary} rate={rate} />;

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={`Colis ${colis.numero_colis}`} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <BackToList />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {small && (
            <Button variant="outlined" startIcon={<PaymentIcon />} onClick={() => document.getElementById('section-paiements')?.scrollIntoView({ behavior: 'smooth' })}>
              Aller au paiement
            </Button>
          )}
          <Guarded capability="colis.edit_personal">
            <Button component={Link} to={`/colis/${colis.id}/edit`} variant="contained" startIcon={<EditIcon />}>
              Modifier le colis
            </Button>
          </Guarded>
        </Box>
      </Box>

      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            Colis {colis.numero_colis}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              Code de suivi :
            </Typography>
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: 18 }} data-testid="code-suivi">
              {colis.code_suivi}
            </Typography>
            <CopyButton text={colis.code_suivi} label="Copier le code de suivi" successMessage="Code de suivi copié" />
            <MuiLink href={publicTrackingUrl(colis.code_suivi)} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              Suivi public <OpenInNewIcon fontSize="inherit" aria-hidden />
            </MuiLink>
            <CopyButton text={publicTrackingUrl(colis.code_suivi)} label="Copier le lien de suivi public" successMessage="Lien copié dans le presse-papiers" />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <StatusChip label={parcelStatusLabel(colis.statut)} tone={parcelStatusTone(colis.statut)} size="medium" />
            <RealPaymentBadge colisId={colis.id} />
          </Box>
        </CardContent>
      </Card>

      {retrying && (
        <Alert severity="info" icon={<CircularProgress size={18} />}>
          Calcul des frais d'expédition en cours…
        </Alert>
      )}
      {gaveUp && (
        <Alert severity="warning" data-testid="frais-non-calcules" action={<Chip label="❌ Erreur" color="error" size="small" />}>
          {FEES_MISSING_MESSAGE}
        </Alert>
      )}

      <ColisSection id="section-details" title="Détails du colis">
        <Grid>
          <Field label="Numéro de colis">{colis.numero_colis}</Field>
          <Field label="Trajet">
            {route ? <RouteName origin={route.origin_country} destination={route.destination_country} /> : '—'}
          </Field>
          <Field label="Poids total">{formatWeight(colis.poids)}</Field>
          <Field label="Date d'enregistrement">{formatDate(colis.created_at)}</Field>
          <Field label="Bordereau">{colis.bordereau ? bordereauWithStatus(colis.bordereau.numero_bordereau, colis.bordereau.statut) : 'Aucun'}</Field>
          <Field label="Nombre de produits">{String(colis.produits?.length ?? 0)}</Field>
        </Grid>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <PartyCard title="Expéditeur" colis={colis} side="expediteur" place={{ label: 'Adresse', value: colis.expediteur_adresse_complete }} />
          <PartyCard title="Destinataire" colis={colis} side="destinataire" place={{ label: 'Quartier', value: colis.destinataire_quartier }} />
        </Box>
        <Card variant="outlined" component="section" aria-label="Résumé des coûts">
          <CardContent>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Résumé des coûts
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
              <Field label="Valeur déclarée">{amount(colis.valeur_totale_estimee)}</Field>
              <Field label="Frais d'expédition">{amount(colis.frais_expedition)}</Field>
              <Field label="Rabais">{amount(colis.rabais_applique)}</Field>
              <Field label="Total à payer">{amount(colis.montant_total_a_payer)}</Field>
            </Box>
          </CardContent>
        </Card>
        {colis.description ? (
          <Card variant="outlined" component="section" aria-label="Description">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                Description
              </Typography>
              <Typography>{colis.description}</Typography>
            </CardContent>
          </Card>
        ) : null}
      </ColisSection>

      <ColisSection id="section-suivi" title="Suivi">
        <ColisTimeline statut={colis.statut} />
        <Divider />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ColisDocumentsPanel colis={colis} />
          <ColisStatusPanel colisId={colis.id} statut={colis.statut} />
        </Box>
      </ColisSection>

      <ColisSection id="section-produits" title="Produits">
        <ColisProducts produits={colis.produits ?? []} currency={currency} />
      </ColisSection>

      <ColisSection id="section-paiements" title="Paiements">
        <PaymentPanel colis={colis} />
      </ColisSection>

      <ColisSection id="section-historique" title="Historique">
        {colis.historique && colis.historique.length > 0 ? (
          <List dense aria-label="Historique du colis">
            {[...colis.historique].reverse().map((entry, index) => (
              <ListItem key={`${entry.date}-${index}`} divider>
                <ListItemText primary={entry.action} secondary={`${formatDateTime(entry.date)}${entry.utilisateur ? ` · ${entry.utilisateur}` : ''}`} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">Aucun historique pour ce colis.</Typography>
        )}
        <Divider />
        <Typography variant="subtitle2" component="h3">
          Informations système
        </Typography>
        <Grid>
          <Field label="Identifiant">{String(colis.id)}</Field>
          <Field label="Créé le">{formatDateTime(colis.created_at)}</Field>
          <Field label="Mis à jour le">{formatDateTime(colis.updated_at)}</Field>
        </Grid>
      </ColisSection>

      {journalAllowed && (
        <ColisSection id="section-journal" title="Journal des modifications">
          <JournalEntries of={{ colis: colis.id }} version={`${colis.statut} ${colis.updated_at ?? ''}`} />
        </ColisSection>
      )}
    </Box>
  );
}

/** /colis/{id}: the parcel, its timeline and actions, products, payments and history. */
export default function ColisShow() {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useGetOne<ColisDetail>('colis', { id: Number(id) }, { enabled: /^\d+$/.test(id) });

  if (!/^\d+$/.test(id) || errorStatus(error) === 404) {
    return <ColisNotFound pageTitle />;
  }
  if (error) {
    return (
      <Box sx={{ py: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <LoadError error={error} message="Impossible de charger le colis." onRetry={() => refetch()} />
        <BackToList />
      </Box>
    );
  }
  if (isPending || !data) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography>Chargement du colis…</Typography>
      </Box>
    );
  }
  if (!routeConfigured(data.enterprise_route)) {
    return (
      <Box sx={{ py: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Title title={MISSING_CONFIGURATION_TITLE} />
        <Alert severity="warning">
          <AlertTitle>{MISSING_CONFIGURATION_TITLE}</AlertTitle>
          Le pays d'origine ou de destination de ce colis n'est pas configuré : ses montants ne peuvent pas être affichés.
        </Alert>
        <BackToList />
      </Box>
    );
  }
  return <ColisDetailView colis={data} refetch={refetch} />;
}
