import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/demo/db/store';
import { wireUser } from '../../src/demo/serializers';
import {
  can,
  canOnObject,
  CAPABILITY_NAMES,
  decide,
  refusalMessage,
  USER_KINDS,
  type Capability,
  type UserKind,
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

/**
 * The whole matrix written out: for each capability, the role types that hold it. Decided once
 * (spec 000 and 002 section 6, and our decisions where they say "not shown"); the docs/permissions.md table
 * says the same. A capability added to the matrix without a row here fails the first test.
 */
const EXPECTED: Record<Capability, string> = {
  'dashboard.view': 'admin manager agent_logistique accountant client',
  'profile.view': 'admin manager agent_logistique accountant client',
  'notifications.view': 'admin manager agent_logistique accountant client',
  'colis.view': 'admin manager agent_logistique accountant client',
  'colis.create': 'admin manager agent_logistique',
  'colis.edit_personal': 'admin manager agent_logistique',
  'colis.edit_technical': 'admin manager agent_logistique',
  'colis.delete': 'admin manager',
  'colis.change_status': 'admin manager agent_logistique',
  'colis.documents': 'admin manager agent_logistique accountant client',
  'colis.resend_ticket': 'admin manager agent_logistique',
  'bordereaux.view': 'admin manager agent_logistique accountant',
  'bordereaux.create': 'admin manager agent_logistique',
  'bordereaux.edit': 'admin manager agent_logistique',
  'bordereaux.validate': 'admin manager agent_logistique',
  'bordereaux.arrive': 'admin manager agent_logistique',
  'bordereaux.receive': 'admin manager agent_logistique',
  'bordereaux.delete': 'admin manager agent_logistique',
  'bordereaux.correct_statuses': 'admin manager',
  'factures.view': 'admin manager agent_logistique accountant',
  'factures.create': 'admin manager agent_logistique',
  'factures.validate': 'admin manager agent_logistique',
  'factures.delete': 'admin manager agent_logistique',
  'factures.download': 'admin manager agent_logistique accountant',
  'paiements.view': 'admin manager agent_logistique accountant client',
  'paiements.manual': 'admin manager agent_logistique',
  'paiements.online_link': 'admin manager agent_logistique client',
  'paiements.tap_to_pay': 'admin manager agent_logistique',
  'paiements.receipt': 'admin manager agent_logistique accountant',
  'paiements.void': 'admin manager agent_logistique accountant',
  'paiements.refund': 'admin manager agent_logistique accountant',
  'caisse.close': 'admin manager agent_logistique',
  'caisse.reopen': 'admin accountant',
  'paiements.list': 'admin manager agent_logistique accountant',
  'paiements.export': 'admin manager accountant',
  'caisse.view': 'admin manager accountant',
  'caisse.export': 'admin manager accountant',
  'oauth.view': 'admin manager',
  'oauth.connect': 'admin manager',
  'oauth.refresh': 'admin manager',
  'oauth.disconnect': 'admin',
  'oauth.cleanup': 'admin',
  'configuration.view': 'admin',
  'rates.edit': 'admin',
  'categories.manage': 'admin',
  'users.manage': 'admin manager',
  'currencies.manage': 'admin manager',
  'access_requests.review': 'admin',
  'journal.view': 'admin',
  'settings.delivery': 'admin',
  'journal.object': 'admin manager agent_logistique accountant',
};

const kindSubject = (kind: UserKind): PermissionSubject => ({ is_superuser: false, permissions: {}, role_personnalise_info: kind === 'client' ? null : { nom: kind, type_role: kind } });

describe('the capability matrix, walked whole', () => {
  it('has a decision for every capability, and nothing else', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...CAPABILITY_NAMES].sort());
  });

  describe.each(USER_KINDS.map((kind) => [kind] as const))('role type %s (no permission flag)', (kind) => {
    it.each(CAPABILITY_NAMES.map((capability) => [capability] as const))('%s', (capability) => {
      const holds = EXPECTED[capability].split(' ').includes(kind);
      expect(can(kindSubject(kind), capability)).toBe(holds);
      expect(decide(kindSubject(kind), capability)).toEqual(holds ? { allowed: true } : { allowed: false, message: refusalMessage(capability) });
    });
  });

  it.each(['admin', 'manager', 'agent.ca', 'agent.gn', 'comptable', 'client', 'securise'])('the demo account %s follows its role type, flags included', (login) => {
    const user = demoUser(login);
    for (const capability of CAPABILITY_NAMES) {
      const byKind = EXPECTED[capability].split(' ').includes(roleTypeOf(user));
      const byFlag = login === 'manager' && ['configuration.view', 'rates.edit', 'categories.manage'].includes(capability);
      expect([capability, can(user, capability)]).toEqual([capability, byKind || byFlag]);
    }
  });

  it('a superuser holds everything but the rules the spec fixes to role types', () => {
    const held = CAPABILITY_NAMES.filter((capability) => can(superuser, capability));
    expect(CAPABILITY_NAMES.filter((capability) => !held.includes(capability))).toEqual(['oauth.cleanup', 'currencies.manage']);
  });

  it('the spec flags grant their area to any role type; other flags grant nothing', () => {
    const accountant = (permissions: Record<string, boolean>): PermissionSubject => ({ permissions, role_personnalise_info: { nom: 'Comptable', type_role: 'accountant' } });
    expect(can(accountant({ configuration_systeme: true }), 'configuration.view')).toBe(true);
    expect(can(accountant({ configuration_systeme: true }), 'categories.manage')).toBe(true);
    expect(can(accountant({ gestion_utilisateurs: true }), 'users.manage')).toBe(true);
    expect(can(accountant({ gestion_colis: true }), 'colis.create')).toBe(false);
    expect(can(accountant({ configuration_systeme: true }), 'oauth.cleanup')).toBe(false);
  });

  it('refusals are French sentences naming who may', () => {
    expect(refusalMessage('colis.delete')).toBe('Seuls les administrateurs et les managers peuvent supprimer un colis.');
    expect(refusalMessage('caisse.view')).toBe('Seuls les administrateurs, les managers et les comptables peuvent ouvrir la comptabilité simplifiée.');
    expect(refusalMessage('configuration.view')).toBe("Vous n'avez pas les permissions nécessaires pour accéder à la page de configuration.");
    expect(refusalMessage('users.manage')).toBe("Vous n'avez pas les permissions pour gérer les utilisateurs");
    expect(decide(null, 'colis.view')).toEqual({ allowed: false, message: 'Vous devez être connecté pour effectuer cette action.' });
  });

  it('object rules: manifest edit by status and role, category can_edit', () => {
    const admin = demoUser('admin');
    const agent = demoUser('agent.ca');
    expect(canOnObject(admin, 'bordereaux.edit', { statut: 'arrive' })).toEqual({ allowed: true });
    expect(canOnObject(admin, 'bordereaux.edit', { statut: 'recu' })).toEqual({ allowed: false, message: 'Ce bordereau ne peut plus être modifié car il a été reçu.' });
    expect(canOnObject(agent, 'bordereaux.edit', { statut: 'valide' })).toEqual({
      allowed: false,
      message: 'Vous ne pouvez modifier que les bordereaux en brouillon. Ce bordereau a un statut : Validé et expédié',
    });
    expect(canOnObject(demoUser('comptable'), 'bordereaux.edit', { statut: 'brouillon' })).toEqual({ allowed: false, message: "Vous n'avez pas les permissions pour modifier ce bordereau" });
    expect(canOnObject(admin, 'categories.manage', { can_edit: false })).toEqual({ allowed: false, message: 'Cette catégorie ne peut pas être modifiée.' });
    expect(canOnObject(admin, 'categories.manage', { can_edit: true })).toEqual({ allowed: true });
  });

  it('object rules: a refund is an agent’s own payment of the day; an accountant or an administrator refunds any', () => {
    const agent = demoUser('agent.ca');
    const own = { paiement_agent_id: agent.id, paiement_du_jour: true };
    expect(canOnObject(agent, 'paiements.refund', own)).toEqual({ allowed: true });
    expect(canOnObject(agent, 'paiements.refund', { ...own, paiement_du_jour: false })).toEqual({ allowed: false, message: "Seuls les comptables et les administrateurs peuvent rembourser un paiement d'un jour précédent." });
    expect(canOnObject(agent, 'paiements.refund', { ...own, paiement_agent_id: agent.id + 1 })).toEqual({ allowed: false, message: "Seuls les comptables et les administrateurs peuvent rembourser le paiement d'un autre agent." });
    expect(canOnObject(demoUser('comptable'), 'paiements.refund', { paiement_agent_id: agent.id + 1, paiement_du_jour: false })).toEqual({ allowed: true });
    expect(canOnObject(demoUser('admin'), 'paiements.refund', { paiement_agent_id: null, paiement_du_jour: false })).toEqual({ allowed: true });
  });

  it("react-admin's canAccess maps resources and actions onto the matrix; unknown names are refused", () => {
    const agent = demoUser('agent.ca');
    expect(canAccessResource(agent, 'colis')).toBe(true);
    expect(canAccessResource(agent, 'colis', 'delete')).toBe(false);
    expect(canAccessResource(agent, 'caisse')).toBe(false);
    expect(canAccessResource(agent, 'bordereaux', 'create')).toBe(true);
    expect(canAccessResource(agent, 'paiements.tap_to_pay')).toBe(true);
    expect(canAccessResource(agent, 'inconnu')).toBe(false);
  });
});

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
