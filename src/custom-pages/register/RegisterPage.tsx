import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Link, MenuItem, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { accountsMethods } from '../../dataProvider/methods/accounts';
import { errorBody, errorMessage } from '../../dataProvider/errors';
import { PublicPage } from '../../components/PublicPage';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import {
  ACCESS_REQUEST_MESSAGES,
  ACCESS_REQUEST_ROLES,
  OPERATING_COUNTRIES,
  browserPlace,
  grantedLatitude,
  guessOperatingCountry,
  validateAccessRequest,
  type AccessRequestErrors,
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

const REDIRECT_AFTER_MS = 2000;
const FIX_FIELDS_HINT = 'Corrigez les champs signalés puis renvoyez la demande.';

function pickFieldErrors(errors: Record<string, string>): AccessRequestErrors {
  const fields = Object.keys(EMPTY) as (keyof AccessRequestValues)[];
  return Object.fromEntries(fields.filter((name) => errors[name]).map((name) => [name, errors[name]]));
}

/**
 * Access request for new employees (spec 001 sections 2, 5, 8), public. It calls the accounts
 * methods directly, as every public page does: react-admin's dataProvider hook routes failures
 * through the session's error check, which has no business on a page without a session.
 */
export default function RegisterPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  // The operating country starts on the guess from the device's time zone and locale (spec 000 §9).
  const [values, setValues] = useState<AccessRequestValues>(() => ({ ...EMPTY, pays_operation: guessOperatingCountry(browserPlace()) }));
  const [countryGuessed, setCountryGuessed] = useState(true);
  const [countryFromLocation, setCountryFromLocation] = useState(false);
  const countryGuessedRef = useRef(true);
  countryGuessedRef.current = countryGuessed;
  const [errors, setErrors] = useState<AccessRequestErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const submission = useIdempotencyKey();
  const [sent, setSent] = useState<string>();
  /** Set after a refused or failed request: the server's message, or the hint to look at the fields. */
  const [failure, setFailure] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A position the device already shares refines the guess with the spec's latitude rule, unless the user chose.
  useEffect(() => {
    let active = true;
    void grantedLatitude().then((latitude) => {
      if (!active || latitude === undefined) return;
      setCountryFromLocation(true);
      setValues((current) => (countryGuessedRef.current ? { ...current, pays_operation: guessOperatingCountry({ latitude }) } : current));
    });
    return () => {
      active = false;
    };
  }, []);

  const field = (name: keyof AccessRequestValues) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (name === 'pays_operation') setCountryGuessed(false);
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAccessRequest(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify(ACCESS_REQUEST_MESSAGES.invalidForm, { type: 'error' });
      return;
    }
    setSubmitting(true);
    setFailure(undefined);
    try {
      const response = await accountsMethods.createAccessRequest(
        { ...values, prenom: values.prenom.trim(), nom: values.nom.trim(), email: values.email.trim(), telephone: values.telephone.trim() },
        { idempotencyKey: submission.current() },
      );
      submission.settle();
      const message = response.message ?? "Demande d'accès envoyée. Vous recevrez un e-mail après approbation.";
      setSent(message);
      notify(message, { type: 'success' });
      timer.current = setTimeout(() => navigate('/login'), REDIRECT_AFTER_MS);
    } catch (error) {
      submission.settleIfReused(error);
      // The server's field messages go next to their fields; what belongs to no field shows above the button.
      const body = errorBody(error);
      const fieldErrors = pickFieldErrors(body?.errors ?? {});
      setErrors(fieldErrors);
      setFailure(Object.keys(fieldErrors).length > 0 ? FIX_FIELDS_HINT : errorMessage(error, ''));
      notify(ACCESS_REQUEST_MESSAGES.failure, { type: 'error' });
    } finally {
      setSubmitting(false);
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
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Prénom" autoComplete="given-name" required {...field('prenom')} />
        <TextField label="Nom" autoComplete="family-name" required {...field('nom')} />
        <TextField label="Email professionnel" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Téléphone" type="tel" autoComplete="tel" required {...field('telephone')} />
        <TextField select label="Rôle demandé" required {...field('role_demande')}>
          {ACCESS_REQUEST_ROLES.map((role) => (
            <MenuItem key={role.value} value={role.value}>
              {role.label} — {role.description}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Pays d'opération"
          required
          {...field('pays_operation')}
          helperText={errors.pays_operation ?? (countryGuessed ? (countryFromLocation ? "Proposé d'après la position de votre appareil" : "Proposé d'après le fuseau horaire et la langue de votre appareil") : undefined)}
        >
          {OPERATING_COUNTRIES.map((country) => (
            <MenuItem key={country.value} value={country.value}>
              {country.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Mot de passe" type="password" autoComplete="new-password" required {...field('mot_de_passe')} />
        <TextField label="Confirmation du mot de passe" type="password" autoComplete="new-password" required {...field('mot_de_passe_confirm')} />
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
          <Button type="submit" variant="contained" disabled={submitting || Boolean(sent)} startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}>
            Envoyer la demande
          </Button>
        </Box>
      </Box>
    </PublicPage>
  );
}
