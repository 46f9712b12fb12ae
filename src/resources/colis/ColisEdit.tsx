import { useMemo, useState, type ChangeEvent } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { ColisDetail, EditRightsPayload } from '../../dataProvider/contract/colis';
import { errorBody, errorMessage, errorStatus } from '../../dataProvider/errors';
import { formatMoney } from '../../domain/currency';
import { parcelStatusLabel, parcelStatusTone } from '../../domain/parcelStatus';
import { StatusChip } from '../../components/StatusChip';
import { bordereauWithStatus } from '../../domain/manifestStatus';
import { RealPaymentBadge } from '../paiements/RealPaymentBadge';
import { isPaymentsQuery } from '../../components/payments/paymentQueries';
import { LoadError } from '../../components/access/LoadError';
import { COLIS_STATISTICS_KEY, colisEditRightsKey } from '../../dataProvider/colisQueryKeys';
import { currencyOf } from './colisFormat';
import {
  EditConflictError,
  RECIPIENT_FIELDS,
  SENDER_FIELDS,
  changesOf,
  initialValues,
  tabsWithErrors,
  validate,
  type EditErrors,
  type EditTab,
  type EditValues,
  type PersonalKey,
  type ProductValues,
} from './colisEditForm';
import { BackToList, ColisNotFound } from './ColisNotFound';

function PersonalFields({
  fields,
  values,
  errors,
  disabled,
  onChange,
}: {
  fields: typeof SENDER_FIELDS | typeof RECIPIENT_FIELDS;
  values: EditValues;
  errors: EditErrors;
  disabled: boolean;
  onChange: (key: PersonalKey, value: string) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {fields.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          required={'required' in field && field.required}
          type={'type' in field ? field.type : 'text'}
          multiline={'multiline' in field && field.multiline}
          minRows={'multiline' in field && field.multiline ? 2 : undefined}
          value={values[field.key]}
          onChange={(event) => onChange(field.key, event.target.value)}
          error={Boolean(errors[field.key])}
          helperText={errors[field.key]}
          disabled={disabled}
          sx={'multiline' in field && field.multiline ? { gridColumn: '1 / -1' } : undefined}
        />
      ))}
    </Box>
  );
}

type ProductTextKey = 'nom_produit' | 'quantite' | 'valeur_estimee_individuelle' | 'poids_unitaire';

