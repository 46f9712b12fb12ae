import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Grid, MenuItem, TextField, useMediaQuery, type TextFieldProps, type Theme } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { Employe, EmployeeRoute, Role, Site } from '../../../dataProvider/contract/configuration';
import { errorBody } from '../../../dataProvider/errors';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { useFormFields } from '../../../components/useFormFields';
import { PersonNameFields } from '../../../components/PersonNameFields';
import {
  EMPLOYEE_MESSAGES,
  EMPTY_EMPLOYEE_FORM,
  employeeSaveError,
  toCreatePayload,
  toUpdatePayload,
  validateEmployee,
  type EmployeeFormValues,
} from '../../../domain/employeeForm';
import { accountName } from '../../../domain/people';
import { countryName } from '../../../domain/country';
import { accountDecision, canGrantRole, roleLockReason, type CompanyAccounts, type ManagedAccount } from '../../../domain/accountAuthority';
import { useCurrentUser } from '../../../authProvider/session';
import { CountryName } from '../../../components/flags/CountryFlag';
import { useIdempotencyKey } from '../../../components/useIdempotencyKey';

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

function valuesOf(employee: Employe | null, roles: Role[]): EmployeeFormValues {
  if (!employee) return EMPTY_EMPLOYEE_FORM;
  const roleId = typeof employee.role_id === 'number' ? employee.role_id : roleOfEmployee(employee, roles)?.id;
  return {
    ...EMPTY_EMPLOYEE_FORM,
    username: employee.username,
    email: employee.email,
    first_name: employee.first_name,
    last_name: employee.last_name,
    phone: employee.phone ?? '',
    role_id: roleId ? String(roleId) : '',
    site_operation_id: employee.site_operation ? String(employee.site_operation.id) : '',
    operating_country: employee.operating_country ? String(employee.operating_country.id) : '',
    destination_country: employee.destination_country ? String(employee.destination_country.id) : '',
  };
}

const countryItem = (country: CountryChoice) => ({ id: country.id, label: <CountryName code={country.code} name={country.name} /> });

interface SelectCellProps {
  label: string;
  required?: boolean;
  /** Why the choice cannot be changed: the select is disabled and says so below it. */
  lockedBecause?: string | null;
  /** 'Aucun' first: the choice may be left empty. */
  optional?: boolean;
  field: TextFieldProps;
  items: { id: number; label: ReactNode }[];
}

