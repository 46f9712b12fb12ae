/** The access request (/register, spec 001 section 5): a person asks for an account. */
import { TEXT_MAX } from '../limits';
import { body, choice, email, text } from './fields';
import { confirmsPassword, password } from './profile';

export const ACCESS_REQUEST_ROLES = [
  { value: 'agent_canada', label: 'Agent Canada', description: 'Gère les envois depuis le Canada' },
  { value: 'agent_guinee', label: 'Agent Guinée', description: 'Gère les réceptions en Guinée' },
  { value: 'admin', label: 'Administrateur', description: 'Administration complète' },
] as const;

export const OPERATING_COUNTRIES = [
  { value: 'canada', label: 'Canada' },
  { value: 'guinee', label: 'Guinée' },
] as const;

const values = <T extends readonly { value: string }[]>(choices: T) => choices.map((choice) => choice.value) as [T[number]['value'], ...T[number]['value'][]];
export const OPERATING_COUNTRY_VALUES = values(OPERATING_COUNTRIES);

export const ACCESS_REQUEST_FIELD_MESSAGES = {
  prenom: 'Le prénom est requis',
  nom: 'Le nom est requis',
  email: "L'email est requis",
  emailInvalid: 'Email invalide',
  telephone: 'Le téléphone est requis',
  role_demande: 'Le rôle est requis',
  pays_operation: "Le pays d'opération est requis",
  mot_de_passe: 'Le mot de passe est requis',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  mot_de_passe_confirm: 'La confirmation est requise',
  mismatch: 'Les mots de passe ne correspondent pas',
} as const;

const M = ACCESS_REQUEST_FIELD_MESSAGES;

const accessRequestFields = body({
  prenom: text({ max: TEXT_MAX.personName, required: M.prenom }),
  nom: text({ max: TEXT_MAX.personName, required: M.nom }),
  email: email({ max: TEXT_MAX.email, required: M.email, invalid: M.emailInvalid }),
  telephone: text({ max: TEXT_MAX.phone, required: M.telephone }),
  role_demande: choice(values(ACCESS_REQUEST_ROLES), M.role_demande),
  pays_operation: choice(OPERATING_COUNTRY_VALUES, M.pays_operation),
  mot_de_passe: password(M.mot_de_passe, { length: 8, message: M.passwordTooShort }),
  mot_de_passe_confirm: password(M.mot_de_passe_confirm),
});

/** POST /api/accounts/demandes-acces/ (and /api/accounts/auth/register/). */
export const accessRequestWrite = accessRequestFields.check(confirmsPassword('mot_de_passe', 'mot_de_passe_confirm', M.mismatch));
