import { useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { Alert, AlertTitle, Box, Link, MenuItem, Typography } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { accountsMethods } from '../../dataProvider/methods/accounts';
import { errorMessage } from '../../dataProvider/errors';
import { PublicPage } from '../../components/PublicPage';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { SchemaForm } from '../../components/form/SchemaForm';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { submissionErrors } from '../../components/form/submissionErrors';
import { accessRequestWrite } from '../../domain/schemas/accessRequests';
import {
  ACCESS_REQUEST_MESSAGES,
  ACCESS_REQUEST_ROLES,
  OPERATING_COUNTRIES,
  browserPlace,
  grantedLatitude,
  guessOperatingCountry,
  type AccessRequestValues,
} from '../../domain/accessRequest';

const EMPTY: AccessRequestValues = {
  prenom: '',
  nom: '',
  email: '',
  telephone: '',
  role_demande: '',
  pays_operation: '',
  mot_de_passe: '',
  mot_de_passe_confirm: '',
};
const FIELDS = Object.keys(EMPTY);

const REDIRECT_AFTER_MS = 2000;
const FIX_FIELDS_HINT = 'Corrigez les champs signalés puis renvoyez la demande.';

/**
 * The operating country, proposed from the device (time zone and locale, or a position it already
 * shares: spec 000 §9) until the applicant chooses.
 */
function OperatingCountryField() {
  const { resetField } = useFormContext();
  const { dirtyFields } = useFormState({ name: 'pays_operation' });
  const chosen = Boolean(dirtyFields.pays_operation);
  const [fromLocation, setFromLocation] = useState(false);
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;

  useEffect(() => {
    let active = true;
    void grantedLatitude().then((latitude) => {
      if (!active || latitude === undefined) return;
      setFromLocation(true);
      if (!chosenRef.current) resetField('pays_operation', { defaultValue: guessOperatingCountry({ latitude }) });
    });
    return () => {
      active = false;
    };
  }, [resetField]);

  return (
    <FormTextField
      select
      source="pays_operation"
      label="Pays d'opération"
      required
      helperText={chosen ? undefined : fromLocation ? "Proposé d'après la position de votre appareil" : "Proposé d'après le fuseau horaire et la langue de votre appareil"}
    >
      {OPERATING_COUNTRIES.map((country) => (
        <MenuItem key={country.value} value={country.value}>
          {country.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/**
 * Access request for new employees (spec 001 sections 2, 5, 8), public. It calls the accounts
 * methods directly, as every public page does: react-admin's dataProvider hook routes failures
 * through the session's error check, which has no business on a page without a session.
 */
export default function RegisterPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [defaultValues] = useState(() => ({ ...EMPTY, pays_operation: guessOperatingCountry(browserPlace()) }));
  const submission = useIdempotencyKey();
  const [sent, setSent] = useState<string>();
  /** Set after a refused or failed request: the server's message, or the hint to look at the fields. */
  const [failure, setFailure] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (request: z.output<typeof accessRequestWrite>) => {
    setFailure(undefined);
    try {
      const response = await accountsMethods.createAccessRequest(request, { idempotencyKey: submission.current() });
      submission.settle();
      const message = response.message ?? "Demande d'accès envoyée. Vous recevrez un e-mail après approbation.";
      setSent(message);
      notify(message, { type: 'success' });
      timer.current = setTimeout(() => navigate('/login'), REDIRECT_AFTER_MS);
    } catch (error) {
      submission.settleIfReused(error);
      // The server's field messages go next to their fields; what belongs to no field shows above the button.
      const fieldErrors = submissionErrors(error, FIELDS);
      setFailure(fieldErrors ? FIX_FIELDS_HINT : errorMessage(error, ''));
      notify(ACCESS_REQUEST_MESSAGES.failure, { type: 'error' });
      return fieldErrors;
    }
  };

  return (
    <PublicPage maxWidth={640} contentSx={{ p: { xs: 3, sm: 4 } }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }} gutterBottom>
        Demande d'accès
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 3 }}>
        Un administrateur examinera votre demande ; vous recevrez un e-mail une fois approuvée.
      </Typography>
      {sent && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {sent} Redirection vers la connexion…
        </Alert>
      )}
      <SchemaForm
        schema={accessRequestWrite}
        defaultValues={defaultValues}
        onSubmit={submit}
        onInvalid={() => notify(ACCESS_REQUEST_MESSAGES.invalidForm, { type: 'error' })}
        warnWhenUnsavedChanges
        label="Demande d'accès"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <FormTextField source="prenom" label="Prénom" autoComplete="given-name" required />
        <FormTextField source="nom" label="Nom" autoComplete="family-name" required />
        <FormTextField source="email" label="Email professionnel" type="email" autoComplete="email" required />
        <FormTextField source="telephone" label="Téléphone" type="tel" autoComplete="tel" required />
        <FormTextField select source="role_demande" label="Rôle demandé" required>
          {ACCESS_REQUEST_ROLES.map((role) => (
            <MenuItem key={role.value} value={role.value}>
              {role.label} — {role.description}
            </MenuItem>
          ))}
        </FormTextField>
        <OperatingCountryField />
        <FormTextField source="mot_de_passe" label="Mot de passe" type="password" autoComplete="new-password" required />
        <FormTextField source="mot_de_passe_confirm" label="Confirmation du mot de passe" type="password" autoComplete="new-password" required />
        {failure !== undefined && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            <AlertTitle>{ACCESS_REQUEST_MESSAGES.failure}</AlertTitle>
            {failure}
          </Alert>
        )}
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Link component={RouterLink} to="/login" variant="body2">
            Déjà un compte ? Se connecter
          </Link>
          <SubmitButton disabled={Boolean(sent)}>Envoyer la demande</SubmitButton>
        </Box>
      </SchemaForm>
    </PublicPage>
  );
}
