/** The access request (/register, spec 001 section 5): a person asks for an account. */
import * as z from 'zod/mini';
import { TEXT_MAX } from '../limits';
import { body, choice, email, everyTime, text } from './fields';
import { password } from './profile';

export const ACCESS_REQUEST_ROLE_VALUES = ['agent_canada', 'agent_guinee', 'admin'] as const;
export const OPERATING_COUNTRY_VALUES = ['canada', 'guinee'] as const;

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
  role_demande: choice(ACCESS_REQUEST_ROLE_VALUES, M.role_demande),
  pays_operation: choice(OPERATING_COUNTRY_VALUES, M.pays_operation),
  mot_de_passe: password(M.mot_de_passe, { length: 8, message: M.passwordTooShort }),
  mot_de_passe_confirm: password(M.mot_de_passe_confirm),
});

/** POST /api/accounts/demandes-acces/ (and /api/accounts/auth/register/). */
export const accessRequestWrite = accessRequestFields.check(
  z.superRefine((values: Partial<z.output<typeof accessRequestFields>>, context) => {
    if (values.mot_de_passe && values.mot_de_passe_confirm && values.mot_de_passe !== values.mot_de_passe_confirm) {
      context.issues.push({ code: 'custom', message: M.mismatch, input: values.mot_de_passe_confirm, path: ['mot_de_passe_confirm'] });
    }
  }, everyTime),
);
