/** Employee-management rules of spec 000 sections 2, 5, 6 and 8: form, columns, sorting. */
import { formSchemaOf, messagesOf } from './schemas/fields';
import { EMPLOYEE_MESSAGES, employeeCreateWrite, employeeUpdateFields } from './schemas/employees';

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

const employeeCreateForm = formSchemaOf(employeeCreateWrite);
const employeeUpdateForm = formSchemaOf(employeeUpdateFields);

/**
 * The employee write's messages (`schemas/employees.ts`, the server's own check) on the form's fields:
 * the username only on creation, the password on edit only when a new one is typed.
 */
export function validateEmployee(values: EmployeeFormValues, mode: EmployeeFormMode): EmployeeFormErrors {
  const { operating_country, destination_country, password, ...person } = values;
  if (mode === 'create') {
    return messagesOf<keyof EmployeeFormValues>(employeeCreateForm.safeParse({ ...person, password, operating_country, destination_country }));
  }
  const { username: _username, ...editable } = person;
  const found = messagesOf<string>(
    employeeUpdateForm.safeParse({ ...editable, ...(password ? { password } : {}), operating_country_id: operating_country, destination_country_id: destination_country }),
  );
  const { operating_country_id, destination_country_id, ...fields } = found;
  return {
    ...(fields as EmployeeFormErrors),
    ...(operating_country_id ? { operating_country: operating_country_id } : {}),
    ...(destination_country_id ? { destination_country: destination_country_id } : {}),
  };
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
