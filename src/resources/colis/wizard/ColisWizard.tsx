import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, CircularProgress, IconButton, Step, StepButton, StepLabel, Stepper, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useRefreshAwaited } from '../../../components/useRefreshAwaited';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CountryName } from '../../../components/flags/CountryFlag';
import { countryNameOf } from '../../../domain/country';
import { formatDateTime } from '../../../domain/format';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { FeeValidation } from '../../../dataProvider/contract/colisCreation';
import { errorBody, errorMessage, errorStatus } from '../../../dataProvider/errors';
import { missingFees, parcelFees } from '../../../domain/fees';
import { feeChanges, sameAmount, type FeeChange, type FeeFigures } from '../../../domain/feeReview';
import {
  WIZARD_MESSAGES,
  WIZARD_STEPS,
  WIZARD_STEP_FIELDS,
  buildCreatePayload,
  creationGuardError,
  emptyWizardValues,
  productsPayload,
  wizardFieldErrors,
  wizardFormWrite,
  wizardProblems,
  type ProductLineValues,
  type WizardValues,
} from '../../../domain/wizardValidation';
import { SchemaForm, useFormMessages } from '../../../components/form/SchemaForm';
import { useWizardDraft } from './draft';
import { FeesStep } from './FeesStep';
import { RecipientStep, SenderStep } from './PartyStep';
import { partiesFromKnownSender } from '../../../domain/knownSenders';
import { ProductsStep } from './ProductsStep';
import { SummaryStep } from './SummaryStep';
import type { WizardSetup } from './useWizardSetup';
import { ClosingConfirm } from '../../../components/ClosingConfirm';
import { isIdempotencyKeyReused, newIdempotencyKey } from '../../../components/useIdempotencyKey';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { CreatedParcelActions, createdParcelLocation } from '../createdParcel';

