/** Roles and permissions of spec 000 section 6, as pure functions over the user record. */

export const ROLE_TYPES = ['admin', 'manager', 'agent_logistique', 'accountant'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];
export type UserKind = RoleType | 'client';

export interface PermissionSubject {
  is_superuser?: boolean;
  permissions?: Record<string, boolean> | null;
  role_personnalise_info?: { nom?: string; type_role?: string | null } | null;
}

export const ROLE_LABELS: Record<UserKind, string> = {
  admin: 'Administrateur',
  manager: 'Manager',
  agent_logistique: 'Agent logistique',
  accountant: 'Comptable',
  client: 'Client',
};

export function roleTypeOf(user: PermissionSubject | null | undefined): UserKind {
  const type = user?.role_personnalise_info?.type_role;
  return (ROLE_TYPES as readonly string[]).includes(type ?? '') ? (type as RoleType) : 'client';
}

/**
 * A user with no custom role is a client (a customer with personal parcel statistics); a
 * superuser without a role is staff, not a customer.
 */
export function isClient(user: PermissionSubject | null | undefined): boolean {
  return Boolean(user) && !user?.is_superuser && roleTypeOf(user) === 'client';
}

export function isAdmin(user: PermissionSubject | null | undefined): boolean {
  return roleTypeOf(user) === 'admin';
}

/** Superusers and admins hold every permission; others need the named flag set to true. */
export function hasPermission(user: PermissionSubject | null | undefined, permission: string): boolean {
  if (!user) return false;
  if (user.is_superuser || isAdmin(user)) return true;
  return user.permissions?.[permission] === true;
}

export function canAccessConfiguration(user: PermissionSubject | null | undefined): boolean {
  return hasPermission(user, 'configuration_systeme');
}

export function canManageUsers(user: PermissionSubject | null | undefined): boolean {
  if (!user) return false;
  const role = roleTypeOf(user);
  return Boolean(user.is_superuser) || role === 'admin' || role === 'manager' || user.permissions?.gestion_utilisateurs === true;
}

export const MANAGE_USERS_DENIED = 'Vous n\'avez pas les permissions pour gérer les utilisateurs';

export function canManageMultipleCurrencies(user: PermissionSubject | null | undefined): boolean {
  const role = roleTypeOf(user);
  return role === 'admin' || role === 'manager';
}

/** The provider-connection cleanup shows only for type_role admin (not for plain superusers). */
export function canCleanupOAuthSessions(user: PermissionSubject | null | undefined): boolean {
  return isAdmin(user);
}

export const RECEIVING_AGENT_ROLES: readonly RoleType[] = ['admin', 'manager', 'agent_logistique'];

export function isEligibleReceivingAgent(agent: PermissionSubject | null | undefined): boolean {
  return (RECEIVING_AGENT_ROLES as readonly string[]).includes(roleTypeOf(agent));
}

export function canEditCategory(category: { can_edit?: boolean | null } | null | undefined): boolean {
  return category?.can_edit === true;
}

/**
 * What a signed-in user may open, consulted by react-admin's canAccess, the menu and the routes.
 * Resources and pages not listed are open to every signed-in user.
 */
export type AccessRule = (user: PermissionSubject) => boolean;

export const ACCESS_RULES: Record<string, AccessRule> = {
  configuration: canAccessConfiguration,
  routes: canAccessConfiguration,
  categories: canAccessConfiguration,
  employes: canManageUsers,
  'oauth.cleanup': canCleanupOAuthSessions,
};

export function canAccessResource(user: PermissionSubject | null | undefined, resource: string): boolean {
  if (!user) return false;
  const rule = ACCESS_RULES[resource];
  return rule ? rule(user) : true;
}
