import { requiredEmailError } from './email';

/** Employee-management rules of spec 000 sections 2, 5, 6 and 8: form, columns, sorting. */

export const EMPLOYEE_MESSAGES = {
  usernameRequired: "Le nom d'utilisateur est requis",
  usernameTooShort: "Le nom d'utilisateur doit contenir au moins 3 caractères",
  emailRequired: "L'email est requis",
  emailInvalid: "Format d'email invalide",
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  roleRequired: 'Veuillez sélectionner un rôle',
  operatingCountryRequired: "Veuillez sélectionner un pays d'opération",
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  phoneInvalid: 'Format de téléphone invalide',
  loadFailed: 'Erreur lors du chargement des données',
  deleteFailed: "Erreur lors de la suppression de l'utilisateur",
  saveFailed: 'Erreur lors de la sauvegarde',
  empty: 'Aucun employé trouvé',
  created: 'Employé créé avec succès',
  updated: 'Employé modifié avec succès',
  deactivated: 'Employé désactivé avec succès',
} as const;

export const USERNAME_MIN_LENGTH = 3;
export const EMPLOYEE_PASSWORD_MIN_LENGTH = 6;
export const PHONE_MIN_LENGTH = 10;

const PHONE_PATTERN = /^[\d\s\-+()]+$/;

/** Who an employee is and how they sign in: the same fields in the form, on the wire and in the demo store. */
export interface EmployeeAccount {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  password: string;
}

/** An account with nothing filled in yet: where a new employee's form and record start. */
export const EMPTY_EMPLOYEE_ACCOUNT: EmployeeAccount = {
  username: '',
  email: '',
  first_name: '',
  last_name: '',
  phone: '',
  password: '',
};

export interface EmployeeFormValues extends EmployeeAccount {
  role_id: string;
  site_operation_id: string;
  operating_country: string;
  destination_country: string;
}

export type EmployeeFormErrors = Partial<Record<keyof EmployeeFormValues, string>>;
export type EmployeeFormMode = 'create' | 'edit';

export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = {
  ...EMPTY_EMPLOYEE_ACCOUNT,
  role_id: '',
  site_operation_id: '',
  operating_country: '',
  destination_country: '',
};

/** Optional; when given, at least 10 characters among digits, spaces, dashes, plus and parentheses. */
export function isValidPhone(phone: string): boolean {
  const text = phone.trim();
  return text === '' || (text.length >= PHONE_MIN_LENGTH && PHONE_PATTERN.test(text));
}

export function validateEmployee(values: EmployeeFormValues, mode: EmployeeFormMode): EmployeeFormErrors {
  const errors: EmployeeFormErrors = {};
  if (mode === 'create') {
    const username = values.username.trim();
    if (!username) errors.username = EMPLOYEE_MESSAGES.usernameRequired;
    else if (username.length < USERNAME_MIN_LENGTH) errors.username = EMPLOYEE_MESSAGES.usernameTooShort;
  }
  const email = requiredEmailError(values.email, { required: EMPLOYEE_MESSAGES.emailRequired, invalid: EMPLOYEE_MESSAGES.emailInvalid });
  if (email) errors.email = email;
  if (!values.first_name.trim()) errors.first_name = EMPLOYEE_MESSAGES.firstNameRequired;
  if (!values.last_name.trim()) errors.last_name = EMPLOYEE_MESSAGES.lastNameRequired;
  if (!values.role_id) errors.role_id = EMPLOYEE_MESSAGES.roleRequired;
  if (!values.operating_country) errors.operating_country = EMPLOYEE_MESSAGES.operatingCountryRequired;
  if (mode === 'create' && !values.password) errors.password = EMPLOYEE_MESSAGES.passwordRequired;
  else if (values.password && values.password.length < EMPLOYEE_PASSWORD_MIN_LENGTH) errors.password = EMPLOYEE_MESSAGES.passwordTooShort;
  if (!isValidPhone(values.phone)) errors.phone = EMPLOYEE_MESSAGES.phoneInvalid;
  return errors;
}

