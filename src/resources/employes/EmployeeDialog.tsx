import { useState, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import { Alert, Grid, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { useCreate, useNotify, useUpdate } from 'react-admin';
import type { Employe, EmployeeRoute, Role, Site } from '../../dataProvider/contract/configuration';
import { errorBody } from '../../dataProvider/errors';
import { FormDialog } from '../../components/form/FormDialog';
import { FormTextField } from '../../components/form/FormTextField';
import { PersonNameInputs } from '../../components/PersonNameFields';
import { EMPLOYEE_MESSAGES, EMPTY_EMPLOYEE_FORM, employeeEditBody, employeeSaveError } from '../../domain/employeeForm';
import { employeeCreateWrite, employeeEditForm } from '../../domain/schemas/employees';
import { accountName } from '../../domain/people';
import { countryName } from '../../domain/country';
import { accountDecision, canGrantRole, roleLockReason, type CompanyAccounts, type ManagedAccount } from '../../domain/accountAuthority';
import { useCurrentUser } from '../../authProvider/session';
import { CountryName } from '../../components/flags/CountryFlag';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';

type EmployeeCreateBody = z.output<typeof employeeCreateWrite>;
type EmployeeEditBody = z.output<typeof employeeEditForm>;

export interface EmployeeChoices {
  roles: Role[];
  sites: Site[];
  routes: EmployeeRoute[];
}

interface CountryChoice {
  id: number;
  code: string;
  name: string;
}

function uniqueCountries(routes: EmployeeRoute[], side: 'origin_country' | 'destination_country'): CountryChoice[] {
  const seen = new Map<number, CountryChoice>();
  for (const route of routes) {
    const country = route[side];
    if (!seen.has(country.id)) seen.set(country.id, { id: country.id, code: country.code_iso2, name: countryName(country.code_iso2, country.nom) });
  }
  return [...seen.values()];
}

export const roleLabel = (role: Role) => `${role.nom} ${role.is_custom ? '(Personnalisé)' : '(Système)'}`;

/** The employee's role among the company's roles: by id, else by name. */
function roleOfEmployee(employee: Employe, roles: Role[]): Role | undefined {
  return typeof employee.role_id === 'number' ? roles.find((role) => role.id === employee.role_id) : roles.find((role) => role.nom === employee.role_nom);
}

/** An employee as the account rules read it (src/domain/permissions.ts). */
export function managedAccountOf(employee: Employe, roles: Role[]): ManagedAccount {
  return { id: employee.id, is_active: employee.is_active, role_type: roleOfEmployee(employee, roles)?.type_role ?? null };
}

/** An edit starts from the employee: each choice by its id as the select holds it, no new password. */
function editValuesOf(employee: Employe, roles: Role[]) {
  const roleId = typeof employee.role_id === 'number' ? employee.role_id : roleOfEmployee(employee, roles)?.id;
  return {
    email: employee.email,
    first_name: employee.first_name,
    last_name: employee.last_name,
    phone: employee.phone ?? '',
    password: '',
    role_id: roleId ? String(roleId) : '',
    site_operation_id: employee.site_operation ? String(employee.site_operation.id) : '',
    operating_country_id: employee.operating_country ? String(employee.operating_country.id) : '',
    destination_country_id: employee.destination_country ? String(employee.destination_country.id) : '',
  };
}

const countryItem = (country: CountryChoice) => ({ id: country.id, label: <CountryName code={country.code} name={country.name} /> });

interface SelectCellProps {
  /** The write's field ('role_id'). */
  source: string;
  label: string;
  required?: boolean;
  /** Why the choice cannot be changed: the select is disabled and says so below it. */
  lockedBecause?: string | null;
  /** 'Aucun' first: the choice may be left empty. */
  optional?: boolean;
  items: { id: number; label: ReactNode }[];
}

/** A select of the dialog, half a row from a tablet up, its options by id. */
function SelectCell({ source, label, required, optional, items, lockedBecause }: SelectCellProps) {
  const locked = lockedBecause ? { disabled: true, helperText: lockedBecause } : {};
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField source={source} label={label} select required={required} {...locked}>
        {optional && <MenuItem value="">Aucun</MenuItem>}
        {items.map((item) => (
          <MenuItem key={item.id} value={String(item.id)}>
            {item.label}
          </MenuItem>
        ))}
      </FormTextField>
    </Grid>
  );
}

interface EmployeeDialogProps {
  /** null: a new employee. */
  employee: Employe | null;
  choices: EmployeeChoices;
  /** The company's active administrators, for the last administrator's rule. */
  company: CompanyAccounts;
  onClose: () => void;
  onSaved: (employee: Employe) => void;
}

/** The fields a server's refusal may name, each shown at its field. */
const CREATE_FIELDS = Object.keys(EMPTY_EMPLOYEE_FORM);
const EDIT_FIELDS = ['email', 'first_name', 'last_name', 'phone', 'password', 'role_id', 'site_operation_id', 'operating_country_id', 'destination_country_id'];

/**
 * The add/edit modal of an employee (spec 000 sections 5 and 8), on react-admin's `<Form>` with the
 * employee write's schema: created with `useCreate` (its idempotency key in `meta`), saved with
 * `useUpdate`; the server's field messages at their fields, its `error` above them.
 */
export function EmployeeDialog({ employee, choices, company, onClose, onSaved }: EmployeeDialogProps) {
  const currentUser = useCurrentUser();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [general, setGeneral] = useState<string>();
  const creation = useIdempotencyKey();
  const [create] = useCreate();
  const [update] = useUpdate();

  const account = employee ? managedAccountOf(employee, choices.roles) : null;
  const roleLocked = account ? roleLockReason(currentUser, account, company) : null;
  const passwordDecision = account ? accountDecision(currentUser, account, 'password', company) : null;
  const passwordLocked = passwordDecision && !passwordDecision.allowed ? passwordDecision.message : null;
  const [initial] = useState(() => (employee ? editValuesOf(employee, choices.roles) : EMPTY_EMPLOYEE_FORM));
  // Only the roles the user may grant; a locked role shows as it is.
  const roleChoices = choices.roles.filter((role) => canGrantRole(currentUser, role.type_role) || (roleLocked !== null && String(role.id) === initial.role_id));
  const origins = uniqueCountries(choices.routes, 'origin_country');
  const destinations = uniqueCountries(choices.routes, 'destination_country');
  const title = employee ? `Modifier ${accountName(employee)}` : 'Ajouter un employé';

  /** Sends the write; a refusal's messages go to their fields (or above them), what was typed stays. */
  const send = async (write: () => Promise<Employe>, fields: readonly string[]) => {
    setGeneral(undefined);
    try {
      const saved = await write();
      creation.settle();
      notify(employee ? EMPLOYEE_MESSAGES.updated : EMPLOYEE_MESSAGES.created, { type: 'success' });
      onSaved(saved);
    } catch (error) {
      creation.settleIfReused(error);
      const found = employeeSaveError(errorBody(error)?.raw, fields);
      setGeneral(found.general);
      return found.fields;
    }
  };
  const fields = (
    <Grid container spacing={2}>
      {!employee && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField source="username" label="Nom d'utilisateur" required autoComplete="off" />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField source="email" label="Email" type="email" required />
      </Grid>
      <PersonNameInputs />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField source="phone" label="Téléphone" type="tel" helperText="Optionnel, 10 caractères au moins" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          source="password"
          label={employee ? 'Nouveau mot de passe' : 'Mot de passe'}
          type="password"
          required={!employee}
          autoComplete="new-password"
          disabled={passwordLocked !== null}
          helperText={passwordLocked ?? (employee ? 'Laisser vide pour ne pas le changer' : '6 caractères au moins')}
        />
      </Grid>
      <SelectCell source="role_id" label="Rôle" required items={roleChoices.map((role) => ({ id: role.id, label: roleLabel(role) }))} lockedBecause={roleLocked} />
      <SelectCell source="site_operation_id" label="Site d'opération" optional items={choices.sites.map((site) => ({ id: site.id, label: site.name }))} />
      <SelectCell source={employee ? 'operating_country_id' : 'operating_country'} label="Pays d'opération" required items={origins.map(countryItem)} />
      <SelectCell source={employee ? 'destination_country_id' : 'destination_country'} label="Pays de destination" optional items={destinations.map(countryItem)} />
    </Grid>
  );
  const dialog = {
    title,
    onClose,
    fullScreen,
    maxWidth: 'md' as const,
    intro: general && (
      <Alert severity="error" sx={{ mb: 2 }}>
        {general}
      </Alert>
    ),
  };

  if (employee) {
    const save = (body: EmployeeEditBody) =>
      send(async () => (await update('employes', { id: employee.id, data: employeeEditBody(body), previousData: employee }, { returnPromise: true })) as unknown as Employe, EDIT_FIELDS);
    return (
      <FormDialog {...dialog} schema={employeeEditForm} defaultValues={initial as ReturnType<typeof editValuesOf>} onSubmit={save} submitLabel="Enregistrer" discardMessage="Les modifications de cet employé ne seront pas enregistrées.">
        {fields}
      </FormDialog>
    );
  }
  const save = (body: EmployeeCreateBody) =>
    send(async () => (await create('employes', { data: body, meta: { idempotencyKey: creation.current() } }, { returnPromise: true })) as unknown as Employe, CREATE_FIELDS);
  return (
    <FormDialog {...dialog} schema={employeeCreateWrite} defaultValues={initial as typeof EMPTY_EMPLOYEE_FORM} onSubmit={save} submitLabel="Créer" discardMessage="Ce que vous avez saisi pour ce nouvel employé sera perdu.">
      {fields}
    </FormDialog>
  );
}
