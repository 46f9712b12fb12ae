/** Sign-in and account writes (spec 000 sections 5 and 7) that every visitor may send. */
import * as z from 'zod/mini';
import { TEXT_MAX } from '../limits';
import { FIELD_MESSAGES, body, text } from './fields';

/** POST /api/accounts/auth/token/: the login (username or e-mail), the password, the 2FA code when asked. */
export const loginWrite = body({
  login: text({ max: TEXT_MAX.login, required: FIELD_MESSAGES.required }),
  password: text({ max: TEXT_MAX.password, required: FIELD_MESSAGES.required, raw: true }),
  otp_token: z.optional(text({ max: TEXT_MAX.otpToken })),
});

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
