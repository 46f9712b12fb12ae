/** Employee-management rules of spec 000 sections 2, 5, 6 and 8: form, columns, sorting. */
import { EMPLOYEE_MESSAGES } from './schemas/employees';

export { EMPLOYEE_MESSAGES };
export { EMPLOYEE_PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from './schemas/employees';
export { PHONE_MIN_LENGTH, isValidPhone } from './schemas/people';

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

/** A new employee's form: the create write's fields, each choice '' until one is made. */
export const EMPTY_EMPLOYEE_FORM = {
  ...EMPTY_EMPLOYEE_ACCOUNT,
  role_id: '',
  site_operation_id: '',
  operating_country: '',
  destination_country: '',
};

/** The update body of spec 000 section 7: a new password only when one was typed (the server keeps the current one otherwise). */
export function employeeEditBody<B extends { password?: string }>({ password, ...rest }: B): Omit<B, 'password'> & { password?: string } {
  return password ? { ...rest, password } : rest;
}

/**
 * The save failure of spec 000 section 8: the server's `error` as a general message, else the
 * per-field messages (first item of each array), else 'Erreur lors de la sauvegarde'.
 */
export function employeeSaveError(raw: Record<string, unknown> | undefined, fields: readonly string[]): { general?: string; fields: Record<string, string> } {
  if (raw && typeof raw.error === 'string' && raw.error) return { general: raw.error, fields: {} };
  const found: Record<string, string> = {};
  for (const field of fields) {
    const value = raw?.[field];
    const first = Array.isArray(value) ? value.find((item) => typeof item === 'string') : undefined;
    if (typeof first === 'string') found[field] = first;
  }
  if (Object.keys(found).length > 0) return { fields: found };
  const detail = raw && typeof raw.detail === 'string' ? raw.detail : undefined;
  return { general: detail ?? EMPLOYEE_MESSAGES.saveFailed, fields: found };
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
