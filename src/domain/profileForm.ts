import { requiredEmailError } from './email';

/** Profile rules of spec 000 sections 2, 5 and 8: information and password forms, statistics by role. */

export const PROFILE_PASSWORD_MIN_LENGTH = 8;

export const PROFILE_MESSAGES = {
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  emailRequired: "L'email est requis",
  emailInvalid: "Format d'email invalide",
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

export interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}
export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.first_name.trim()) errors.first_name = PROFILE_MESSAGES.firstNameRequired;
  if (!values.last_name.trim()) errors.last_name = PROFILE_MESSAGES.lastNameRequired;
  const email = requiredEmailError(values.email, { required: PROFILE_MESSAGES.emailRequired, invalid: PROFILE_MESSAGES.emailInvalid });
  if (email) errors.email = email;
  return errors;
}

export interface PasswordValues {
  old_password: string;
  new_password: string;
  new_password_confirm: string;
}
export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

export const EMPTY_PASSWORD_FORM: PasswordValues = { old_password: '', new_password: '', new_password_confirm: '' };

export function validatePasswordChange(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.old_password) errors.old_password = PROFILE_MESSAGES.oldPasswordRequired;
  if (!values.new_password) errors.new_password = PROFILE_MESSAGES.newPasswordRequired;
  else if (values.new_password.length < PROFILE_PASSWORD_MIN_LENGTH) errors.new_password = PROFILE_MESSAGES.passwordTooShort;
  if (!values.new_password_confirm) errors.new_password_confirm = PROFILE_MESSAGES.confirmRequired;
  else if (values.new_password && values.new_password_confirm !== values.new_password) errors.new_password_confirm = PROFILE_MESSAGES.passwordMismatch;
  return errors;
}

/** 'Mot de passe actuel incorrect' when the server faults old_password, else the generic message. */
export function passwordChangeErrorMessage(raw: Record<string, unknown> | undefined): string {
  return raw && raw.old_password !== undefined ? PROFILE_MESSAGES.wrongOldPassword : PROFILE_MESSAGES.passwordFailed;
}

export interface ProfileStatsValues {
  total_colis?: number | null;
  colis_en_cours?: number | null;
  colis_livres?: number | null;
  bordereaux_crees?: number | null;
  colis_expedies?: number | null;
  bordereaux_recus?: number | null;
  colis_recus?: number | null;
}

export interface StatLine {
  key: keyof ProfileStatsValues;
  label: string;
}

/** Which statistics a role sees (spec 000 section 2); other roles see only their dates. */
export function statLinesFor(role: string): StatLine[] {
  switch (role) {
    case 'client':
      return [
        { key: 'total_colis', label: 'Colis au total' },
        { key: 'colis_en_cours', label: 'Colis en cours' },
        { key: 'colis_livres', label: 'Colis livrés' },
      ];
    case 'agent_logistique':
      return [
        { key: 'bordereaux_crees', label: 'Bordereaux créés' },
        { key: 'colis_expedies', label: 'Colis expédiés' },
      ];
    case 'manager':
      return [
        { key: 'bordereaux_recus', label: 'Bordereaux reçus' },
        { key: 'colis_recus', label: 'Colis reçus' },
      ];
    default:
      return [];
  }
}