const newLineKey = () => `l${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const LAST_STEP = WIZARD_STEPS.length - 1;
/** The creation's message stays longer than the 4 s of a toast: it offers to open the parcel and print its label. */
const CREATED_TOAST_MS = 10_000;

/** The server's fee validation as the figures a screen shows. */
function serverFigures(result: FeeValidation): FeeFigures {
  return {
    baseFee: result.frais_expedition,
    discount: result.rabais_applique,
    total: result.montant_total_a_payer,
    lines: result.detail_produits.map((line) => ({ index: line.index, fee: line.frais })),
  };
}

/** Every message of a DRF error body, for the list under the summary. */
function serverMessages(error: unknown): string[] {
  const raw = errorBody(error)?.raw ?? {};
  return Object.entries(raw).flatMap(([key, value]) => {
    if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
    return typeof value === 'string' && ['detail', 'error', 'message'].includes(key) ? [value] : [];
  });
}

/** Whether the form's messages hold one for `field` or a field under it. */
const hasMessage = (messages: Readonly<Record<string, string>>, field: string) => Object.keys(messages).some((path) => path === field || path.startsWith(`${field}.`));

/** The five steps, inside the wizard's form. */
function WizardSteps({ setup, userId }: { setup: WizardSetup; userId: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshAwaited();
  const draft = useWizardDraft(userId);
  const { getValues, setValue, reset, trigger, setError } = useFormContext<WizardValues>();
  const values = useWatch<WizardValues>() as WizardValues;
  const { errors } = useFormState<WizardValues>();
  const messages = useFormMessages(values);
  const [step, setStep] = useState(0);
  // 'Suivant' and 'Précédent' move the focus to the step they show (the step tabs keep it, as tabs do).
  const stepRegion = useRef<HTMLDivElement>(null);
  const focusStep = useRef(false);
  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    stepRegion.current?.focus();
  }, [step]);
  const moveTo = (update: (current: number) => number) => {
    focusStep.current = true;
    setStep(update);
  };
  const [validated, setValidated] = useState<{ signature: string; result: FeeValidation } | null>(null);
  const [validating, setValidating] = useState(false);
  const [creating, setCreating] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [unanswered, setUnanswered] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const created = useRef(false);
  // The Idempotency-Key of « Créer le colis »: made at its first press, kept (in the draft too) by every retry until the parcel is made.
  const [submissionKey, setSubmissionKey] = useState<string | null>(null);

  const { save } = draft;
  useEffect(() => {
    if (!created.current) save(step, values, submissionKey);
  }, [save, step, values, submissionKey]);

  const { operatingIso, addressFields, categories, baseCurrency, destinationCurrency, rate, routeConfig } = setup;
  const categoryById = useCallback((id: number | null) => categories.find((c) => c.id === id) ?? null, [categories]);

  const productsValid = !hasMessage(messages, 'produits');
  const fees = useMemo(
    () => parcelFees(values.produits, (line) => categoryById(line.categorie_id), values.rabais, { currency: baseCurrency || undefined }),
    [values.produits, values.rabais, categoryById, baseCurrency],
  );
  const feePayload = {
    produits: productsPayload(values.produits, categoryById),
    enterprise_route_id: routeConfig?.routeId ?? 0,
    base_currency_discount: fees.discount,
  };
  const signature = JSON.stringify(feePayload);
  const validatedResult = validated?.signature === signature ? validated.result : null;
  // The server's new figures once it priced the parcel otherwise than the summary showed: shown, and confirmed by a second press.
  const [priceChange, setPriceChange] = useState<{ signature: string; changes: FeeChange[]; figures: FeeFigures } | null>(null);
  const currentPriceChange = priceChange?.signature === signature ? priceChange : null;
  const shownFigures: FeeFigures = currentPriceChange?.figures ?? fees;
  const missing = missingFees(values.produits, (line) => categoryById(line.categorie_id));
  const [confirmingMissing, setConfirmingMissing] = useState(false);

  const problems = wizardProblems(messages);

  /** A returning sender fills both parties; a party whose messages show is checked again. */
  const fillParties = (choice: Parameters<typeof partiesFromKnownSender>[0]) => {
    const parties = partiesFromKnownSender(choice, getValues(), operatingIso);
    setValue('expediteur', parties.expediteur, { shouldDirty: true, shouldValidate: errors.expediteur !== undefined });
    setValue('destinataire', parties.destinataire, { shouldDirty: true, shouldValidate: errors.destinataire !== undefined });
  };

  /**
   * « Suivant » checks the step's own fields: the form's messages now (the resolver's schema, read
   * at once) decide; react-hook-form's `trigger` shows them at their fields.
   */
  const next = () => {
    const { key, label } = WIZARD_STEPS[step];
    const field = WIZARD_STEP_FIELDS[key];
    if (hasMessage(messages, field)) {
      void trigger(field);
      notify(`Veuillez corriger les erreurs de l'étape « ${label} »`, { type: 'error' });
      return;
    }
    moveTo((current) => Math.min(current + 1, LAST_STEP));
  };

  const validateOnServer = async (): Promise<FeeValidation | null> => {
    const guard = creationGuardError(routeConfig);
    if (guard) {
      notify(guard, { type: 'error' });
      return null;
    }
    const result = await dataProvider.validateFees(feePayload);
    setValidated({ signature, result });
    return result;
  };

  const onValidateFees = async () => {
    setValidating(true);
    try {
      if (await validateOnServer()) notify('Frais validés par le serveur', { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, 'Erreur lors de la validation des frais'), { type: 'error' });
    } finally {
      setValidating(false);
    }
  };

  /** The products' names as the summary gives them, for the list of what changed. */
  const productLabel = (index: number) => `Produit ${index + 1}${values.produits[index]?.nom.trim() ? ` « ${values.produits[index].nom.trim()} »` : ''}`;

  /**
   * The server prices the parcel right before it is created: a total other than the one on screen
   * creates nothing, and the summary shows the new figures and what changed until a second press.
   */
  const priceConfirmed = async (): Promise<boolean> => {
    const result = await validateOnServer();
    if (!result) return false;
    const server = serverFigures(result);
    if (sameAmount(server.total, shownFigures.total, result.devise)) return true;
    setPriceChange({ signature, changes: feeChanges(shownFigures, server, result.devise, productLabel), figures: server });
    // The categories' prices changed since the wizard read them: read them again for every step.
    void setup.categoriesQuery.refetch();
    notify("Les frais ont changé depuis l'affichage du résumé : aucun colis n'a été créé. Vérifiez le nouveau total puis confirmez.", { type: 'warning' });
    return false;
  };

  const submit = async (zeroFeesConfirmed = false) => {
    if (problems.length > 0) {
      // Every step's messages show, at their fields and on the steps' tabs.
      void trigger();
      notify('Veuillez corriger les erreurs avant de créer le colis', { type: 'error' });
      return;
    }
    const guard = creationGuardError(routeConfig);
    if (guard || !routeConfig?.routeId) {
      notify(guard ?? WIZARD_MESSAGES.routeMissing, { type: 'error' });
      return;
    }
    if (missing.length > 0 && !zeroFeesConfirmed) {
      setConfirmingMissing(true);
      return;
    }
    setCreating(true);
    setServerErrors([]);
    setUnanswered(false);
    try {
      if (!(await priceConfirmed())) return;
      const idempotencyKey = submissionKey ?? newIdempotencyKey();
      if (!submissionKey) {
        setSubmissionKey(idempotencyKey);
        // Kept before the request leaves: a reload after a lost answer finds the key with the draft.
        save(step, values, idempotencyKey);
      }
      const { data: parcel, replayed } = await dataProvider.createColis(
        buildCreatePayload(values, { addressFields, routeId: routeConfig.routeId, discount: fees.discount, categoryOf: categoryById }),
        { idempotencyKey },
      );
      created.current = true;
      draft.clear();
      await refresh();
      notify(replayed ? `Ce colis a déjà été enregistré : ${parcel.code_suivi}` : `Colis ${parcel.numero_colis} créé avec succès (code de suivi ${parcel.tracking_number})`, {
        type: 'success',
        autoHideDuration: CREATED_TOAST_MS,
        action: <CreatedParcelActions parcel={parcel} />,
      });
      const list = createdParcelLocation(parcel);
      navigate({ pathname: list.pathname, search: list.search }, { state: list.state });
    } catch (error) {
      // The key had made a parcel from other values (changed after a lost answer): the message says so, the next press is a new parcel.
      if (isIdempotencyKeyReused(error)) setSubmissionKey(null);
      setServerErrors(serverMessages(error));
      // A field the server refused shows its message at the field, its step's tab marked.
      for (const [path, message] of Object.entries(wizardFieldErrors(errorBody(error)?.errors ?? {}))) setError(path as keyof WizardValues, { type: 'server', message });
      setUnanswered(errorStatus(error) === 0);
      notify(errorMessage(error, 'Erreur lors de la création du colis'), { type: 'error' });
    } finally {
      setCreating(false);
    }
  };

  const resumeDraft = () => {
    const found = draft.resume();
    if (!found) return;
    reset(found.values);
    setSubmissionKey(found.idempotencyKey ?? null);
    setStep(Math.min(Math.max(found.step, 0), LAST_STEP));
  };

  const origin = setup.operatingCountry;
  const destination = setup.destinationCountry;
  const currentKey = WIZARD_STEPS[step].key;

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', py: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Nouveau colis
          </Typography>
          {origin && destination && (
            <Typography color="text.secondary" variant="body2">
              Envoi de <CountryName code={origin.code_iso2} name={countryNameOf(origin)} /> vers <CountryName code={destination.code_iso2} name={countryNameOf(destination)} />
            </Typography>
          )}
        </Box>
        <IconButton aria-label="Fermer" onClick={() => navigate('/colis')}>
          <CloseIcon />
        </IconButton>
      </Box>

      {draft.offer && (
        <Alert
          severity="info"
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button color="inherit" size="small" variant="outlined" onClick={resumeDraft}>
                Reprendre le brouillon
              </Button>
              <Button color="inherit" size="small" onClick={() => setConfirmDiscard(true)}>
                Ignorer
              </Button>
            </Box>
          }
        >
          Un brouillon non terminé du {formatDateTime(draft.offer.savedAt)} a été trouvé.
        </Alert>
      )}

      <Stepper nonLinear alternativeLabel activeStep={step} sx={{ overflowX: 'auto', py: 1, '& .MuiStepLabel-label': { fontSize: { xs: '0.7rem', sm: '0.875rem' } } }}>
        {WIZARD_STEPS.map((item, index) => (
          <Step key={item.key}>
            {/* Named by its label: Chromium read the number drawn in its icon into the name ('1Expéditeur'); the tab's position says the number. */}
            <StepButton onClick={() => setStep(index)} aria-label={item.label}>
              <StepLabel error={errors[WIZARD_STEP_FIELDS[item.key]] !== undefined}>{item.label}</StepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>

      <Card>
        <CardContent ref={stepRegion} tabIndex={-1} role="region" aria-label={`Étape ${step + 1} : ${WIZARD_STEPS[step].label}`} sx={{ p: { xs: 2, sm: 3 } }}>
          {currentKey === 'expediteur' && (
            <SenderStep setup={setup} onKnownSender={fillParties} />
          )}
          {currentKey === 'destinataire' && <RecipientStep setup={setup} />}
          {currentKey === 'produits' && (
            <ProductsStep
              listError={messages.produits}
              categories={categories}
              pickerCategories={setup.pickerCategories}
              categoriesStatus={setup.categoriesQuery.status}
              onRetryCategories={() => void setup.categoriesQuery.refetch()}
              baseCurrency={baseCurrency}
              newLineKey={newLineKey}
            />
          )}
          {currentKey === 'frais' && (
            <FeesStep
              fees={fees}
              lines={values.produits}
              categories={categories}
              discountError={messages.rabais}
              baseCurrency={baseCurrency}
              destinationCurrency={destinationCurrency}
              rate={rate}
              validated={validatedResult}
              validating={validating}
              onValidate={() => void onValidateFees()}
            />
          )}
          {currentKey === 'resume' && (
            <SummaryStep
              values={values}
              fees={fees}
              addressFields={addressFields}
              categories={categories}
              baseCurrency={baseCurrency}
              destinationCurrency={destinationCurrency}
              rate={rate}
              problems={problems}
              serverErrors={serverErrors}
              unanswered={unanswered}
              shownFigures={shownFigures}
              priceChanges={currentPriceChange?.changes ?? []}
              missingFees={missing.map((item) => item.message)}
            />
          )}
        </CardContent>
      </Card>

      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={step === 0} onClick={() => moveTo((current) => Math.max(current - 1, 0))}>
          Précédent
        </Button>
        {step < LAST_STEP ? (
          <Button variant="contained" onClick={next}>
            Suivant
          </Button>
        ) : (
          <Button
            variant="contained"
            color="success"
            disabled={creating || !productsValid}
            onClick={() => void submit()}
            startIcon={creating ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {productsValid ? 'Créer le colis' : WIZARD_MESSAGES.completeRequired}
          </Button>
        )}
      </Box>

      <ConfirmActionDialog
        open={confirmingMissing}
        title="Créer le colis avec des frais à 0 ?"
        message="Ces produits sont comptés 0 faute d'information : le colis sera enregistré avec des frais incomplets, à corriger ensuite dans ses produits."
        confirmLabel="Créer quand même"
        destructive
        onConfirm={() => {
          setConfirmingMissing(false);
          void submit(true);
        }}
        onClose={() => setConfirmingMissing(false)}
      >
        <Box component="ul" aria-label="Produits à frais nuls" sx={{ m: 0, mt: 1, pl: 2 }}>
          {missing.map((item) => (
            <li key={item.index}>{item.message}</li>
          ))}
        </Box>
      </ConfirmActionDialog>

      <ClosingConfirm
        open={confirmDiscard}
        title="Ignorer le brouillon ?"
        content="Le brouillon enregistré sera supprimé définitivement."
        confirm="Supprimer le brouillon"
        onConfirm={draft.discard}
        onClose={() => setConfirmDiscard(false)}
      />
    </Box>
  );
}

/** The five-step form itself, once the user and their configuration are known: one form over the creation write's fields. */
export function ColisWizard({ setup, userId }: { setup: WizardSetup; userId: number }) {
  const { operatingIso, addressFields, categories, baseCurrency } = setup;
  const schema = useMemo(() => {
    const currency = baseCurrency || undefined;
    const categoryOf = (line: ProductLineValues) => categories.find((c) => c.id === line.categorie_id) ?? null;
    return wizardFormWrite({ operatingCountry: operatingIso, addressFields, currency, baseFeeOf: (lines) => parcelFees(lines, categoryOf, 0, { currency }).baseFee });
  }, [operatingIso, addressFields, categories, baseCurrency]);
  const [initial] = useState(() => emptyWizardValues(newLineKey()));
  return (
    // The draft keeps what is typed: leaving needs no warning, the wizard offers it back.
    <SchemaForm schema={schema} defaultValues={initial} enterShowsErrors={false}>
      <WizardSteps setup={setup} userId={userId} />
    </SchemaForm>
  );
}