/** A select of the dialog, half a row from a tablet up, its options by id. */
function SelectCell({ label, required, optional, field, items, lockedBecause }: SelectCellProps) {
  const locked = lockedBecause ? { disabled: true, helperText: lockedBecause } : {};
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField select label={label} required={required} {...field} {...locked}>
        {optional && <MenuItem value="">Aucun</MenuItem>}
        {items.map((item) => (
          <MenuItem key={item.id} value={String(item.id)}>
            {item.label}
          </MenuItem>
        ))}
      </TextField>
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

/** The add/edit modal of an employee (spec 000 sections 5 and 8). */
export function EmployeeDialog({ employee, choices, company, onClose, onSaved }: EmployeeDialogProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const currentUser = useCurrentUser();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const mode = employee ? 'edit' : 'create';
  const [initial] = useState(() => valuesOf(employee, choices.roles));
  const { values, errors, setErrors, field, submit } = useFormFields<EmployeeFormValues>(initial, (form) => validateEmployee(form, mode));
  const [general, setGeneral] = useState<string>();
  // Escape, a click beside the dialog or 'Annuler' after typing: ask before what was typed is lost.
  const [leaving, setLeaving] = useState(false);
  const typed = (Object.keys(values) as (keyof EmployeeFormValues)[]).some((key) => values[key] !== initial[key]);

  const creation = useIdempotencyKey();
  const save = useMutation({
    mutationFn: (form: EmployeeFormValues) =>
      employee ? dataProvider.updateEmployee(employee.id, toUpdatePayload(form)) : dataProvider.createEmployee(toCreatePayload(form), { idempotencyKey: creation.current() }),
    onSuccess: (response) => {
      creation.settle();
      notify(response.message ?? (employee ? EMPLOYEE_MESSAGES.updated : EMPLOYEE_MESSAGES.created), { type: 'success' });
      onSaved(response.employe);
    },
    onError: (error) => {
      creation.settleIfReused(error);
      const found = employeeSaveError(errorBody(error)?.raw);
      setErrors(found.fields);
      setGeneral(found.general);
    },
  });

  const onValid = (form: EmployeeFormValues) => {
    setGeneral(undefined);
    save.mutate(form);
  };

  const account = employee ? managedAccountOf(employee, choices.roles) : null;
  const roleLocked = account ? roleLockReason(currentUser, account, company) : null;
  const passwordDecision = account ? accountDecision(currentUser, account, 'password', company) : null;
  const passwordLocked = passwordDecision && !passwordDecision.allowed ? passwordDecision.message : null;
  // Only the roles the user may grant; a locked role shows as it is.
  const roleChoices = choices.roles.filter((role) => canGrantRole(currentUser, role.type_role) || (roleLocked !== null && String(role.id) === values.role_id));
  const origins = uniqueCountries(choices.routes, 'origin_country');
  const destinations = uniqueCountries(choices.routes, 'destination_country');
  const title = employee ? `Modifier ${accountName(employee)}` : 'Ajouter un employé';
  const close = () => {
    if (save.isPending) return;
    if (typed) setLeaving(true);
    else onClose();
  };

  return (
    <>
    <Dialog open onClose={close} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="employe-dialog-titre">
      <Box component="form" onSubmit={submit(onValid)} noValidate>
        <DialogTitle id="employe-dialog-titre">{title}</DialogTitle>
        <DialogContent dividers>
          {general && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {general}
            </Alert>
          )}
          <Grid container spacing={2}>
            {mode === 'create' && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Nom d'utilisateur" required autoComplete="off" {...field('username')} />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Email" type="email" required {...field('email')} />
            </Grid>
            <PersonNameFields field={field} />
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Téléphone" type="tel" {...field('phone')} helperText={errors.phone ?? 'Optionnel, 10 caractères au moins'} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={mode === 'create' ? 'Mot de passe' : 'Nouveau mot de passe'}
                type="password"
                required={mode === 'create'}
                autoComplete="new-password"
                {...field('password')}
                disabled={passwordLocked !== null}
                helperText={passwordLocked ?? errors.password ?? (mode === 'edit' ? 'Laisser vide pour ne pas le changer' : '6 caractères au moins')}
              />
            </Grid>
            <SelectCell label="Rôle" required field={field('role_id')} items={roleChoices.map((role) => ({ id: role.id, label: roleLabel(role) }))} lockedBecause={roleLocked} />
            <SelectCell label="Site d'opération" optional field={field('site_operation_id')} items={choices.sites.map((site) => ({ id: site.id, label: site.name }))} />
            <SelectCell label="Pays d'opération" required field={field('operating_country')} items={origins.map(countryItem)} />
            <SelectCell label="Pays de destination" optional field={field('destination_country')} items={destinations.map(countryItem)} />
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={save.isPending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} startIcon={save.isPending ? <CircularProgress size={16} /> : undefined}>
            {mode === 'create' ? 'Créer' : 'Enregistrer'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
    <ConfirmActionDialog
      open={leaving}
      title="Abandonner la saisie ?"
      message={employee ? 'Les modifications de cet employé ne seront pas enregistrées.' : "Ce que vous avez saisi pour ce nouvel employé sera perdu."}
      confirmLabel="Abandonner"
      cancelLabel="Continuer la saisie"
      destructive
      onConfirm={onClose}
      onClose={() => setLeaving(false)}
    />
    </>
  );
}
