import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import AddIcon from '@mui/icons-material/Add';
import { Title } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { Forbidden, isForbidden } from '../../components/access/LoadError';
import { formatMoney } from '../../domain/currency';
import { MANIFEST_FEES_LABEL, selectionTotals, weightText } from '../../domain/bordereauWorkflow';
import { manifestCreateWrite } from '../../domain/schemas/manifests';
import { EmptyState } from '../../components/EmptyState';
import { SchemaForm } from '../../components/form/SchemaForm';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ReadinessStats } from './ReadinessStats';
import type { PickableParcel } from './ReadyParcelPicker';
import { ParcelsInput } from './ParcelsInput';
import { useManifestCreation } from './useManifestCreation';
import { formatDecimal, plural } from '../../domain/format';
import { RetryAlert } from '../../components/RetryAlert';

/** The selection's count, weight and fees, the notes, the save button and the selection's refusal. */
function SelectionFooter({ parcels }: { parcels: readonly PickableParcel[] }) {
  const picked = useWatch({ name: 'colis_ids' }) as number[];
  const { errors } = useFormState({ name: 'colis_ids' });
  const chosen = parcels.filter((p) => picked.includes(p.id));
  const totals = selectionTotals(chosen);
  const currency = parcels.find((p) => p.devise)?.devise ?? null;
  const refusal = errors.colis_ids?.message;
  return (
    <Card variant="outlined" sx={{ mt: 3, position: { md: 'sticky' }, bottom: { md: 8 } }}>
      <CardContent sx={{ pr: { md: 10 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Box sx={{ minWidth: 220 }} aria-live="polite">
            <Typography sx={{ fontWeight: 700 }}>{plural(totals.count, 'colis sélectionné', 'colis sélectionnés')}</Typography>
            <Typography variant="body2" color="text.secondary">
              Poids total : {weightText(totals.poids)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {MANIFEST_FEES_LABEL} : {currency ? formatMoney(totals.valeur, currency) : formatDecimal(totals.valeur)}
            </Typography>
          </Box>
          <FormTextField source="notes" label="Notes" multiline minRows={2} placeholder="Instructions, date de départ prévue…" />
          <SubmitButton size="large" sx={{ whiteSpace: 'nowrap', minWidth: 200 }}>
            Créer le bordereau
          </SubmitButton>
        </Stack>
        {typeof refusal === 'string' && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** /bordereaux/nouveau: the parcels ready for shipment, selection, totals, notes, readiness statistics. */
export default function BordereauCreate() {
  const { ready, parcels, create, warn } = useManifestCreation();

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Nouveau bordereau" />
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          Nouveau bordereau
        </Typography>
        <Tooltip title="Fermer">
          <IconButton component={RouterLink} to="/bordereaux" aria-label="Fermer">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Stack>

      <ReadinessStats />

      <SchemaForm schema={manifestCreateWrite} defaultValues={{ colis_ids: [], notes: '' }} onSubmit={create} warnWhenUnsavedChanges={warn}>
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
          Colis prêts pour l&apos;expédition {ready.data ? `(${ready.data.count})` : ''}
        </Typography>

        {ready.isPending ? (
          <LinearProgress aria-label="Chargement des colis prêts" />
        ) : isForbidden(ready.error) ? (
          <Forbidden error={ready.error} />
        ) : ready.error ? (
          <RetryAlert onRetry={() => ready.refetch()}>
            Impossible de charger les colis prêts pour l&apos;expédition.
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              Vérifiez que vous êtes connecté, que le serveur est démarré et que le service /shipments/api/colis/prets_expedition/ répond.
            </Typography>
          </RetryAlert>
        ) : parcels.length === 0 ? (
          <EmptyState
            title="Aucun colis prêt pour l'expédition"
            hint="Les colis enregistrés qui ne sont dans aucun bordereau apparaissent ici."
            action={
              <Button component={RouterLink} to="/colis/nouveau" variant="contained" startIcon={<AddIcon />}>
                Enregistrer un colis
              </Button>
            }
          />
        ) : (
          <ParcelsInput parcels={parcels} selectAll />
        )}

        <SelectionFooter parcels={parcels} />
      </SchemaForm>
    </Box>
  );
}
