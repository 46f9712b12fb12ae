import { getDb } from './db/store';
import type { DemoUser } from './db/types';
import { fail, roleOf, subjectOf } from './http';
import { accountDecision, roleChangeDecision, type AccountAction, type CompanyAccounts, type ManagedAccount } from '../domain/accountAuthority';
import type { Decision } from '../domain/permissions';

/**
 * Who may manage whose account, on the demo server: the rules of `src/domain/permissions.ts`
 * (`accountDecision`, `roleChangeDecision`) over the store, refused with 403 and their French reason.
 */

/** The company's active administrators (type_role admin): the last one is neither demoted nor deactivated. */
export function companyAccounts(user: DemoUser): CompanyAccounts {
  const administrators = getDb().users.filter((u) => u.entreprise_id === user.entreprise_id && u.is_active && roleOf(u)?.type_role === 'admin');
  return { activeAdministrators: administrators.length };
}

export function managedAccount(employee: DemoUser): ManagedAccount {
  return { id: employee.id, is_active: employee.is_active, role_type: roleOf(employee)?.type_role ?? null, is_superuser: employee.is_superuser };
}

function refuseUnless(decision: Decision): void {
  if (!decision.allowed) fail(403, { detail: decision.message });
}

/** 403 with the rule's French reason unless the user may do `action` to the employee's account. */
export function requireAccountRight(user: DemoUser, employee: DemoUser, action: AccountAction): void {
  refuseUnless(accountDecision(subjectOf(user), managedAccount(employee), action, companyAccounts(user)));
}

/** 403 unless the user may give this role (to this employee, or to a new account). */
export function requireRoleGrant(user: DemoUser, employee: DemoUser | null, roleId: number): void {
  const role = getDb().roles.find((r) => r.id === roleId);
  refuseUnless(roleChangeDecision(subjectOf(user), employee && managedAccount(employee), role?.type_role, companyAccounts(user)));
}
