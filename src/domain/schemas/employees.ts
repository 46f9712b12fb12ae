/** Employee writes (spec 000 sections 5 and 7): create and update an employee of the company. */
import * as z from 'zod/mini';
import { TEXT_MAX } from '../limits';
import { body, id, text } from './fields';
import { password } from './profile';
import { PERSON_MESSAGES, personFields } from './people';

export const USERNAME_MIN_LENGTH = 3;
export const EMPLOYEE_PASSWORD_MIN_LENGTH = 6;

export const EMPLOYEE_MESSAGES = {
  ...PERSON_MESSAGES,
  usernameRequired: "Le nom d'utilisateur est requis",
  usernameTooShort: "Le nom d'utilisateur doit contenir au moins 3 caractères",
  usernameInvalid: "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres et les caractères @ . + - _",
  roleRequired: 'Veuillez sélectionner un rôle',
  operatingCountryRequired: "Veuillez sélectionner un pays d'opération",
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  phoneInvalid: 'Format de téléphone invalide',
  siteInvalid: 'Site inconnu.',
  destinationInvalid: 'Pays de destination inconnu.',
  loadFailed: 'Erreur lors du chargement des données',
  deleteFailed: "Erreur lors de la suppression de l'utilisateur",
  saveFailed: 'Erreur lors de la sauvegarde',
  empty: 'Aucun employé trouvé',
  created: 'Employé créé avec succès',
  updated: 'Employé modifié avec succès',
  deactivated: 'Employé désactivé avec succès',
} as const;

const employeePassword = password(EMPLOYEE_MESSAGES.passwordRequired, { length: EMPLOYEE_PASSWORD_MIN_LENGTH, message: EMPLOYEE_MESSAGES.passwordTooShort });

/** Who an employee is: the same fields on create and update. */
// The dialog asks the email first: its message is the first reason the save waits.
const { email, ...names } = personFields;
const person = {
  email,
  ...names,
  role_id: id(EMPLOYEE_MESSAGES.roleRequired, EMPLOYEE_MESSAGES.roleRequired),
  site_operation_id: z.optional(z.nullable(id(EMPLOYEE_MESSAGES.siteInvalid, EMPLOYEE_MESSAGES.siteInvalid))),
};

/** POST /api/accounts/employe-management/create/. */
export const employeeCreateWrite = body({
  ...person,
  username: text({ max: TEXT_MAX.username, required: EMPLOYEE_MESSAGES.usernameRequired }).check(
    z.minLength(USERNAME_MIN_LENGTH, EMPLOYEE_MESSAGES.usernameTooShort),
    z.regex(/^[\p{L}\p{N}_.@+-]*$/u, EMPLOYEE_MESSAGES.usernameInvalid),
  ),
  password: employeePassword,
  operating_country: id(EMPLOYEE_MESSAGES.operatingCountryRequired, EMPLOYEE_MESSAGES.operatingCountryRequired),
  destination_country: z.optional(z.nullable(id(EMPLOYEE_MESSAGES.destinationInvalid, EMPLOYEE_MESSAGES.destinationInvalid))),
});

/** PUT /api/accounts/employe-management/{id}/update/ (the server keeps what is not sent): a new password only when one was typed. */
export const employeeUpdateFields = body({
  ...person,
  password: z.optional(employeePassword),
  operating_country_id: id(EMPLOYEE_MESSAGES.operatingCountryRequired, EMPLOYEE_MESSAGES.operatingCountryRequired),
  destination_country_id: z.optional(z.nullable(id(EMPLOYEE_MESSAGES.destinationInvalid, EMPLOYEE_MESSAGES.destinationInvalid))),
});

export const employeeUpdateWrite = z.partial(employeeUpdateFields);

/** The edit form: a new password left blank keeps the password as it is (the dialog then sends none). */
export const employeeEditForm = z.extend(employeeUpdateFields, {
  password: z.optional(
    text({ max: TEXT_MAX.password, raw: true }).check(z.refine((typed) => typed === '' || typed.length >= EMPLOYEE_PASSWORD_MIN_LENGTH, EMPLOYEE_MESSAGES.passwordTooShort)),
  ),
});
