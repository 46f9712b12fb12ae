/** Profile writes (spec 000 sections 2, 5 and 7): the user's information, the password change, two-factor. */
import * as z from 'zod/mini';
import { TEXT_MAX } from '../limits';
import { FIELD_MESSAGES, body, boolean, everyTime, text } from './fields';
import { PERSON_MESSAGES, personFields } from './people';

export const PROFILE_PASSWORD_MIN_LENGTH = 8;

export const PROFILE_MESSAGES = {
  ...PERSON_MESSAGES,
  oldPasswordRequired: 'Le mot de passe actuel est requis',
  newPasswordRequired: 'Le nouveau mot de passe est requis',
  confirmRequired: 'La confirmation du mot de passe est requise',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  updated: 'Profil mis à jour avec succès',
  updateFailed: 'Erreur lors de la mise à jour',
  passwordChanged: 'Mot de passe modifié avec succès',
  wrongOldPassword: 'Mot de passe actuel incorrect',
  passwordFailed: 'Erreur lors du changement de mot de passe',
  loadFailed: 'Erreur lors du chargement du profil',
} as const;

/** PUT /api/accounts/profile/me/ (and, partial, PATCH /accounts/api/users/me/). */
export const profileWrite = body(personFields);

export const profilePatch = z.partial(profileWrite);

/** A password as typed (never trimmed), bounded like Django's field. */
export const password = (required: string, min?: { length: number; message: string }) =>
  text({ max: TEXT_MAX.password, required, raw: true }).check(...(min ? [z.minLength(min.length, min.message)] : []));

const passwordFields = body({
  old_password: password(PROFILE_MESSAGES.oldPasswordRequired),
  new_password: password(PROFILE_MESSAGES.newPasswordRequired, { length: PROFILE_PASSWORD_MIN_LENGTH, message: PROFILE_MESSAGES.passwordTooShort }),
  new_password_confirm: password(PROFILE_MESSAGES.confirmRequired),
});

/** A confirmation that differs from the password it repeats: the message goes to the confirmation. */
export const confirmsPassword = <P extends string, C extends string>(passwordKey: P, confirmKey: C, message: string) =>
  z.superRefine((values: Partial<Record<P | C, string>>, context) => {
    const typed = values[passwordKey];
    const confirmation = values[confirmKey];
    if (typed && confirmation && typed !== confirmation) context.issues.push({ code: 'custom', message, input: confirmation, path: [confirmKey] });
  }, everyTime);

/** POST /api/accounts/profile/change-password/ (and /accounts/change-password/). */
export const passwordWrite = passwordFields.check(confirmsPassword('new_password', 'new_password_confirm', PROFILE_MESSAGES.passwordMismatch));

export const TWO_FACTOR_CODE_LENGTH = 6;
export const TWO_FACTOR_INVALID_CODE = 'Code invalide';
export const TWO_FACTOR_PASSWORD_REQUIRED = 'Le mot de passe est requis';

/** POST /api/accounts/profile/2fa-toggle/. */
export const twoFactorToggleWrite = body({ enable: boolean() });

/** POST /api/accounts/profile/2fa-confirm/: the setup's device and the 6-digit code. */
export const twoFactorConfirmWrite = body({
  device_id: text({ max: TEXT_MAX.deviceId, required: FIELD_MESSAGES.required }),
  token: text({ max: TWO_FACTOR_CODE_LENGTH, required: TWO_FACTOR_INVALID_CODE }).check(z.regex(/^\d{6}$/, TWO_FACTOR_INVALID_CODE)),
});

/** POST /api/accounts/profile/2fa-disable/ and 2fa-regenerate-backup/: the password confirms. */
export const twoFactorPasswordWrite = body({ password: password(TWO_FACTOR_PASSWORD_REQUIRED) });
