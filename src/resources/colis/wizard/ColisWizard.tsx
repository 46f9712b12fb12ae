import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, IconButton, Step, StepButton, StepLabel, Stepper, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CountryName } from '../../../components/flags/CountryFlag';
import { countryNameOf } from '../../../domain/country';
import { formatDateTime } from '../../../domain/format';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { FeeValidation } from '../../../dataProvider/contract/colisCreation';
import { errorBody, errorMessage } from '../../../dataProvider/errors';
import { parcelFees } from '../../../domain/fees';
import {
  WIZARD_MESSAGES,
  WIZARD_STEPS,
  buildCreatePayload,
  creationGuardError,
  emptyProductLine,
  emptyWizardValues,
  productErrorList,
  productsAreValid,
  productsPayload,
  validateProducts,
  validateRecipient,
  validateSender,
  type ProductLineValues,
  type WizardStepKey,
  type WizardValues,
} from '../../../domain/wizardValidation';
import { useWizardDraft } from './draft';
import { FeesStep } from './FeesStep';
import { RecipientStep, SenderStep } from './PartyStep';
import { partiesFromKnownSender } from '../../../domain/knownSenders';
import { ProductsStep } from './ProductsStep';
import { SummaryStep } from './SummaryStep';
import type { WizardSetup } from './useWizardSetup';
import { ClosingConfirm } from '../../../components/ClosingConfirm';

const newLineKey = () => `l${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const NO_ERRORS_SHOWN: Record<WizardStepKey, boolean> = { expediteur: false, destinataire: false, produits: false, frais: false, resume: false };
const LAST_STEP = WIZARD_STEPS.length - 1;

/** Every message of a DRF error body, for the list under the summary. */
function serverMessages(error: unknown): string[] {
  const raw = errorBody(error)?.raw ?? {};
  return Object.entries(raw).flatMap(([key, value]) => {
    if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
    return typeof value === 'string' && ['detail', 'error', 'message'].includes(key) ? [value] : [];
  });
}

/** The five-step form itself, once the user and their configuration are known. */
export function ColisWizard({ setup, userId }: { setup: WizardSetup; userId: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = useWizardDraft(userId);
  const [values, setValues] = useState<WizardValues>(() => emptyWizardValues(newLineKey()));
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
  const [shown, setShown] = useState(NO_ERRORS_SHOWN);
  const [validated, setValidated] = useState<{ signature: string; result: FeeValidation } | null>(null);
  const [validating, setValidating] = useState(false);
  const [creating, setCreating] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const created = useRef(false);

  const { save } = draft;
  useEffect(() => {
    if (!created.current) save(step, values);
  }, [save, step, values]);

  const { operatingIso, addressFields, categories, baseCurrency, destinationCurrency, rate, routeConfig } = setup;
  const categoryById = useCallback((id: number | null) => categories.find((c) => c.id === id) ?? null, [categories]);

  const senderErrors = validateSender(values.expediteur, operatingIso, addressFields);
  const recipientErrors = validateRecipient(values.destinataire, operatingIso);
  const productErrors = validateProducts(values.produits);
  const productsValid = productsAreValid(values.produits);
  const invalid: Record<WizardStepKey, boolean> = {
    expediteur: Object.keys(senderErrors).length > 0,
    destinataire: Object.keys(recipientErrors).length > 0,
    produits: !productsValid,
    frais: false,
    resume: false,
  };

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

  const problems = [
    ...Object.values(senderErrors).map((message) => `Expéditeur : ${message}`),
    ...Object.values(recipientErrors).map((message) => `Destinataire : ${message}`),
    ...productErrorList(values.produits),
  ];

  const update = (patch: Partial<WizardValues>) => setValues((current) => ({ ...current, ...patch }));
  const updateLine = useCallback(
    (key: string, patch: Partial<ProductLineValues>) =>
      setValues((current) => ({ ...current, produits: current.produits.map((line) => (line.key === key ? { ...line, ...patch } : line)) })),
    [],
  );
  const removeLine = useCallback((key: string) => setValues((current) => ({ ...current, produits: current.produits.filter((line) => line.key !== key) })), []);

  const next = () => {
    const { key, label } = WIZARD_STEPS[step];
    if (invalid[key]) {
      setShown((current) => ({ ...current, [key]: true }));
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

  const submit = async () => {
    setShown({ expediteur: true, destinataire: true, produits: true, frais: true, resume: true });
    if (problems.length > 0) {
      notify('Veuillez corriger les erreurs avant de créer le colis', { type: 'error' });
      return;
    }
    const guard = creationGuardError(routeConfig);
    if (guard || !routeConfig?.routeId) {
      notify(guard ?? WIZARD_MESSAGES.routeMissing, { type: 'error' });
      return;
    }
    setCreating(true);
    setServerErrors([]);
    try {
      if (!validatedResult && !(await validateOnServer())) return;
      const parcel = await dataProvider.createColis(
        buildCreatePayload(values, { addressFields, routeId: routeConfig.routeId, discount: fees.discount, categoryOf: categoryById }),
      );
      created.current = true;
      draft.clear();
      await queryClient.invalidateQueries({ queryKey: ['colis'] });
      notify(`Colis ${parcel.numero_colis} créé avec succès (code de suivi ${parcel.tracking_number})`, { type: 'success' });
      navigate('/colis');
    } catch (error) {
      setServerErrors(serverMessages(error));
      notify(errorMessage(error, 'Erreur lors de la création du colis'), { type: 'error' });
    } finally {
      setCreating(false);
    }
  };

  const resumeDraft = () => {
    const found = draft.resume();
    if (!found) return;
    setValues(found.values);
    setStep(Math.min(Math.max(found.step, 0), LAST_STEP));
    setShown(NO_ERRORS_SHOWN);
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
              <StepLabel error={shown[item.key] && invalid[item.key]}>{item.label}</StepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>

      <Card>
        <CardContent ref={stepRegion} tabIndex={-1} role="region" aria-label={`Étape ${step + 1} : ${WIZARD_STEPS[step].label}`} sx={{ p: { xs: 2, sm: 3 } }}>
          {currentKey === 'expediteur' && (
            <SenderStep
              setup={setup}
              values={values.expediteur}
              errors={shown.expediteur ? senderErrors : {}}
              onChange={(expediteur) => update({ expediteur })}
              onKnownSender={(choice) => update(partiesFromKnownSender(choice, values, operatingIso))}
            />
          )}
          {currentKey === 'destinataire' && <RecipientStep setup={setup} values={values.destinataire} errors={shown.destinataire ? recipientErrors : {}} onChange={(destinataire) => update({ destinataire })} />}
          {currentKey === 'produits' && (
            <ProductsStep
              lines={values.produits}
              errors={shown.produits ? productErrors : null}
              categories={categories}
              pickerCategories={setup.pickerCategories}
              categoriesStatus={setup.categoriesQuery.status}
              onRetryCategories={() => void setup.categoriesQuery.refetch()}
              baseCurrency={baseCurrency}
              onChangeLine={updateLine}
              onAddLine={() => update({ produits: [...values.produits, emptyProductLine(newLineKey())] })}
              onRemoveLine={removeLine}
            />
          )}
          {currentKey === 'frais' && (
            <FeesStep
              fees={fees}
              lines={values.produits}
              categories={categories}
              discount={values.rabais}
              onDiscountChange={(rabais) => update({ rabais })}
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
              onDescriptionChange={(description) => update({ description })}
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
