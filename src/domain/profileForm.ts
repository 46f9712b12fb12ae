/** Profile rules of spec 000 sections 2, 5 and 8: information and password forms, statistics by role. */
import { PROFILE_MESSAGES } from './schemas/profile';

export { PROFILE_MESSAGES, PROFILE_PASSWORD_MIN_LENGTH } from './schemas/profile';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export interface PasswordValues {
  old_password: string;
  new_password: string;
  new_password_confirm: string;
}

export const EMPTY_PASSWORD_FORM: PasswordValues = { old_password: '', new_password: '', new_password_confirm: '' };

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
