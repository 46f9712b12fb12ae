import { useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useLogin, useLogout, useNotify } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  FORGOT_PASSWORD_MESSAGE,
  LOGIN_MESSAGES,
  LOGIN_SUCCESS_TOAST_MS,
  OTP_MAX_LENGTH,
  describeLoginError,
  validateLogin,
  type LoginErrors,
  type LoginValues,
} from '../../domain/auth';
import { errorBody } from '../../dataProvider/errors';
import { tokenStore } from '../../dataProvider/tokenStore';
import { accountName } from '../../domain/people';
import { askedPageOf } from '../../authProvider/askedPage';
import { PublicPage } from '../../components/PublicPage';
import { namedProblem } from '../../components/form/problem';
import { WaitReason } from '../../components/form/WaitReason';

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

const LABELS: Record<keyof LoginValues, string> = { login: "Email ou nom d'utilisateur", password: 'Mot de passe', otp_token: 'Code 2FA' };

/**
 * Sign-in with password, optional second factor and remember-me (spec 000 sections 2, 5, 8). The
 * one form not on react-admin's <Form>: the sign-in page is the first screen, whose JavaScript
 * budget react-hook-form would burst (docs/decisions.md). It behaves like the others: « Se
 * connecter » waits, disabled, while section 5 refuses the form, saying why; a field says its
 * message once left; the server's field messages show at their fields.
 */
export default function LoginPage() {
  const login = useLogin();
  const asked = askedPageOf(useLocation().state);
  const notify = useNotify();
  const [values, setValues] = useState<LoginValues>({ login: '', password: '', otp_token: '' });
  const [remember, setRemember] = useState(true);
  const [showPassword, setShowPassword] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  /** The server's field messages, until the field is typed in again. */
  const [errors, setErrors] = useState<LoginErrors>({});
  /** Fields whose own message shows: once left, or all after a try to sign in. */
  const [left, setLeft] = useState<ReadonlySet<keyof LoginValues>>(new Set());
  const [feedback, setFeedback] = useState<{ text: string; severity: 'error' | 'info' }>();
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [blocked, setBlocked] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const problems = validateLogin(values, twoFactor);
  const fieldError = (field: keyof LoginValues) => errors[field] ?? (left.has(field) ? problems[field] : undefined);
  const [firstField, firstMessage] = (Object.entries(problems) as [keyof LoginValues, string][])[0] ?? [];
  const reason = firstField && firstMessage ? namedProblem(LABELS[firstField], firstMessage) : null;

  const change = (field: keyof LoginValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = field === 'otp_token' ? event.target.value.replace(/\s/g, '').slice(0, OTP_MAX_LENGTH) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const leave = (field: keyof LoginValues) => () => setLeft((current) => new Set(current).add(field));

  /** Enter while « Se connecter » waits, disabled: every field says its message (section 5). */
  const showProblems = () => {
    setLeft(new Set(Object.keys(problems) as (keyof LoginValues)[]));
    if (problems.otp_token && !values.otp_token.trim()) notify(LOGIN_MESSAGES.otpMissingToast, { type: 'warning' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.type === 'checkbox' || reason === null) return;
    event.preventDefault();
    showProblems();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason !== null) {
      showProblems();
      return;
    }
    setSubmitting(true);
    setFeedback(undefined);
    try {
      await login({ login: values.login.trim(), password: values.password, otp_token: twoFactor ? values.otp_token.trim() : undefined, remember, asked });
      notify(LOGIN_MESSAGES.success, { type: 'success', autoHideDuration: LOGIN_SUCCESS_TOAST_MS });
    } catch (error) {
      const body = errorBody(error);
      const failure = describeLoginError(body?.raw);
      // The server's field messages (DRF {field: ["…"]}) go next to their fields.
      const fields = body?.errors ?? {};
      if (fields.login || fields.password || fields.otp_token) setErrors({ login: fields.login, password: fields.password, otp_token: fields.otp_token });
      const status = error && typeof error === 'object' && 'status' in error ? Number(error.status) : undefined;
      const message = status === 0 || status === undefined || status >= 500 ? (error instanceof Error ? error.message : LOGIN_MESSAGES.fallback) : failure.message;
      const text = failure.hint ? `${message} ${failure.hint}` : message;
      const asking = failure.requireTwoFactor && !failure.countsAsFailure;
      notify(text, { type: asking ? 'info' : 'error', autoHideDuration: failure.duration });
      if (failure.requireTwoFactor) setTwoFactor(true);
      if (failure.countsAsFailure) setFailedAttempts((n) => n + 1);
      setBlocked(failure.blocked === true);
      setFeedback({ text, severity: asking ? 'info' : 'error' });
    } finally {
      setSubmitting(false);
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
      <Box component="form" aria-label="Connexion" noValidate onSubmit={submit} onKeyDown={onKeyDown} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={LABELS.login}
          name="login"
          autoComplete="username"
          autoFocus
          value={values.login}
          onChange={change('login')}
          onBlur={leave('login')}
          error={Boolean(fieldError('login'))}
          helperText={fieldError('login')}
          required
        />
        <TextField
          label={LABELS.password}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          onBlur={leave('password')}
          error={Boolean(fieldError('password'))}
          helperText={fieldError('password')}
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
          <TextField
            label={LABELS.otp_token}
            name="otp_token"
            autoComplete="one-time-code"
            value={values.otp_token}
            onChange={change('otp_token')}
            onBlur={leave('otp_token')}
            error={Boolean(fieldError('otp_token'))}
            helperText={fieldError('otp_token') ?? "Code de l'application d'authentification ou code de récupération"}
            required
            autoFocus
            // 8 characters at most, kept by `change` after the spaces go: a maxLength would cut a pasted '8765 4321' first.
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
        <WaitReason reason={submitting ? null : reason}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting || reason !== null} startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}>
            Se connecter
          </Button>
        </WaitReason>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component="button" type="button" variant="body2" onClick={() => notify(FORGOT_PASSWORD_MESSAGE, { type: 'info', autoHideDuration: 8000 })}>
            Mot de passe oublié ?
          </Link>
          <Link component={RouterLink} to="/register" variant="body2">
            Demander un accès
          </Link>
        </Box>
      </Box>
    </PublicPage>
  );
}
