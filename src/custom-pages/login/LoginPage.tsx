import { useState } from 'react';
import type * as z from 'zod/mini';
import { Alert, Box, Button, Checkbox, FormControlLabel, IconButton, InputAdornment, Link, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useLogin, useLogout, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FORGOT_PASSWORD_MESSAGE, LOGIN_MESSAGES, LOGIN_SUCCESS_TOAST_MS, OTP_MAX_LENGTH, describeLoginError } from '../../domain/auth';
import { loginWithCodeWrite, loginWrite } from '../../domain/schemas/auth';
import { errorBody } from '../../dataProvider/errors';
import { tokenStore } from '../../dataProvider/tokenStore';
import { accountName } from '../../domain/people';
import { askedPageOf } from '../../authProvider/askedPage';
import { PublicPage } from '../../components/PublicPage';
import { SchemaForm } from '../../components/form/SchemaForm';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { submissionErrors } from '../../components/form/submissionErrors';

/**
 * Opening /login while signed in says who is signed in, with a way to continue or sign out; the form
 * stays below to sign in with another account.
 */
function SignedInNotice() {
  const logout = useLogout();
  const [user, setUser] = useState(() => tokenStore.getUser());
  if (!user) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Button component={RouterLink} to="/" color="inherit" size="small">
            Continuer
          </Button>
          <Button color="inherit" size="small" onClick={() => void logout().then(() => setUser(null))}>
            Se déconnecter
          </Button>
        </Box>
      }
    >
      Vous êtes déjà connecté en tant que {accountName(user)}.
    </Alert>
  );
}

const LOGIN_FIELDS = ['login', 'password', 'otp_token'] as const;

/** A 2FA code as apps show it ('8765 4321') keeps its characters without the spaces, 8 at most. */
const otpOf = (text: string) => text.replace(/\s/g, '').slice(0, OTP_MAX_LENGTH);

/** The answer to the last try, above the button. */
interface Feedback {
  text: string;
  severity: 'error' | 'info';
}

/**
 * Sign-in with password, optional second factor and remember-me (spec 000 sections 2, 5, 8), on
 * react-admin's <Form> validating with the sign-in write's schema (`loginWrite`, section 5's
 * messages): « Se connecter » waits, disabled, while the form is refused, saying why; a field says
 * its message once left; Enter shows them all; the server's field messages show at their fields.
 */
export default function LoginPage() {
  const login = useLogin();
  const asked = askedPageOf(useLocation().state);
  const notify = useNotify();
  const [remember, setRemember] = useState(true);
  const [showPassword, setShowPassword] = useState(false);
  /** The server asked for the second factor: the code field shows, and is required. */
  const [twoFactor, setTwoFactor] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>();
  const [failedAttempts, setFailedAttempts] = useState(0);
  /** Too many attempts, the account or the address blocked: the server counts, the local counter goes. */
  const [blocked, setBlocked] = useState(false);

  /** Enter while « Se connecter » waits, disabled, with the code missing: section 5's toast besides the fields' messages. */
  const onInvalid = (values: FieldValues) => {
    if (twoFactor && !otpOf(String(values.otp_token ?? ''))) notify(LOGIN_MESSAGES.otpMissingToast, { type: 'warning' });
  };

  const submit = async (credentials: z.output<typeof loginWrite>) => {
    setFeedback(undefined);
    try {
      await login({ ...credentials, remember, asked });
      notify(LOGIN_MESSAGES.success, { type: 'success', autoHideDuration: LOGIN_SUCCESS_TOAST_MS });
    } catch (error) {
      const failure = describeLoginError(errorBody(error)?.raw);
      const status = error && typeof error === 'object' && 'status' in error ? Number(error.status) : undefined;
      const message = status === 0 || status === undefined || status >= 500 ? (error instanceof Error ? error.message : LOGIN_MESSAGES.fallback) : failure.message;
      const text = failure.hint ? `${message} ${failure.hint}` : message;
      const asking = failure.requireTwoFactor && !failure.countsAsFailure;
      notify(text, { type: asking ? 'info' : 'error', autoHideDuration: failure.duration });
      if (failure.requireTwoFactor) setTwoFactor(true);
      if (failure.countsAsFailure) setFailedAttempts((n) => n + 1);
      setBlocked(failure.blocked === true);
      setFeedback({ text, severity: asking ? 'info' : 'error' });
      // The server's field messages (DRF {field: ["…"]}) go next to their fields, until typed in again.
      return submissionErrors(error, LOGIN_FIELDS);
    }
  };

  return (
    <PublicPage maxWidth={420} contentSx={{ p: { xs: 3, sm: 4 } }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }} gutterBottom>
        Connexion
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 3 }}>
        Back-office d’expédition de colis
      </Typography>
      <SignedInNotice />
      <SchemaForm
        schema={twoFactor ? loginWithCodeWrite : loginWrite}
        defaultValues={{ login: '', password: '' }}
        onSubmit={submit}
        onInvalid={onInvalid}
        label="Connexion"
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormTextField source="login" label="Email ou nom d'utilisateur" autoComplete="username" autoFocus required />
        <FormTextField
          source="password"
          label="Mot de passe"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
                    onClick={() => setShowPassword((v) => !v)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        {twoFactor && (
          <FormTextField
            source="otp_token"
            label="Code 2FA"
            autoComplete="one-time-code"
            helperText="Code de l'application d'authentification ou code de récupération"
            required
            autoFocus
            // 8 characters at most, kept by `otpOf` after the spaces go: a maxLength would cut a pasted '8765 4321' first.
            parse={otpOf}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
        )}
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} name="remember" />}
          label="Se souvenir de moi"
        />
        {feedback && (
          <Alert severity={feedback.severity} role="alert">
            {feedback.text}
          </Alert>
        )}
        {failedAttempts > 0 && !blocked && (
          <Typography variant="caption" color="text.secondary">
            Tentatives échouées : {failedAttempts}
          </Typography>
        )}
        <SubmitButton size="large" fullWidth>
          Se connecter
        </SubmitButton>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component="button" type="button" variant="body2" onClick={() => notify(FORGOT_PASSWORD_MESSAGE, { type: 'info', autoHideDuration: 8000 })}>
            Mot de passe oublié ?
          </Link>
          <Link component={RouterLink} to="/register" variant="body2">
            Demander un accès
          </Link>
        </Box>
      </SchemaForm>
    </PublicPage>
  );
}