const idOrNull = (value: string) => (value ? Number(value) : null);

export interface EmployeeCreatePayload extends EmployeeAccount {
  role_id: number | null;
  site_operation_id: number | null;
  operating_country: number | null;
  destination_country: number | null;
}

export interface EmployeeUpdatePayload {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  role_id: number | null;
  site_operation_id: number | null;
  operating_country_id: number | null;
  destination_country_id: number | null;
  password?: string;
}

export function toCreatePayload(values: EmployeeFormValues): EmployeeCreatePayload {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim(),
    password: values.password,
    role_id: idOrNull(values.role_id),
    site_operation_id: idOrNull(values.site_operation_id),
    operating_country: idOrNull(values.operating_country),
    destination_country: idOrNull(values.destination_country),
  };
}

/** The update body of spec 000 section 7; the new password only when one was typed. */
export function toUpdatePayload(values: EmployeeFormValues): EmployeeUpdatePayload {
  return {
    email: values.email.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim(),
    role_id: idOrNull(values.role_id),
    site_operation_id: idOrNull(values.site_operation_id),
    operating_country_id: idOrNull(values.operating_country),
    destination_country_id: idOrNull(values.destination_country),
    ...(values.password ? { password: values.password } : {}),
  };
}

/**
 * The save failure of spec 000 section 8: the server's `error` as a general message, else the
 * per-field messages (first item of each array), else 'Erreur lors de la sauvegarde'.
 */
export function employeeSaveError(raw: Record<string, unknown> | undefined): { general?: string; fields: EmployeeFormErrors } {
  if (raw && typeof raw.error === 'string' && raw.error) return { general: raw.error, fields: {} };
  const fields: EmployeeFormErrors = {};
  const names: Record<string, keyof EmployeeFormValues> = {
    operating_country_id: 'operating_country',
    destination_country_id: 'destination_country',
  };
  const known = new Set<string>(Object.keys(EMPTY_EMPLOYEE_FORM));
  for (const [key, value] of Object.entries(raw ?? {})) {
    const field = names[key] ?? key;
    const first = Array.isArray(value) ? value.find((item) => typeof item === 'string') : undefined;
    if (known.has(field) && typeof first === 'string') fields[field as keyof EmployeeFormValues] = first;
  }
  if (Object.keys(fields).length > 0) return { fields };
  const detail = raw && typeof raw.detail === 'string' ? raw.detail : undefined;
  return { general: detail ?? EMPLOYEE_MESSAGES.saveFailed, fields };
}

export const EMPLOYEE_COLUMNS = ['email', 'phone', 'role', 'site', 'status', 'dateJoined'] as const;
export type EmployeeColumn = (typeof EMPLOYEE_COLUMNS)[number];

export const EMPLOYEE_COLUMN_LABELS: Record<EmployeeColumn, string> = {
  email: 'Email',
  phone: 'Téléphone',
  role: 'Rôle',
  site: 'Site',
  status: 'Statut',
  dateJoined: "Date d'arrivée",
};

export const EMPLOYEE_SORT_OPTIONS = [
  { value: '-date_joined', label: 'Plus récents' },
  { value: 'date_joined', label: 'Plus anciens' },
  { value: 'first_name', label: 'Prénom (A → Z)' },
  { value: '-first_name', label: 'Prénom (Z → A)' },
] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORT_OPTIONS)[number]['value'];
export const DEFAULT_EMPLOYEE_SORT: EmployeeSort = '-date_joined';

/** '-date_joined' → react-admin's { field: 'date_joined', order: 'DESC' }. */
export function sortFromOrdering(ordering: EmployeeSort): { field: string; order: 'ASC' | 'DESC' } {
  return ordering.startsWith('-') ? { field: ordering.slice(1), order: 'DESC' } : { field: ordering, order: 'ASC' };
}

export const canAddEmployee = (stats: { places_libres: number } | undefined) => (stats ? stats.places_libres > 0 : false);
