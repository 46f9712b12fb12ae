import { useMemo, useState } from 'react';
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useGetOne, useNotify, useUpdate } from 'react-admin';
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
  feeProductsOf,
  initialValues,
  newProduct,
  typedDiscount,
  tabsWithErrors,
  validate,
  type EditErrors,
  type EditTab,
  type EditValues,
  type PersonalKey,
  type ProductValues,
} from './colisEditForm';
import { BackToList, ColisNotFound } from './ColisNotFound';
import { ColisProductsEditor, type EditCategory, type EditedFees } from './ColisProductsEditor';
import { missingFees, parcelFees, type FeeSummary } from '../../domain/fees';
import { sameAmount } from '../../domain/feeReview';
import { formatNumberInput } from '../../domain/format';

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
  const [update, { isPending }] = useUpdate<ColisDetail>();
  const initial = useMemo(() => initialValues(colis), [colis]);
  const [values, setValues] = useState<EditValues>(initial);
  const [tab, setTab] = useState<EditTab>(rights.peut_modifier_informations_personnelles || !rights.peut_modifier_informations_techniques ? 0 : 2);
  const [confirming, setConfirming] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  // From the version check to the server's answer (react-admin's isPending covers only the update).
  const [saving, setSaving] = useState(false);
  // The version the user started from, whatever the parcel's query reads since.
  const [startedFrom] = useState(colis.updated_at);
  const [touched, setTouched] = useState(false);
  const [discountNote, setDiscountNote] = useState<{ typed: number; applied: number } | null>(null);
  const personal = rights.peut_modifier_informations_personnelles;
  const technical = rights.peut_modifier_informations_techniques;
  const currency = currencyOf(colis);

  // The categories priced in the parcel's base currency (its own route), deactivated ones included: a product may keep one.
  const routeId = colis.enterprise_route?.id;
  const categoriesQuery = useQuery({
    queryKey: ['categories', 'prix-convertis', 'route', routeId],
    queryFn: () => dataProvider.getConvertedCategories({ routeId, includeInactive: true }),
    enabled: technical,
  });
  const categories: EditCategory[] | null = useMemo(
    () =>
      categoriesQuery.data?.map((c) => ({ id: c.id, nom: c.nom, type_tarification: c.type_tarification, prix_unitaire: c.prix_unitaire_local, is_active: c.is_active !== false })) ??
      null,
    [categoriesQuery.data],
  );
  const feesOf = (next: EditValues): FeeSummary | null => {
    if (!categories) return null;
    const discount = typedDiscount(next);
    return parcelFees(feeProductsOf(next), (p) => categories.find((c) => c.id === p.categorie_produit), Number.isFinite(discount) ? discount : 0, { currency });
  };
  const edited = feesOf(values);
  const fees: EditedFees = {
    saved: { baseFee: colis.frais_expedition ?? 0, discount: colis.rabais_applique ?? 0, total: colis.montant_total_a_payer ?? 0 },
    edited,
    missing: categories ? missingFees(feeProductsOf(values), (p) => categories.find((c) => c.id === p.categorie_produit)) : [],
  };
  const feeMoved = edited !== null && (!sameAmount(edited.baseFee, fees.saved.baseFee, currency) || !sameAmount(edited.total, fees.saved.total, currency));

  const baseFee = edited?.baseFee ?? fees.saved.baseFee;
  const errors = validate(values, baseFee, currency);
  const visibleErrors: EditErrors = touched ? errors : {};
  const changes = changesOf(values, initial, { personal, technical });

  const save = async () => {
    setSaveError(null);
    setSaving(true);
    try {
      // Saved over a newer version, these values would silently undo what was saved meanwhile.
      const latest = await dataProvider.getOne<ColisDetail>('colis', { id: colis.id });
      if (latest.data.updated_at !== startedFrom) throw new EditConflictError();
      await update('colis', { id: colis.id, data: changes, previousData: colis }, { mutationMode: 'pessimistic', returnPromise: true });
    } catch (error) {
      setSaving(false);
      setConfirming(false);
      setSaveError(error);
      return;
    }
    setSaving(false);
    setConfirming(false);
    notify('Colis mis à jour avec succès', { type: 'success' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: colisEditRightsKey(colis.id) }),
      queryClient.invalidateQueries({ queryKey: COLIS_STATISTICS_KEY }),
      // A new discount or new products change what is due: every payment figure of the parcel.
      queryClient.invalidateQueries({ predicate: isPaymentsQuery }),
    ]);
    navigate(`/colis/${colis.id}`);
  };
  const serverErrors = saveError ? (errorBody(saveError)?.errors ?? {}) : {};
  const shownErrors: EditErrors = { ...serverErrors, ...visibleErrors };

  const editableErrors: EditErrors = Object.fromEntries(
    Object.entries(errors).filter(([key]) => (key.startsWith('produits') || key === 'rabais_applique' ? technical : personal)),
  );
  const invalid = Object.keys(editableErrors).length > 0;
  const invalidTabs = tabsWithErrors(shownErrors);
  const canSave = (personal || technical) && !saving && !isPending;
  const set = (key: keyof EditValues, value: string) => {
    if (key === 'rabais_applique') setDiscountNote(null);
    setValues((current) => ({ ...current, [key]: value }));
  };
  /** A change of the products: a saved discount above the new base fee follows it down, and the field says so. */
  const changeProducts = (produits: ProductValues[]) => {
    const next = { ...values, produits };
    const nextFees = feesOf(next);
    const discount = typedDiscount(next);
    if (nextFees && Number.isFinite(discount) && discount > nextFees.baseFee) {
      setDiscountNote({ typed: discountNote?.typed ?? discount, applied: nextFees.baseFee });
      next.rabais_applique = formatNumberInput(nextFees.baseFee);
    }
    setValues(next);
  };
  const setProduct = (index: number, patch: Partial<ProductValues>) => changeProducts(values.produits.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const addProduct = () => changeProducts([...values.produits, newProduct(`nouveau-${Date.now().toString(36)}-${values.produits.length}`)]);
  const removeProduct = (index: number) => changeProducts(values.produits.filter((_, i) => i !== index));

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
      {saveError ? (
        <Alert severity="error" action={<BackToList />}>
          {saveError instanceof EditConflictError ? saveError.message : errorMessage(saveError, 'Erreur lors de la mise à jour')}
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
              <ColisProductsEditor
                values={values}
                errors={shownErrors}
                disabled={!technical}
                currency={currency}
                categories={categories}
                fees={fees}
                discountNote={discountNote}
                onProduct={setProduct}
                onAdd={addProduct}
                onRemove={removeProduct}
                onChange={set}
              />
            )}
          </CardContent>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', p: 2, pt: 0, flexWrap: 'wrap' }}>
            <Button component={Link} to={`/colis/${colis.id}`}>
              Annuler
            </Button>
            <Button variant="contained" onClick={requestSave} disabled={!canSave || (touched && invalid)}>
              {saving || isPending ? 'Enregistrement…' : 'Enregistrer les modifications'}
            </Button>
          </Box>
        </Card>
        <StateCard colis={colis} rights={rights} />
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="confirmer-modifications-titre">
        <DialogTitle id="confirmer-modifications-titre">Confirmer les modifications</DialogTitle>
        <DialogContent>
          <DialogContentText>Voulez-vous enregistrer les modifications du colis {colis.code_suivi} ?</DialogContentText>
          {feeMoved && edited && (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="nouveaux-frais">
              <AlertTitle>Les frais changent</AlertTitle>
              Frais d&apos;expédition : {formatMoney(fees.saved.baseFee, currency)} → {formatMoney(edited.baseFee, currency)}
              <br />
              Total à payer : {formatMoney(fees.saved.total, currency)} → {formatMoney(edited.total, currency)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Annuler</Button>
          <Button variant="contained" onClick={() => void save()} disabled={saving || isPending} autoFocus>
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
