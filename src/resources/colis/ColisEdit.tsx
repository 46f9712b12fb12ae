import { useCallback, useMemo, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useQuery } from '@tanstack/react-query';
import { useRefreshAwaited } from '../../components/useRefreshAwaited';
import { Title, useDataProvider, useGetOne, useNotify, useUpdate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { ColisDetail, EditRightsPayload } from '../../dataProvider/contract/colis';
import { errorMessage, errorStatus } from '../../dataProvider/errors';
import { formatMoney } from '../../domain/currency';
import { parcelStatusLabel, parcelStatusTone } from '../../domain/parcelStatus';
import { StatusChip } from '../../components/StatusChip';
import { bordereauWithStatus } from '../../domain/manifestStatus';
import { RealPaymentBadge } from '../paiements/RealPaymentBadge';
import { LoadError } from '../../components/access/LoadError';
import { CONVERTED_CATEGORIES_KEY, colisEditRightsKey } from '../../dataProvider/colisQueryKeys';
import { formSchemaOf, messagesOf } from '../../domain/schemas/fields';
import { SchemaForm, useFormMessages } from '../../components/form/SchemaForm';
import { FormTextField } from '../../components/form/FormTextField';
import { ConfirmedSubmit } from '../../components/form/ConfirmedSubmit';
import { submissionErrors } from '../../components/form/submissionErrors';
import { useLeaveAfterSave } from '../../components/form/useLeaveAfterSave';
import { currencyOf } from './colisFormat';
import {
  EditConflictError,
  RECIPIENT_FIELDS,
  SENDER_FIELDS,
  changesOf,
  editFormWrite,
  feeProductsOf,
  initialValues,
  tabsWithErrors,
  type EditBody,
  type EditTab,
  type ProductValues,
} from './colisEditForm';
import { BackToList, ColisNotFound } from './ColisNotFound';
import { ColisProductsEditor, editedFees, type DiscountNote, type EditCategory, type SavedFees } from './ColisProductsEditor';
import { parcelFees } from '../../domain/fees';
import { sameAmount } from '../../domain/feeReview';

/** Every field the PATCH may carry, for the server's messages at their fields. */
const EDIT_FIELDS = [...SENDER_FIELDS.map((field) => field.key), ...RECIPIENT_FIELDS.map((field) => field.key), 'description', 'rabais_applique', 'produits'];

function PersonalFields({ fields, disabled }: { fields: typeof SENDER_FIELDS | typeof RECIPIENT_FIELDS; disabled: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {fields.map((field) => (
        <FormTextField
          key={field.key}
          source={field.key}
          label={field.label}
          required={'required' in field && field.required}
          type={'type' in field ? field.type : 'text'}
          multiline={'multiline' in field && field.multiline}
          minRows={'multiline' in field && field.multiline ? 2 : undefined}
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

/** The three tabs, each marked when it holds a problem of the values typed. */
function EditTabs({ tab, onTab, personal, technical }: { tab: EditTab; onTab: (tab: EditTab) => void; personal: boolean; technical: boolean }) {
  const invalidTabs = tabsWithErrors(useFormMessages(useWatch()));
  return (
    <Tabs value={tab} onChange={(_, next: EditTab) => onTab(next)} variant="scrollable" allowScrollButtonsMobile aria-label="Sections du colis">
      <Tab label={<TabLabel text="Informations expéditeur" locked={!personal} invalid={invalidTabs.includes(0)} />} id="onglet-0" aria-controls="panneau-0" />
      <Tab label={<TabLabel text="Informations destinataire" locked={!personal} invalid={invalidTabs.includes(1)} />} id="onglet-1" aria-controls="panneau-1" />
      <Tab label={<TabLabel text="Produits et frais" locked={!technical} invalid={invalidTabs.includes(2)} />} id="onglet-2" aria-controls="panneau-2" />
    </Tabs>
  );
}

/** The fees before → after, in the confirmation, when the products or the discount move them. */
function FeeMove({ saved, edited, currency }: { saved: SavedFees; edited: ReturnType<typeof editedFees>; currency: string }) {
  if (!edited || (sameAmount(edited.baseFee, saved.baseFee, currency) && sameAmount(edited.total, saved.total, currency))) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="nouveaux-frais">
      <AlertTitle>Les frais changent</AlertTitle>
      Frais d&apos;expédition : {formatMoney(saved.baseFee, currency)} → {formatMoney(edited.baseFee, currency)}
      <br />
      Total à payer : {formatMoney(saved.total, currency)} → {formatMoney(edited.total, currency)}
    </Alert>
  );
}

interface EditFormProps {
  colis: ColisDetail;
  rights: EditRightsPayload;
  /** From the page, not the form: the form is drawn again from the saved parcel before the page is left. */
  afterSave: ReturnType<typeof useLeaveAfterSave>;
}

function EditForm({ colis, rights, afterSave: { warn, leave } }: EditFormProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefreshAwaited();
  const [update] = useUpdate<ColisDetail>();
  const defaultValues = useMemo(() => initialValues(colis), [colis]);
  const [tab, setTab] = useState<EditTab>(rights.peut_modifier_informations_personnelles || !rights.peut_modifier_informations_techniques ? 0 : 2);
  const [saveError, setSaveError] = useState<unknown>(null);
  // The version the user started from, whatever the parcel's query reads since.
  const [startedFrom] = useState(colis.updated_at);
  const [discountNote, setDiscountNote] = useState<DiscountNote | null>(null);
  const personal = rights.peut_modifier_informations_personnelles;
  const technical = rights.peut_modifier_informations_techniques;
  const currency = currencyOf(colis);

  // The categories priced in the parcel's base currency (its own route), deactivated ones included: a product may keep one.
  const routeId = colis.enterprise_route?.id;
  const categoriesQuery = useQuery({
    queryKey: [...CONVERTED_CATEGORIES_KEY, 'route', routeId],
    queryFn: () => dataProvider.getConvertedCategories({ routeId, includeInactive: true }),
    enabled: technical,
  });
  const categories: EditCategory[] | null = useMemo(
    () =>
      categoriesQuery.data?.map((c) => ({ id: c.id, nom: c.nom, type_tarification: c.type_tarification, prix_unitaire: c.prix_unitaire_local, is_active: c.is_active !== false })) ??
      null,
    [categoriesQuery.data],
  );
  const savedCategories = useMemo(
    () => new Map((colis.produits ?? []).flatMap((p) => (p.id !== undefined && p.categorie_produit ? [[p.id, { id: p.categorie_produit, nom: p.categorie_nom ?? `Catégorie ${p.categorie_produit}` }] as const] : []))),
    [colis],
  );
  const saved: SavedFees = { baseFee: colis.frais_expedition ?? 0, discount: colis.rabais_applique ?? 0, total: colis.montant_total_a_payer ?? 0 };
  const savedBaseFee = saved.baseFee;

  // The discount may not exceed the base fee of the products typed (the saved one while the prices load).
  const baseFeeOf = useCallback(
    (produits: readonly Partial<Record<keyof ProductValues, unknown>>[]) =>
      categories ? parcelFees(feeProductsOf(produits), (p) => categories.find((c) => c.id === p.categorie_produit), 0, { currency }).baseFee : savedBaseFee,
    [categories, currency, savedBaseFee],
  );
  const schema = useMemo(() => editFormWrite({ personal, technical }, currency, baseFeeOf), [personal, technical, currency, baseFeeOf]);

  const save = async (body: EditBody) => {
    setSaveError(null);
    try {
      // Saved over a newer version, these values would silently undo what was saved meanwhile.
      const latest = await dataProvider.getOne<ColisDetail>('colis', { id: colis.id });
      if (latest.data.updated_at !== startedFrom) throw new EditConflictError();
      await update('colis', { id: colis.id, data: changesOf(body, colis), previousData: colis }, { mutationMode: 'pessimistic', returnPromise: true });
    } catch (error) {
      const errors = error instanceof EditConflictError ? undefined : submissionErrors(error, EDIT_FIELDS);
      if (!errors) {
        setSaveError(error);
        return undefined;
      }
      // The server's message is at its field: the tab holding it opens, unless the one on screen holds one.
      const tabs = tabsWithErrors(errors);
      if (!tabs.includes(tab)) setTab(tabs[0]);
      return errors;
    }
    notify('Colis mis à jour avec succès', { type: 'success' });
    // A new discount or new products change what is due: every figure of the parcel, its payments included.
    await refresh();
    leave(`/colis/${colis.id}`);
  };

  /** Nothing changed: nothing to confirm. */
  const hasChanges = (body: EditBody) => {
    if (Object.keys(changesOf(body, colis)).length > 0) return true;
    notify('Aucune modification à enregistrer', { type: 'info' });
    return false;
  };

  /** Enter in a field of an invalid form: the first tab holding a problem opens when the one on screen holds none. */
  const showProblems = (values: FieldValues) => {
    const tabs = tabsWithErrors(messagesOf(formSchemaOf(schema).safeParse(values)));
    if (tabs.length > 0 && !tabs.includes(tab)) setTab(tabs[0]);
    notify('Veuillez corriger les erreurs dans le formulaire', { type: 'error' });
  };

  const locked = tab === 2 ? !technical : !personal;
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
          <SchemaForm schema={schema} defaultValues={defaultValues} onSubmit={save} onInvalid={showProblems} warnWhenUnsavedChanges={warn}>
            <EditTabs tab={tab} onTab={setTab} personal={personal} technical={technical} />
            <CardContent role="tabpanel" id={`panneau-${tab}`} aria-labelledby={`onglet-${tab}`}>
              {locked && (
                <Alert severity="info" icon={<LockIcon />} sx={{ mb: 2 }}>
                  Cette section est verrouillée : vous ne pouvez pas la modifier pour ce colis.
                </Alert>
              )}
              {tab === 0 && <PersonalFields fields={SENDER_FIELDS} disabled={!personal} />}
              {tab === 1 && <PersonalFields fields={RECIPIENT_FIELDS} disabled={!personal} />}
              {tab === 2 && (
                <ColisProductsEditor
                  disabled={!technical}
                  currency={currency}
                  categories={categories}
                  saved={saved}
                  savedCategories={savedCategories}
                  discountNote={discountNote}
                  onDiscountLowered={setDiscountNote}
                />
              )}
            </CardContent>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', p: 2, pt: 0, flexWrap: 'wrap' }}>
              <Button component={Link} to={`/colis/${colis.id}`}>
                Annuler
              </Button>
              <ConfirmedSubmit<EditBody>
                disabled={!personal && !technical}
                title="Confirmer les modifications"
                confirmLabel="Oui, sauvegarder"
                ready={hasChanges}
                message={(body) => (
                  <>
                    Voulez-vous enregistrer les modifications du colis {colis.code_suivi} ?
                    {body.produits && <FeeMove saved={saved} edited={editedFees(body.produits, body.rabais_applique ?? saved.discount, categories, currency)} currency={currency} />}
                  </>
                )}
              >
                Enregistrer les modifications
              </ConfirmedSubmit>
            </Box>
          </SchemaForm>
        </Card>
        <StateCard colis={colis} rights={rights} />
      </Box>
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
  const afterSave = useLeaveAfterSave();

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
  return <EditForm key={`${colisQuery.data.id}-${colisQuery.data.updated_at ?? ''}`} colis={colisQuery.data} rights={rightsQuery.data} afterSave={afterSave} />;
}
