/** Sign-in and account writes (spec 000 sections 5 and 7) that every visitor may send. */
import * as z from 'zod/mini';
import { TEXT_MAX } from '../limits';
import { LOGIN_MESSAGES } from '../auth';
import { FIELD_MESSAGES, body, text } from './fields';

/** Spec 000 section 5 and its summary table: the login 3 characters at least, the password 6, the 2FA code 6. */
export const LOGIN_MIN_LENGTH = 3;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const OTP_MIN_LENGTH = 6;

/** The 2FA code (an authenticator's or a recovery code), required with section 5's message when asked for. */
const otpToken = (required?: string) => text({ max: TEXT_MAX.otpToken, required }).check(z.minLength(OTP_MIN_LENGTH, LOGIN_MESSAGES.otpTooShort));

const loginFields = {
  login: text({ max: TEXT_MAX.login, required: LOGIN_MESSAGES.loginRequired }).check(z.minLength(LOGIN_MIN_LENGTH, LOGIN_MESSAGES.loginTooShort)),
  // As typed, never trimmed (as profile.ts's `password`, not imported: the sign-in page's chunk would carry the profile's fields).
  password: text({ max: TEXT_MAX.password, required: LOGIN_MESSAGES.passwordRequired, raw: true }).check(z.minLength(LOGIN_PASSWORD_MIN_LENGTH, LOGIN_MESSAGES.passwordTooShort)),
};

/**
 * POST /api/accounts/auth/token/: the login (username or e-mail), the password, the 2FA code when
 * the server asked for it, with section 5's messages (the sign-in form validates with it).
 */
export const loginWrite = body({ ...loginFields, otp_token: z.optional(otpToken()) });

/** The same write once the server asked for the second factor (2fa_token_required): the code is required. */
export const loginWithCodeWrite = body({ ...loginFields, otp_token: otpToken(LOGIN_MESSAGES.otpRequired) });

/** POST /api/accounts/auth/token/refresh/. */
export const refreshWrite = body({ refresh: text({ max: TEXT_MAX.token, required: FIELD_MESSAGES.required }) });

/** POST /accounts/password-reset/. */
export const passwordResetWrite = body({ email: text({ max: TEXT_MAX.email, required: FIELD_MESSAGES.required }) });

/** POST /api/accounts/users/{id}/change_pays_operation/: the country by its ISO2 code or its access-request name. */
export const operatingCountryWrite = body({
  // The country's name as the spec writes it ('guinee', 'senegal'): the server knows which of its routes leave from it.
  pays_operation: z.optional(text({ max: TEXT_MAX.countryName }).check(z.regex(/^[a-z-]+$/, "Pays d'opération inconnu."))),
  operating_country_iso2: z.optional(text({ max: TEXT_MAX.countryCode }).check(z.regex(/^[A-Za-z]{2}$/, "Pays d'opération inconnu."))),
});

/** POST /payments/oauth/demo/authorize/ (demo backend only): the consent's answer. */
export const demoAuthorizeWrite = body({
  state: text({ max: TEXT_MAX.oauthState, required: FIELD_MESSAGES.required }),
  approve: z.optional(z.boolean({ error: FIELD_MESSAGES.notBoolean })),
});
