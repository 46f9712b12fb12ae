/**
 * Login rules: the messages of spec 000 section 5 (which the sign-in write's schema,
 * `schemas/auth.ts` `loginWrite`, carries) and the error catalogue of section 8.
 */

export const LOGIN_MESSAGES = {
  loginRequired: "L'email ou nom d'utilisateur est requis",
  loginTooShort: "L'identifiant doit contenir au moins 3 caractères",
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  otpRequired: 'Code 2FA requis',
  otpTooShort: 'Le code doit contenir au moins 6 caractères',
  otpMissingToast: 'Veuillez entrer votre code 2FA',
  twoFactorRequired: "Code d'authentification à deux facteurs requis",
  twoFactorInvalid: 'Code 2FA invalide. Vérifiez votre code et réessayez.',
  fallback: 'Erreur de connexion',
  success: 'Connexion réussie ! Bienvenue sur la plateforme',
  contactAdmin: 'Contactez votre administrateur pour débloquer votre compte.',
} as const;

export const OTP_MAX_LENGTH = 8;
export const TOAST_MS = 4000;
export const LOGIN_SUCCESS_TOAST_MS = 2000;

export const SUPPORT_PHONES = { canada: '+1 514 555 0142', guinee: '+224 622 55 01 42' } as const;

export const FORGOT_PASSWORD_MESSAGE = `Mot de passe oublié ? Contactez votre administrateur. Support Canada : ${SUPPORT_PHONES.canada} · Support Guinée : ${SUPPORT_PHONES.guinee}`;

export interface LoginFailure {
  /** The toast text. */
  message: string;
  /** How long the toast stays, in ms. */
  duration: number;
  /** A second line shown under the form (remaining attempts, contact the administrator...). */
  hint?: string;
  /** The server asked for a second factor: show the 2FA field. */
  requireTwoFactor?: boolean;
  /** The account or IP is blocked: the form is disabled until then. */
  blockedUntil?: string;
  /** A blocked state (too many attempts, account or IP blocked): the local counter is no longer shown. */
  blocked?: boolean;
  /** An ordinary failure, which raises the local failed-attempt counter. */
  countsAsFailure: boolean;
}

function minutesLeft(seconds: unknown): string | undefined {
  const s = Number(seconds);
  if (!Number.isFinite(s) || s <= 0) return undefined;
  const minutes = Math.ceil(s / 60);
  return `Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** Maps the server's 400 body to what the login screen shows, per error code. */
export function describeLoginError(body: Record<string, unknown> | undefined): LoginFailure {
  const raw = body ?? {};
  const code = typeof raw.code === 'string' ? raw.code : undefined;
  const serverMessage = typeof raw.message === 'string' ? raw.message : undefined;
  /** A block the server lifts by itself (too many attempts, an IP): its message or ours, the minutes left, its end. */
  const timedBlock = (fallback: string): LoginFailure => ({
    message: serverMessage ?? fallback,
    duration: 8000,
    hint: minutesLeft(raw.time_remaining_seconds),
    blockedUntil: typeof raw.blocked_until === 'string' ? raw.blocked_until : undefined,
    blocked: true,
    countsAsFailure: false,
  });
  switch (code) {
    case 'too_many_attempts':
      return timedBlock('Trop de tentatives de connexion.');
    case 'account_blocked': {
      const attempts = Number(raw.attempts) || 5;
      const minutes = Number(raw.blocked_duration_minutes) || 15;
      return {
        message: serverMessage ?? `Compte bloqué après ${attempts} tentatives échouées pendant ${minutes} minutes.`,
        duration: 10_000,
        hint: LOGIN_MESSAGES.contactAdmin,
        blockedUntil: typeof raw.blocked_until === 'string' ? raw.blocked_until : new Date(Date.now() + minutes * 60_000).toISOString(),
        blocked: true,
        countsAsFailure: false,
      };
    }
    case 'ip_blocked':
      return timedBlock('Adresse IP temporairement bloquée.');
    case '2fa_token_required':
      return { message: LOGIN_MESSAGES.twoFactorRequired, duration: TOAST_MS, requireTwoFactor: true, countsAsFailure: false };
    case '2fa_token_invalid':
      return { message: LOGIN_MESSAGES.twoFactorInvalid, duration: TOAST_MS, requireTwoFactor: true, countsAsFailure: true };
  }
  const nonField = firstString(raw.non_field_errors);
  const remaining = Number(raw.remaining_attempts);
  const warning = typeof raw.warning === 'string' ? raw.warning : undefined;
  const hint = warning ?? (Number.isFinite(remaining) && remaining > 0 && remaining <= 2 ? `Il vous reste ${remaining} tentative(s) avant le blocage du compte.` : undefined);
  if (nonField) return { message: nonField, duration: TOAST_MS, hint, countsAsFailure: true };
  return { message: LOGIN_MESSAGES.fallback, duration: TOAST_MS, hint, countsAsFailure: true };
}
