import { describe, expect, it } from 'vitest';
import {
  EMPLOYEE_MESSAGES,
  EMPTY_EMPLOYEE_FORM,
  canAddEmployee,
  employeeSaveError,
  isValidPhone,
  employeeEditBody,
  sortFromOrdering,
} from '../../src/domain/employeeForm';
import { employeeCreateWrite, employeeEditForm } from '../../src/domain/schemas/employees';
import { formSchemaOf, messagesOf } from '../../src/domain/schemas/fields';

type CreateValues = typeof EMPTY_EMPLOYEE_FORM;
const createForm = formSchemaOf(employeeCreateWrite);
const editForm = formSchemaOf(employeeEditForm);
/** The edit form holds the update's names: no username, the countries' ids. */
const asEdit = ({ username: _username, operating_country, destination_country, ...rest }: CreateValues) => ({ ...rest, operating_country_id: operating_country, destination_country_id: destination_country });
/** What the dialog's form checks (react-admin's <Form> runs these schemas), by field. */
const validateEmployee = (values: CreateValues, mode: 'create' | 'edit') =>
  messagesOf<string>(mode === 'create' ? createForm.safeParse(values) : editForm.safeParse(asEdit(values)));
const toCreatePayload = (values: CreateValues) => createForm.parse(values);
const toUpdatePayload = (values: CreateValues) => employeeEditBody(editForm.parse(asEdit(values)));

const filled = {
  ...EMPTY_EMPLOYEE_FORM,
  username: 'n.keita',
  email: 'n.keita@exemple.example',
  first_name: 'Nènè',
  last_name: 'Keita',
  password: 'secret1',
  role_id: '3',
  operating_country: '2',
};

describe('employee form (spec 000 section 5)', () => {
  it('lists every required field on an empty creation form', () => {
    expect(validateEmployee(EMPTY_EMPLOYEE_FORM, 'create')).toEqual({
      username: "Le nom d'utilisateur est requis",
      email: "L'email est requis",
      first_name: 'Le prénom est requis',
      last_name: 'Le nom est requis',
      role_id: 'Veuillez sélectionner un rôle',
      operating_country: "Veuillez sélectionner un pays d'opération",
      password: 'Le mot de passe est requis',
    });
  });

  it('needs a username of at least 3 characters, only on creation', () => {
    expect(validateEmployee({ ...filled, username: 'ab' }, 'create').username).toBe("Le nom d'utilisateur doit contenir au moins 3 caractères");
    expect(validateEmployee({ ...filled, username: '' }, 'edit').username).toBeUndefined();
  });

  it('checks the email format', () => {
    expect(validateEmployee({ ...filled, email: 'pas-un-email' }, 'create').email).toBe("Format d'email invalide");
  });

  it('makes the password optional on edit but at least 6 characters when given', () => {
    expect(validateEmployee({ ...filled, password: '' }, 'edit')).toEqual({});
    expect(validateEmployee({ ...filled, password: '12345' }, 'edit').password).toBe(EMPLOYEE_MESSAGES.passwordTooShort);
    expect(validateEmployee({ ...filled, password: '12345' }, 'create').password).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });

  it('accepts an empty phone or 10+ characters of digits, spaces, dashes, plus, parentheses', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('+224 622 10 20 30')).toBe(true);
    expect(isValidPhone('(514) 555-0101')).toBe(true);
    expect(isValidPhone('555-0101')).toBe(false);
    expect(isValidPhone('514 555 O101')).toBe(false);
    expect(validateEmployee({ ...filled, phone: '12345' }, 'create').phone).toBe('Format de téléphone invalide');
  });

  it('builds the create and update bodies of spec 000 section 7', () => {
    expect(toCreatePayload({ ...filled, site_operation_id: '2' })).toEqual({
      username: 'n.keita',
      email: 'n.keita@exemple.example',
      first_name: 'Nènè',
      last_name: 'Keita',
      phone: '',
      password: 'secret1',
      role_id: 3,
      site_operation_id: 2,
      operating_country: 2,
      destination_country: null,
    });
    const update = toUpdatePayload({ ...filled, password: '' });
    expect(update).toMatchObject({ operating_country_id: 2, destination_country_id: null, site_operation_id: null });
    expect(update).not.toHaveProperty('password');
    expect(toUpdatePayload(filled).password).toBe('secret1');
  });
});

describe('save errors (spec 000 section 8)', () => {
  it('prefers the server error field as a general message', () => {
    expect(employeeSaveError({ error: "Limite d'employés atteinte", email: ['x'] }, ['email'])).toEqual({ general: "Limite d'employés atteinte", fields: {} });
  });

  it('maps per-field messages, first item of each array', () => {
    expect(employeeSaveError({ username: ['Ce nom existe déjà.', 'autre'], operating_country_id: ['Pays invalide.'], inconnu: ['x'] }, ['username', 'operating_country_id'])).toEqual({
      fields: { username: 'Ce nom existe déjà.', operating_country_id: 'Pays invalide.' },
    });
  });

  it('falls back to the generic message', () => {
    expect(employeeSaveError(undefined, ['email'])).toEqual({ general: 'Erreur lors de la sauvegarde', fields: {} });
    expect(employeeSaveError({}, ['email'])).toEqual({ general: 'Erreur lors de la sauvegarde', fields: {} });
  });
});

describe('list settings', () => {
  it('turns the orderings into react-admin sorts', () => {
    expect(sortFromOrdering('-date_joined')).toEqual({ field: 'date_joined', order: 'DESC' });
    expect(sortFromOrdering('first_name')).toEqual({ field: 'first_name', order: 'ASC' });
  });

  it('disables adding when no place is free', () => {
    expect(canAddEmployee({ places_libres: 0 })).toBe(false);
    expect(canAddEmployee({ places_libres: 2 })).toBe(true);
    expect(canAddEmployee(undefined)).toBe(false);
  });
});
