import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/demo/db/store';
import { wireUser } from '../../src/demo/serializers';
import {
  canAccessConfiguration,
  canAccessResource,
  canCleanupOAuthSessions,
  canEditCategory,
  canManageMultipleCurrencies,
  canManageUsers,
  hasPermission,
  isClient,
  isEligibleReceivingAgent,
  MANAGE_USERS_DENIED,
  roleTypeOf,
  type PermissionSubject,
} from '../../src/domain/permissions';
import { authProvider } from '../../src/authProvider/authProvider';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import type { User } from '../../src/dataProvider/contract/accounts';

/** The user record as the server sends it for a demo login. */
function demoUser(username: string): User {
  const user = getDb().users.find((u) => u.username === username);
  if (!user) throw new Error(`utilisateur de démo inconnu : ${username}`);
  return wireUser(user) as User;
}

const superuser: PermissionSubject = { is_superuser: true, permissions: {}, role_personnalise_info: null };

// Spec 000 section 6, one row per demo account (and a superuser without a role).
const matrix = [
  // who           kind                configuration users  currencies cleanup receiving client
  ['admin', 'admin', true, true, true, true, true, false],
  ['manager', 'manager', true, true, true, false, true, false],
  ['agent.ca', 'agent_logistique', false, false, false, false, true, false],
  ['agent.gn', 'agent_logistique', false, false, false, false, true, false],
  ['comptable', 'accountant', false, false, false, false, false, false],
  ['client', 'client', false, false, false, false, false, true],
  ['securise', 'admin', true, true, true, true, true, false],
  ['(superuser)', 'client', true, true, false, false, false, false],
] as const;

describe('permission matrix of spec 000 section 6', () => {
  describe.each(matrix)('%s', (who, kind, configuration, users, currencies, cleanup, receiving, client) => {
    const subject = () => (who === '(superuser)' ? superuser : demoUser(who));

    it(`role type ${kind}`, () => expect(roleTypeOf(subject())).toBe(kind));
    it(`configuration access: ${configuration}`, () => expect(canAccessConfiguration(subject())).toBe(configuration));
    it(`user management: ${users}`, () => expect(canManageUsers(subject())).toBe(users));
    it(`multi-currency: ${currencies}`, () => expect(canManageMultipleCurrencies(subject())).toBe(currencies));
    it(`admin-only provider cleanup: ${cleanup}`, () => expect(canCleanupOAuthSessions(subject())).toBe(cleanup));
    it(`eligible receiving agent: ${receiving}`, () => expect(isEligibleReceivingAgent(subject())).toBe(receiving));
    it(`client user: ${client}`, () => expect(isClient(subject())).toBe(client));
    it('react-admin canAccess and the routes follow the same rules', () => {
      expect(canAccessResource(subject(), 'configuration')).toBe(configuration);
      expect(canAccessResource(subject(), 'employes')).toBe(users);
      expect(canAccessResource(subject(), 'colis')).toBe(true);
    });
  });

  it('superusers and admins hold every permission; others need the named flag', () => {
    expect(hasPermission(superuser, 'n_importe_quoi')).toBe(true);
    expect(hasPermission(demoUser('admin'), 'n_importe_quoi')).toBe(true);
    expect(hasPermission(demoUser('manager'), 'configuration_systeme')).toBe(true);
    expect(hasPermission(demoUser('comptable'), 'configuration_systeme')).toBe(false);
    expect(hasPermission(demoUser('comptable'), 'voir_comptabilite')).toBe(true);
    expect(hasPermission({ permissions: { configuration_systeme: false } }, 'configuration_systeme')).toBe(false);
  });

  it('a custom role with configuration_systeme or gestion_utilisateurs opens those areas', () => {
    const custom = { role_personnalise_info: { nom: 'Superviseur', type_role: 'agent_logistique' }, permissions: { configuration_systeme: true, gestion_utilisateurs: true } };
    expect(canAccessConfiguration(custom)).toBe(true);
    expect(canManageUsers(custom)).toBe(true);
    expect(canManageMultipleCurrencies(custom)).toBe(false);
  });

  it('nobody signed in may do anything', () => {
    for (const rule of [canAccessConfiguration, canManageUsers, canManageMultipleCurrencies, canCleanupOAuthSessions, isEligibleReceivingAgent, isClient]) {
      expect(rule(null)).toBe(false);
    }
    expect(canAccessResource(null, 'colis')).toBe(false);
  });

  it('category edit needs can_edit true', () => {
    expect(canEditCategory({ can_edit: true })).toBe(true);
    expect(canEditCategory({ can_edit: false })).toBe(false);
    expect(canEditCategory({})).toBe(false);
  });

  it('the user-management refusal message', () => {
    expect(MANAGE_USERS_DENIED).toBe("Vous n'avez pas les permissions pour gérer les utilisateurs");
  });

  it('authProvider.canAccess reads the stored user', async () => {
    const check = (resource: string) => authProvider.canAccess?.({ resource, action: 'list' });
    expect(await check('colis')).toBe(false);
    tokenStore.save({ access: 'a', refresh: 'r', user: demoUser('comptable') }, false);
    expect(await check('configuration')).toBe(false);
    expect(await check('employes')).toBe(false);
    expect(await check('colis')).toBe(true);
    tokenStore.save({ access: 'a', refresh: 'r', user: demoUser('manager') }, false);
    expect(await check('configuration')).toBe(true);
    expect(await check('employes')).toBe(true);
  });
});