/** One product of the parcel: its name on its own line (four columns cut the labels 'Valeur unitaire (…'), then quantity, value and weight. */
function ProductCard({
  product,
  index,
  errors,
  disabled,
  currency,
  onProduct,
}: {
  product: ProductValues;
  index: number;
  errors: EditErrors;
  disabled: boolean;
  currency: string;
  onProduct: (index: number, key: keyof ProductValues, value: string) => void;
}) {
  const field = (key: ProductTextKey, label: string, inputMode?: 'numeric' | 'decimal') => ({
    label,
    slotProps: inputMode ? { htmlInput: { inputMode } } : undefined,
    value: product[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onProduct(index, key, event.target.value),
    error: Boolean(errors[`produits.${index}.${key}`]),
    helperText: errors[`produits.${index}.${key}`],
    disabled,
    required: true,
  });
  return (
    <Card variant="outlined" component="fieldset" sx={{ border: undefined, m: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <Typography component="legend" variant="subtitle2" sx={{ gridColumn: '1 / -1' }}>
          Produit {index + 1}
        </Typography>
        <TextField sx={{ gridColumn: '1 / -1' }} {...field('nom_produit', 'Nom du produit')} />
        <TextField {...field('quantite', 'Quantité', 'numeric')} />
        <TextField {...field('valeur_estimee_individuelle', `Valeur unitaire (${currency})`, 'decimal')} />
        <TextField {...field('poids_unitaire', 'Poids unitaire (kg)', 'decimal')} />
      </CardContent>
    </Card>
  );
}

function ProductsFields({
  values,
  errors,
  disabled,
  currency,
  baseFee,
  onProduct,
  onChange,
}: {
  values: EditValues;
  errors: EditErrors;
  disabled: boolean;
  currency: string;
  baseFee: number;
  onProduct: (index: number, key: keyof ProductValues, value: string) => void;
  onChange: (key: 'rabais_applique' | 'description', value: string) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {values.produits.map((product, index) => (
        <ProductCard key={product.id ?? index} product={product} index={index} errors={errors} disabled={disabled} currency={currency} onProduct={onProduct} />
      ))}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <TextField
          label={`Rabais appliqué (${currency})`}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          value={values.rabais_applique}
          onChange={(event) => onChange('rabais_applique', event.target.value)}
          error={Boolean(errors.rabais_applique)}
          helperText={errors.rabais_applique ?? `Entre 0 et ${formatMoney(baseFee, currency)} (frais d'expédition)`}
          disabled={disabled}
        />
        <TextField label="Description" multiline minRows={2} value={values.description} onChange={(event) => onChange('description', event.target.value)} disabled={disabled} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Les frais d'expédition sont recalculés par le serveur à l'enregistrement.
      </Typography>
    </Box>
  );
}

function StateCard({ colis, rights }: { colis: ColisDetail; rights: EditRightsPayload }) {
  return (
    <Card variant="outlined" component="aside" aria-labelledby="etat-colis-titre">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="etat-colis-titre" variant="h6" component="h2">
          État du colis
        </Typography>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            Statut
          </Typography>
          <StatusChip label={parcelStatusLabel(colis.statut)} tone={parcelStatusTone(colis.statut)} />
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            Statut de paiement
          </Typography>
          <RealPaymentBadge colisId={colis.id} size="small" />
        </Box>
        {rights.etat.bordereau_associe && (
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              Bordereau
            </Typography>
            <Typography>
              {bordereauWithStatus(rights.etat.bordereau_numero, rights.etat.bordereau_statut)}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function TabLabel({ text, locked, invalid }: { text: string; locked: boolean; invalid: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: invalid ? 'error.main' : undefined }}>
      {text}
      {locked && <LockIcon fontSize="small" titleAccess="verrouillé" />}
      {invalid && <ErrorOutlineIcon fontSize="small" titleAccess="contient des erreurs" />}
    </Box>
  );
}

function EditForm({ colis, rights }: { colis: ColisDetail; rights: EditRightsPayload }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useMemo(() => initialValues(colis), [colis]);
  const [values, setValues] = useState<EditValues>(initial);
  const [tab, setTab] = useState<EditTab>(rights.peut_modifier_informations_personnelles || !rights.peut_modifier_informations_techniques ? 0 : 2);
  const [confirming, setConfirming] = useState(false);
  // The version the user started from, whatever the parcel's query reads since.
  const [startedFrom] = useState(colis.updated_at);
  const [touched, setTouched] = useState(false);
  const personal = rights.peut_modifier_informations_personnelles;
  const technical = rights.peut_modifier_informations_techniques;
  const currency = currencyOf(colis);
  const baseFee = colis.frais_expedition ?? 0;
  const errors = validate(values, baseFee, currency);
  const visibleErrors: EditErrors = touched ? errors : {};
  const changes = changesOf(values, initial, { personal, technical });

  const mutation = useMutation({
    mutationFn: async () => {
      // Saved over a newer version, these values would silently undo what was saved meanwhile.
      const latest = await dataProvider.getOne<ColisDetail>('colis', { id: colis.id });
      if (latest.data.updated_at !== startedFrom) throw new EditConflictError();
      return dataProvider.update<ColisDetail>('colis', { id: colis.id, data: changes, previousData: colis });
    },
    onSuccess: async () => {
      setConfirming(false);
      notify('Colis mis à jour avec succès', { type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['colis'] }),
        queryClient.invalidateQueries({ queryKey: colisEditRightsKey(colis.id) }),
        queryClient.invalidateQueries({ queryKey: COLIS_STATISTICS_KEY }),
        // A new discount or new products change what is due: every payment figure of the parcel.
        queryClient.invalidateQueries({ predicate: isPaymentsQuery }),
      ]);
      navigate(`/colis/${colis.id}`);
    },
    onError: () => setConfirming(false),
  });
  const serverErrors = mutation.error ? (errorBody(mutation.error)?.errors ?? {}) : {};
  const shownErrors: EditErrors = { ...serverErrors, ...visibleErrors };

  const editableErrors: EditErrors = Object.fromEntries(
    Object.entries(errors).filter(([key]) => (key.startsWith('produits') || key === 'rabais_applique' ? technical : personal)),
  );
  const invalid = Object.keys(editableErrors).length > 0;
  const invalidTabs = tabsWithErrors(shownErrors);
  const canSave = (personal || technical) && !mutation.isPending;
  const set = (key: keyof EditValues, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const setProduct = (index: number, key: keyof ProductValues, value: string) =>
    setValues((current) => ({ ...current, produits: current.produits.map((p, i) => (i === index ? { ...p, [key]: value } : p)) }));

  const requestSave = () => {
    setTouched(true);
    if (invalid) {
      const withErrors = tabsWithErrors(editableErrors);
      // The user is taken to the errors when the tab on screen holds none.
      if (!withErrors.includes(tab)) setTab(withErrors[0]);
      notify('Veuillez corriger les erreurs dans le formulaire', { type: 'error' });
      return;
    }
    if (Object.keys(changes).length === 0) {
      notify('Aucune modification à enregistrer', { type: 'info' });
      return;
    }
    setConfirming(true);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={`Modifier le colis ${colis.code_suivi}`} />
      <Box>
        <Button component={Link} to={`/colis/${colis.id}`} startIcon={<ArrowBackIcon />}>
          Retour au colis
        </Button>
      </Box>
      <Typography variant="h4" component="h1">
        Modifier le colis {colis.code_suivi}
      </Typography>
      {rights.restrictions.length > 0 && (
        <Alert severity="warning" role="status" aria-label="Restrictions">
          <AlertTitle>Restrictions de modification</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {rights.restrictions.map((restriction) => (
              <li key={restriction}>{restriction}</li>
            ))}
          </Box>
        </Alert>
      )}
      {mutation.error ? (
        <Alert severity="error" action={<BackToList />}>
          {mutation.error instanceof EditConflictError ? mutation.error.message : errorMessage(mutation.error, 'Erreur lors de la mise à jour')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 1fr' }, alignItems: 'start' }}>
        <Card variant="outlined">
          <Tabs value={tab} onChange={(_, next: EditTab) => setTab(next)} variant="scrollable" allowScrollButtonsMobile aria-label="Sections du colis">
            <Tab label={<TabLabel text="Informations expéditeur" locked={!personal} invalid={invalidTabs.includes(0)} />} id="onglet-0" aria-controls="panneau-0" />
            <Tab label={<TabLabel text="Informations destinataire" locked={!personal} invalid={invalidTabs.includes(1)} />} id="onglet-1" aria-controls="panneau-1" />
            <Tab label={<TabLabel text="Produits et frais" locked={!technical} invalid={invalidTabs.includes(2)} />} id="onglet-2" aria-controls="panneau-2" />
          </Tabs>
          <CardContent role="tabpanel" id={`panneau-${tab}`} aria-labelledby={`onglet-${tab}`}>
            {(tab === 0 ? !personal : tab === 1 ? !personal : !technical) && (
              <Alert severity="info" icon={<LockIcon />} sx={{ mb: 2 }}>
                Cette section est verrouillée : vous ne pouvez pas la modifier pour ce colis.
              </Alert>
            )}
            {tab === 0 && <PersonalFields fields={SENDER_FIELDS} values={values} errors={shownErrors} disabled={!personal} onChange={set} />}
            {tab === 1 && <PersonalFields fields={RECIPIENT_FIELDS} values={values} errors={shownErrors} disabled={!personal} onChange={set} />}
            {tab === 2 && (
              <ProductsFields values={values} errors={shownErrors} disabled={!technical} currency={currency} baseFee={baseFee} onProduct={setProduct} onChange={set} />
            )}
          </CardContent>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', p: 2, pt: 0, flexWrap: 'wrap' }}>
            <Button component={Link} to={`/colis/${colis.id}`}>
              Annuler
            </Button>
            <Button variant="contained" onClick={requestSave} disabled={!canSave || (touched && invalid)}>
              {mutation.isPending ? 'Enregistrement…' : 'Enregistrer les modifications'}
            </Button>
          </Box>
        </Card>
        <StateCard colis={colis} rights={rights} />
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="confirmer-modifications-titre">
        <DialogTitle id="confirmer-modifications-titre">Confirmer les modifications</DialogTitle>
        <DialogContent>
          <DialogContentText>Voulez-vous enregistrer les modifications du colis {colis.code_suivi} ?</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Annuler</Button>
          <Button variant="contained" onClick={() => mutation.mutate()} disabled={mutation.isPending} autoFocus>
            Oui, sauvegarder
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** /colis/{id}/edit and /colis/{id}/modifier: three tabs locked by the server's edit rights. */
export default function ColisEdit() {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const valid = /^\d+$/.test(id);
  const colisQuery = useGetOne<ColisDetail>('colis', { id: Number(id) }, { enabled: valid });
  const rightsQuery = useQuery({ queryKey: colisEditRightsKey(id), queryFn: () => dataProvider.getColisEditRights(id), enabled: valid });

  if (!valid || errorStatus(colisQuery.error) === 404) {
    return <ColisNotFound />;
  }
  const error = colisQuery.error ?? rightsQuery.error;
  if (error) {
    return (
      <Box sx={{ py: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <LoadError error={error} message="Impossible de charger le colis ou ses droits de modification." />
        <BackToList />
      </Box>
    );
  }
  if (!colisQuery.data || !rightsQuery.data) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography>Chargement du colis…</Typography>
      </Box>
    );
  }
  return <EditForm key={`${colisQuery.data.id}-${colisQuery.data.updated_at ?? ''}`} colis={colisQuery.data} rights={rightsQuery.data} />;
}
