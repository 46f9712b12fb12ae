/**
 * Who may manage whose account (employees: create, edit, change role, reset password, deactivate):
 * issue #31's rules, read by the employees screens and the demo server's handlers. Apart from the
 * capability matrix (permissions.ts) because only those screens need them, not the first screen.
 */
import { can, decide, isAdmin, ROLE_TYPES, type Decision, type PermissionSubject, type RoleType } from './permissions';

const ALLOWED: Decision = { allowed: true };

/** An administrator of the company: type_role admin, or a superuser (who administers every company). */
export function isAdministrator(user: PermissionSubject | null | undefined): boolean {
  return user?.is_superuser === true || isAdmin(user);
}

/** The roles only an administrator grants or removes. */
export const RESERVED_ROLE_TYPES: readonly RoleType[] = ['admin', 'manager'];
/** The roles below a manager's, which anyone who manages users manages. */
export const STAFF_ROLE_TYPES: readonly RoleType[] = ['agent_logistique', 'accountant'];

export const ROLE_GRANT_DENIED = 'Seuls les administrateurs peuvent attribuer ou retirer les rôles Administrateur et Manager.';
export const ACCOUNT_ABOVE_DENIED = "Seuls les administrateurs peuvent gérer le compte d'un administrateur ou d'un manager.";
export const OWN_ROLE_DENIED = 'Vous ne pouvez pas changer votre propre rôle.';
export const OWN_DEACTIVATION_DENIED = 'Vous ne pouvez pas désactiver votre propre compte.';
export const OWN_PASSWORD_DENIED = 'Changez votre propre mot de passe depuis Mon Profil, qui demande le mot de passe actuel.';
export const LAST_ADMIN_DENIED = "Le dernier administrateur actif de l'entreprise ne peut être ni rétrogradé ni désactivé.";

/** The role types the user may give or take away: every one for an administrator, those below a manager's for anyone else who manages users. */
export function grantableRoleTypes(actor: PermissionSubject | null | undefined): readonly RoleType[] {
  if (!can(actor, 'users.manage')) return [];
  return isAdministrator(actor) ? ROLE_TYPES : STAFF_ROLE_TYPES;
}

export function canGrantRole(actor: PermissionSubject | null | undefined, roleType: string | null | undefined): boolean {
  return (grantableRoleTypes(actor) as readonly string[]).includes(roleType ?? '');
}

/** An employee account as the rules read it. */
export interface ManagedAccount {
  id: number;
  is_active: boolean;
  /** The type of the account's role (null: no role). */
  role_type: string | null | undefined;
  is_superuser?: boolean;
}

/** What the rules read of the company: how many administrators (type_role admin) are active. */
export interface CompanyAccounts {
  activeAdministrators: number | null | undefined;
}

export type AccountAction = 'edit' | 'change_role' | 'password' | 'deactivate';

const refused = (message: string): Decision => ({ allowed: false, message });

/** Whether the account is the company's last active administrator (count unknown: assumed not, the server decides). */
export function isLastActiveAdministrator(target: ManagedAccount, company: CompanyAccounts): boolean {
  return target.is_active && target.role_type === 'admin' && company.activeAdministrators != null && company.activeAdministrators <= 1;
}

/**
 * What `actor` may do to an employee account: manage users at all; an administrator's or a
 * manager's account only as an administrator; nobody changes their own role, resets their own
 * password here or deactivates themselves; the company's last active administrator is not
 * deactivated (nor demoted: `roleChangeDecision`). The reason is the French sentence of the
 * tooltip and of the server's 403.
 */
export function accountDecision(actor: PermissionSubject | null | undefined, target: ManagedAccount, action: AccountAction, company: CompanyAccounts): Decision {
  const manage = decide(actor, 'users.manage');
  if (!manage.allowed) return manage;
  const own = actor?.id != null && actor.id === target.id;
  if (own && action === 'change_role') return refused(OWN_ROLE_DENIED);
  if (own && action === 'deactivate') return refused(OWN_DEACTIVATION_DENIED);
  if (own && action === 'password') return refused(OWN_PASSWORD_DENIED);
  const above = target.is_superuser === true || (RESERVED_ROLE_TYPES as readonly string[]).includes(target.role_type ?? '');
  if (!own && above && !isAdministrator(actor)) return refused(ACCOUNT_ABOVE_DENIED);
  if (action === 'deactivate' && isLastActiveAdministrator(target, company)) return refused(LAST_ADMIN_DENIED);
  return ALLOWED;
}

/**
 * Giving an account (null: a new one) a role of type `newRoleType`: the actor must be able to grant
 * it, and to take away the role it replaces; the account's own rules apply; the last active
 * administrator keeps an administrator's role.
 */
export function roleChangeDecision(actor: PermissionSubject | null | undefined, target: ManagedAccount | null, newRoleType: string | null | undefined, company: CompanyAccounts): Decision {
  if (target) {
    const account = accountDecision(actor, target, 'change_role', company);
    if (!account.allowed) return account;
    if (newRoleType !== 'admin' && isLastActiveAdministrator(target, company)) return refused(LAST_ADMIN_DENIED);
  }
  const manage = decide(actor, 'users.manage');
  if (!manage.allowed) return manage;
  if (!canGrantRole(actor, newRoleType)) return refused(ROLE_GRANT_DENIED);
  if (target?.role_type && !canGrantRole(actor, target.role_type)) return refused(ROLE_GRANT_DENIED);
  return ALLOWED;
}

/** Why an account's role cannot be changed at all in its form (one's own, the last administrator's), else null. */
export function roleLockReason(actor: PermissionSubject | null | undefined, target: ManagedAccount, company: CompanyAccounts): string | null {
  const account = accountDecision(actor, target, 'change_role', company);
  if (!account.allowed) return account.message;
  return isLastActiveAdministrator(target, company) ? LAST_ADMIN_DENIED : null;
}
