import { describe, expect, it } from 'vitest';
import {
  accountDecision,
  ACCOUNT_ABOVE_DENIED,
  canGrantRole,
  grantableRoleTypes,
  LAST_ADMIN_DENIED,
  OWN_DEACTIVATION_DENIED,
  OWN_PASSWORD_DENIED,
  OWN_ROLE_DENIED,
  ROLE_GRANT_DENIED,
  roleChangeDecision,
  roleLockReason,
  type ManagedAccount,
} from '../../src/domain/accountAuthority';
import { MANAGE_USERS_DENIED, type PermissionSubject } from '../../src/domain/permissions';

/** Who may manage whose account (issue #31): the rules the employee screens and the demo server both read. */
const person = (id: number, type_role: string | null, extra: Partial<PermissionSubject> = {}): PermissionSubject => ({
  id,
  permissions: {},
  role_personnalise_info: type_role ? { nom: type_role, type_role } : null,
  ...extra,
});
const admin = person(1, 'admin');
const manager = person(2, 'manager');
const agent = person(3, 'agent_logistique');
const superuser = person(20, null, { is_superuser: true });
/** An agent whose custom role carries the spec's gestion_utilisateurs flag. */
const agentWithFlag = person(4, 'agent_logistique', { permissions: { gestion_utilisateurs: true } });

const account = (id: number, role_type: string | null, is_active = true): ManagedAccount => ({ id, role_type, is_active });
const adminAccount = account(1, 'admin');
const managerAccount = account(2, 'manager');
const agentAccount = account(3, 'agent_logistique');
const accountantAccount = account(5, 'accountant');
const twoAdmins = { activeAdministrators: 2 };
const oneAdmin = { activeAdministrators: 1 };

const refusal = (decision: { allowed: boolean; message?: string }) => (decision.allowed ? 'permis' : decision.message);

describe('who may grant which role', () => {
  it('an administrator (type_role admin or superuser) grants every role; a manager or a flag holder only the roles below a manager', () => {
    expect(grantableRoleTypes(admin)).toEqual(['admin', 'manager', 'agent_logistique', 'accountant']);
    expect(grantableRoleTypes(superuser)).toEqual(['admin', 'manager', 'agent_logistique', 'accountant']);
    expect(grantableRoleTypes(manager)).toEqual(['agent_logistique', 'accountant']);
    expect(grantableRoleTypes(agentWithFlag)).toEqual(['agent_logistique', 'accountant']);
    expect(grantableRoleTypes(agent)).toEqual([]);
    expect(canGrantRole(manager, 'admin')).toBe(false);
    expect(canGrantRole(manager, 'manager')).toBe(false);
    expect(canGrantRole(manager, 'accountant')).toBe(true);
  });

  it("the manager's four escalations are each refused with a French reason", () => {
    // 1. giving their own account the Administrateur role
    expect(refusal(roleChangeDecision(manager, managerAccount, 'admin', twoAdmins))).toBe(OWN_ROLE_DENIED);
    // 2. setting the administrator's password
    expect(refusal(accountDecision(manager, adminAccount, 'password', twoAdmins))).toBe(ACCOUNT_ABOVE_DENIED);
    // 3. creating an Administrateur account
    expect(refusal(roleChangeDecision(manager, null, 'admin', twoAdmins))).toBe(ROLE_GRANT_DENIED);
    // 4. deactivating the administrator
    expect(refusal(accountDecision(manager, adminAccount, 'deactivate', twoAdmins))).toBe(ACCOUNT_ABOVE_DENIED);
  });

  it('a manager manages agents and accountants: create, edit, reset the password, deactivate; not another manager', () => {
    for (const target of [agentAccount, accountantAccount]) {
      for (const action of ['edit', 'password', 'deactivate', 'change_role'] as const) expect(refusal(accountDecision(manager, target, action, twoAdmins))).toBe('permis');
    }
    expect(refusal(roleChangeDecision(manager, null, 'accountant', twoAdmins))).toBe('permis');
    expect(refusal(roleChangeDecision(manager, agentAccount, 'accountant', twoAdmins))).toBe('permis');
    // Promoting an agent to manager, or editing a fellow manager, is an administrator's.
    expect(refusal(roleChangeDecision(manager, agentAccount, 'manager', twoAdmins))).toBe(ROLE_GRANT_DENIED);
    expect(refusal(accountDecision(manager, account(9, 'manager'), 'edit', twoAdmins))).toBe(ACCOUNT_ABOVE_DENIED);
  });

  it('an administrator removes the Manager role from a manager, which a manager cannot do to anyone', () => {
    expect(refusal(roleChangeDecision(admin, managerAccount, 'agent_logistique', twoAdmins))).toBe('permis');
    expect(refusal(roleChangeDecision(agentWithFlag, managerAccount, 'agent_logistique', twoAdmins))).toBe(ACCOUNT_ABOVE_DENIED);
  });

  it('nobody changes their own role, resets their own password here or deactivates themselves; they still edit their own record', () => {
    expect(refusal(roleChangeDecision(admin, adminAccount, 'admin', twoAdmins))).toBe(OWN_ROLE_DENIED);
    expect(refusal(accountDecision(admin, adminAccount, 'password', twoAdmins))).toBe(OWN_PASSWORD_DENIED);
    expect(refusal(accountDecision(admin, adminAccount, 'deactivate', twoAdmins))).toBe(OWN_DEACTIVATION_DENIED);
    expect(refusal(accountDecision(manager, managerAccount, 'edit', twoAdmins))).toBe('permis');
    expect(roleLockReason(manager, managerAccount, twoAdmins)).toBe(OWN_ROLE_DENIED);
  });

  it("the company's last active administrator is neither demoted nor deactivated, even by a superuser", () => {
    expect(refusal(accountDecision(superuser, adminAccount, 'deactivate', oneAdmin))).toBe(LAST_ADMIN_DENIED);
    expect(refusal(roleChangeDecision(superuser, adminAccount, 'manager', oneAdmin))).toBe(LAST_ADMIN_DENIED);
    expect(roleLockReason(superuser, adminAccount, oneAdmin)).toBe(LAST_ADMIN_DENIED);
    // With a second administrator, or for an inactive one, the rule does not apply.
    expect(refusal(accountDecision(superuser, adminAccount, 'deactivate', twoAdmins))).toBe('permis');
    expect(refusal(roleChangeDecision(superuser, account(1, 'admin', false), 'manager', oneAdmin))).toBe('permis');
  });

  it('without user management, nothing', () => {
    expect(refusal(accountDecision(agent, accountantAccount, 'edit', twoAdmins))).toBe(MANAGE_USERS_DENIED);
    expect(refusal(roleChangeDecision(agent, null, 'accountant', twoAdmins))).toBe(MANAGE_USERS_DENIED);
    expect(refusal(accountDecision(null, accountantAccount, 'edit', twoAdmins))).toBe('Vous devez être connecté pour effectuer cette action.');
  });
});
