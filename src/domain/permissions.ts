/**
 * Who may do what: the one capability matrix of the app (role type × capability), read by the
 * sidebar, the routes, every button and the demo server's handlers. Spec 000 section 6 and spec 002
 * section 6 fix some rules; where the specs say "not shown", the decisions are written here once and
 * listed in docs/permissions.md.
 */
import { bordereauStatusLabel } from './manifestStatus';
import { countryName } from './country';

export const ROLE_TYPES = ['admin', 'manager', 'agent_logistique', 'accountant'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];
export type UserKind = RoleType | 'client';

export const USER_KINDS: readonly UserKind[] = [...ROLE_TYPES, 'client'];

export interface PermissionSubject {
  /** The account's id: the rules about one's own account (role, deactivation) read it. */
  id?: number | null;
  is_superuser?: boolean;
  permissions?: Record<string, boolean> | null;
  role_personnalise_info?: { nom?: string; type_role?: string | null } | null;
  /** The user's own company: the one whose Square connection they may act on. */
  entreprise?: { id?: number | null; nom?: string | null } | null;
  /** The user's operating country (ISO2): their side of a manifest's route. */
  pays_operation_effectif?: string | null;
  operating_country?: { code_iso2?: string | null } | null;
}

export const ROLE_LABELS: Record<UserKind, string> = {
  admin: 'Administrateur',
  manager: 'Manager',
  agent_logistique: 'Agent logistique',
  accountant: 'Comptable',
  client: 'Client',
};

/** Plural forms for the refusal sentences ("Seuls les managers peuvent …"). */
const ROLE_PLURALS: Record<UserKind, string> = {
  admin: 'les administrateurs',
  manager: 'les managers',
  agent_logistique: 'les agents logistiques',
  accountant: 'les comptables',
  client: 'les clients',
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

/** The permission flags named by spec 000 section 6; each grants its capabilities to any role. */
export type PermissionFlag = 'configuration_systeme' | 'gestion_utilisateurs';

export interface CapabilityRule {
  /** Heading of the docs/permissions.md table. */
  area: string;
  /** What the capability allows, as it ends "Seuls les managers peuvent …". */
  action: string;
  /** The role types that hold it. */
  roles: readonly UserKind[];
  /** A spec permission flag that grants it too, whatever the role type. */
  flag?: PermissionFlag;
  /** Fixed by the spec to role types: a superuser without one of them does not get it. */
  roleTypeOnly?: true;
  /** The spec's own refusal message, when it has one. */
  refusal?: string;
}

const EVERYONE: readonly UserKind[] = USER_KINDS;
const STAFF: readonly UserKind[] = ['admin', 'manager', 'agent_logistique', 'accountant'];
const OPERATIONS: readonly UserKind[] = ['admin', 'manager', 'agent_logistique'];
const SUPERVISION: readonly UserKind[] = ['admin', 'manager'];
const ACCOUNTING: readonly UserKind[] = ['admin', 'manager', 'accountant'];

export const CONFIGURATION_DENIED = "Vous n'avez pas les permissions nécessaires pour accéder à la page de configuration.";
export const MANAGE_USERS_DENIED = "Vous n'avez pas les permissions pour gérer les utilisateurs";

/**
 * The matrix. Customers (no custom role) see their own parcels and payments only; which objects
 * are theirs is decided by the server (the parcel's owner account), not by this table.
 */
export const CAPABILITIES = {
  'dashboard.view': { area: 'Navigation', action: 'ouvrir le tableau de bord', roles: EVERYONE },
  'profile.view': { area: 'Navigation', action: 'ouvrir leur profil', roles: EVERYONE },
  'notifications.view': { area: 'Navigation', action: 'ouvrir les notifications', roles: EVERYONE },

  'colis.view': { area: 'Colis', action: 'consulter les colis', roles: EVERYONE },
  'colis.create': { area: 'Colis', action: 'enregistrer un colis', roles: OPERATIONS },
  'colis.edit_personal': { area: 'Colis', action: "modifier l'expéditeur et le destinataire d'un colis", roles: OPERATIONS },
  'colis.edit_technical': { area: 'Colis', action: "modifier les produits et les frais d'un colis", roles: OPERATIONS },
  'colis.delete': { area: 'Colis', action: 'supprimer un colis', roles: SUPERVISION },
  'colis.change_status': { area: 'Colis', action: 'marquer un colis arrivé ou remis', roles: OPERATIONS },
  'colis.documents': { area: 'Colis', action: "télécharger le ticket et l'étiquette d'un colis", roles: EVERYONE },
  'colis.resend_ticket': { area: 'Colis', action: 'renvoyer le ticket par e-mail', roles: OPERATIONS },

  'bordereaux.view': { area: 'Bordereaux', action: 'consulter les bordereaux', roles: STAFF },
  'bordereaux.create': { area: 'Bordereaux', action: 'créer un bordereau', roles: OPERATIONS },
  'bordereaux.edit': { area: 'Bordereaux', action: 'modifier un bordereau', roles: OPERATIONS, refusal: "Vous n'avez pas les permissions pour modifier ce bordereau" },
  'bordereaux.validate': { area: 'Bordereaux', action: 'valider et expédier un bordereau', roles: OPERATIONS },
  'bordereaux.arrive': { area: 'Bordereaux', action: 'marquer un bordereau arrivé', roles: OPERATIONS },
  'bordereaux.receive': { area: 'Bordereaux', action: 'marquer un bordereau reçu', roles: OPERATIONS },
  'bordereaux.delete': { area: 'Bordereaux', action: 'supprimer un bordereau', roles: OPERATIONS },
  'bordereaux.correct_statuses': { area: 'Bordereaux', action: 'corriger les statuts des colis', roles: SUPERVISION },

  'factures.view': { area: 'Factures commerciales', action: 'consulter les factures commerciales', roles: STAFF },
  'factures.create': { area: 'Factures commerciales', action: 'créer une facture commerciale', roles: OPERATIONS },
  'factures.validate': { area: 'Factures commerciales', action: 'valider une facture commerciale', roles: OPERATIONS },
  'factures.delete': { area: 'Factures commerciales', action: 'supprimer une facture commerciale', roles: OPERATIONS },
  'factures.download': { area: 'Factures commerciales', action: "télécharger le PDF d'une facture", roles: STAFF },

  'paiements.view': { area: 'Paiements', action: "consulter les paiements d'un colis", roles: EVERYONE },
  'paiements.manual': { area: 'Paiements', action: 'enregistrer un paiement manuel', roles: OPERATIONS },
  'paiements.online_link': { area: 'Paiements', action: 'créer un lien de paiement en ligne', roles: [...OPERATIONS, 'client'] },
  'paiements.tap_to_pay': { area: 'Paiements', action: 'synchroniser les paiements Tap to Pay', roles: OPERATIONS },
  'paiements.receipt': { area: 'Paiements', action: "imprimer ou envoyer le reçu d'un paiement", roles: STAFF },
  'paiements.void': { area: 'Paiements', action: 'annuler un paiement (le sien avant la clôture de sa journée ; tout paiement pour un comptable ou un administrateur)', roles: [...OPERATIONS, 'accountant'] },
  'paiements.refund': { area: 'Paiements', action: "rembourser un paiement (le sien le jour même avant la clôture de sa journée ; tout paiement pour un comptable ou un administrateur)", roles: [...OPERATIONS, 'accountant'] },
  'caisse.close': { area: 'Comptabilité', action: 'clôturer sa journée de caisse', roles: OPERATIONS },
  'caisse.reopen': { area: 'Comptabilité', action: 'rouvrir une journée de caisse clôturée', roles: ['admin', 'accountant'] },
  'paiements.list': { area: 'Paiements', action: 'ouvrir la gestion des paiements', roles: STAFF },
  'paiements.export': { area: 'Paiements', action: 'exporter les paiements', roles: ACCOUNTING },
  'caisse.view': { area: 'Comptabilité', action: 'ouvrir la comptabilité simplifiée', roles: ACCOUNTING },
  'caisse.export': { area: 'Comptabilité', action: 'exporter la comptabilité', roles: ACCOUNTING },

  'oauth.view': { area: 'Connexion Square', action: 'consulter la connexion Square', roles: SUPERVISION },
  'oauth.connect': { area: 'Connexion Square', action: 'connecter une entreprise à Square', roles: SUPERVISION },
  'oauth.refresh': { area: 'Connexion Square', action: 'rafraîchir la connexion Square', roles: SUPERVISION },
  'oauth.disconnect': { area: 'Connexion Square', action: "déconnecter l'entreprise de Square", roles: ['admin'] },
  'oauth.cleanup': { area: 'Connexion Square', action: 'nettoyer les sessions Square en attente', roles: ['admin'], roleTypeOnly: true },

  'configuration.view': { area: 'Configuration', action: 'ouvrir la configuration', roles: ['admin'], flag: 'configuration_systeme', refusal: CONFIGURATION_DENIED },
  'rates.edit': { area: 'Configuration', action: 'modifier les taux de change', roles: ['admin'], flag: 'configuration_systeme' },
  'categories.manage': { area: 'Configuration', action: 'gérer les catégories de produits', roles: ['admin'], flag: 'configuration_systeme' },
  'users.manage': { area: 'Configuration', action: 'gérer les utilisateurs', roles: SUPERVISION, flag: 'gestion_utilisateurs', refusal: MANAGE_USERS_DENIED },
  'currencies.manage': { area: 'Configuration', action: 'gérer plusieurs devises', roles: SUPERVISION, roleTypeOnly: true },
  'access_requests.review': { area: 'Configuration', action: "consulter les demandes d'accès", roles: ['admin'] },
  'journal.view': { area: 'Configuration', action: 'consulter le journal des modifications', roles: ['admin'] },
  'settings.delivery': { area: 'Configuration', action: "interdire ou permettre la livraison d'un colis non payé", roles: ['admin'] },
  'journal.object': { area: 'Configuration', action: "consulter le journal d'un colis ou d'un bordereau", roles: STAFF },
} as const satisfies Record<string, CapabilityRule>;

export type Capability = keyof typeof CAPABILITIES;

export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

export function ruleOf(capability: Capability): CapabilityRule {
  return CAPABILITIES[capability];
}

/** Superusers hold every capability but the ones the spec fixes to role types. */
export function can(user: PermissionSubject | null | undefined, capability: Capability): boolean {
  if (!user) return false;
  const rule: CapabilityRule = CAPABILITIES[capability];
  const kind = roleTypeOf(user);
  if (rule.roleTypeOnly) return rule.roles.includes(kind);
  if (user.is_superuser) return true;
  if (rule.roles.includes(kind)) return true;
  return rule.flag !== undefined && user.permissions?.[rule.flag] === true;
}

function frenchList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/** Who holds a capability, in French ("les administrateurs et les managers"). */
export function holdersText(capability: Capability): string {
  const rule: CapabilityRule = CAPABILITIES[capability];
  const holders = rule.roles.map((kind) => ROLE_PLURALS[kind]);
  if (rule.flag) holders.push(`les utilisateurs ayant la permission « ${rule.flag} »`);
  return frenchList(holders);
}

export const SIGNED_OUT_REFUSAL = 'Vous devez être connecté pour effectuer cette action.';

/** The French sentence of a refusal: tooltips, the access-denied screen and the server's 403 bodies. */
export function refusalMessage(capability: Capability): string {
  const rule: CapabilityRule = CAPABILITIES[capability];
  return rule.refusal ?? `Seuls ${holdersText(capability)} peuvent ${rule.action}.`;
}

export type Decision = { allowed: true } | { allowed: false; message: string };

const ALLOWED: Decision = { allowed: true };

export function decide(user: PermissionSubject | null | undefined, capability: Capability): Decision {
  if (can(user, capability)) return ALLOWED;
  return { allowed: false, message: user ? refusalMessage(capability) : SIGNED_OUT_REFUSAL };
}

/* ---------- Rules that depend on an object's state ---------- */

export const MANIFEST_EDIT_DENIED_ADMIN = 'Ce bordereau ne peut plus être modifié car il a été reçu.';
/** The spec's '{statut}' as the status's label ('Arrivé à destination'), the words its badge shows, not its code. */
export const manifestEditDeniedAgent = (status: string) => `Vous ne pouvez modifier que les bordereaux en brouillon. Ce bordereau a un statut : ${bordereauStatusLabel(status)}`;
export const MANIFEST_EDITABLE_BY_ADMIN = ['brouillon', 'valide', 'arrive'] as const;
export const MANIFEST_EDITABLE_BY_AGENT = ['brouillon'] as const;

/** Spec 002 section 6: administrators (and superusers) edit brouillon, valide and arrive; other agents brouillon only. */
export function editableManifestStatuses(user: PermissionSubject | null | undefined): readonly string[] {
  if (!can(user, 'bordereaux.edit')) return [];
  return user?.is_superuser || isAdmin(user) ? MANIFEST_EDITABLE_BY_ADMIN : MANIFEST_EDITABLE_BY_AGENT;
}

export const CATEGORY_LOCKED = 'Cette catégorie ne peut pas être modifiée.';

/** Who holds a manifest at each step: its route's two countries, who sent it, who is to receive it. */
export interface ManifestCustody {
  /** ISO2 codes of the route's origin and destination. */
  origine: string | null;
  destination: string | null;
  agent_expediteur_id: number | null;
  agent_receveur_id: number | null;
}

export interface ObjectState {
  /** A manifest's status. */
  statut?: string | null;
  /** A manifest's custody, for its steps (validate and ship, mark arrived, mark received). */
  custody?: ManifestCustody | null;
  /** A category's edit flag from the server. */
  can_edit?: boolean | null;
  /** The company a Square connection belongs to. */
  entreprise_id?: number | null;
  /** The agent who took a payment (issue #32: an agent voids only their own). */
  paiement_agent_id?: number | null;
  /** The payment was taken today, where the user is (issue #32: an agent refunds only a payment of their day). */
  paiement_du_jour?: boolean | null;
}

export const REFUND_OTHER_AGENT_DENIED = "Seuls les comptables et les administrateurs peuvent rembourser le paiement d'un autre agent.";
export const REFUND_PAST_DAY_DENIED = "Seuls les comptables et les administrateurs peuvent rembourser un paiement d'un jour précédent.";

export const VOID_OTHER_AGENT_DENIED = "Seuls les comptables et les administrateurs peuvent annuler le paiement d'un autre agent.";

/** Acting on a Square connection (connect, refresh, disconnect): the user's own company only. */
const OWN_COMPANY_CAPABILITIES: readonly Capability[] = ['oauth.connect', 'oauth.refresh', 'oauth.disconnect'];

/** The refusal of another company's Square connection, naming the user's own company. */
export function oauthOtherCompanyDenied(ownCompany: string | null | undefined): string {
  return ownCompany
    ? `Vous ne pouvez gérer que la connexion Square de votre entreprise (${ownCompany}).`
    : 'Vous ne pouvez gérer que la connexion Square de votre entreprise.';
}

/** A superuser acts for every company; anyone else for their own company only. */
export function actsForCompany(user: PermissionSubject | null | undefined, entrepriseId: number): boolean {
  if (!user) return false;
  return user.is_superuser === true || (user.entreprise?.id ?? null) === entrepriseId;
}

/* ---------- Custody of manifests ---------- */

/** The user's side of a route: their operating country (ISO2). */
export function operatingCountryOf(user: PermissionSubject | null | undefined): string | null {
  return (user?.pays_operation_effectif || user?.operating_country?.code_iso2 || null)?.toUpperCase() ?? null;
}

/** Administrators and managers take a manifest's steps on either side (superusers too). */
function supervisesManifests(user: PermissionSubject | null | undefined): boolean {
  return user?.is_superuser === true || (['admin', 'manager'] as const).some((kind) => roleTypeOf(user) === kind);
}

export const SENDER_CANNOT_RECEIVE = "L'agent qui a expédié ce bordereau ne peut pas le réceptionner lui-même.";

export const custodyOriginDenied = (origin: string | null) =>
  `Seuls le personnel du pays d'origine de ce bordereau (${countryName(origin)}), les administrateurs et les managers peuvent le valider et l'expédier.`;

export const custodyDestinationDenied = (destination: string | null, step: 'arrive' | 'receive') =>
  `Seuls le personnel du pays de destination de ce bordereau (${countryName(destination)}), son agent récepteur, les administrateurs et les managers peuvent le marquer ${step === 'arrive' ? 'arrivé' : 'reçu'}.`;

const CUSTODY_STEPS: readonly Capability[] = ['bordereaux.validate', 'bordereaux.arrive', 'bordereaux.receive'];

/**
 * Custody of a manifest: validated and shipped by staff of its origin side, marked arrived and
 * received by staff of its destination side or its receiving agent; administrators and managers on
 * either side; and never received by the agent who sent it, whoever they are.
 */
export function custodyDecision(user: PermissionSubject | null | undefined, capability: Capability, custody: ManifestCustody): Decision {
  const role = decide(user, capability);
  if (!role.allowed || !CUSTODY_STEPS.includes(capability)) return role;
  if (capability === 'bordereaux.receive' && user?.id != null && user.id === custody.agent_expediteur_id) return { allowed: false, message: SENDER_CANNOT_RECEIVE };
  if (supervisesManifests(user)) return ALLOWED;
  const side = operatingCountryOf(user);
  if (capability === 'bordereaux.validate') return side !== null && side === custody.origine?.toUpperCase() ? ALLOWED : { allowed: false, message: custodyOriginDenied(custody.origine) };
  const receiver = user?.id != null && user.id === custody.agent_receveur_id;
  if (receiver || (side !== null && side === custody.destination?.toUpperCase())) return ALLOWED;
  return { allowed: false, message: custodyDestinationDenied(custody.destination, capability === 'bordereaux.arrive' ? 'arrive' : 'receive') };
}

/** The matrix, then the rules on the object's state: manifest edit by status, a manifest's custody, category can_edit, a Square connection's company. */
export function canOnObject(user: PermissionSubject | null | undefined, capability: Capability, object: ObjectState): Decision {
  const role = decide(user, capability);
  if (!role.allowed) return role;
  if (object.custody && CUSTODY_STEPS.includes(capability)) return custodyDecision(user, capability, object.custody);
  if (capability === 'bordereaux.edit') {
    const status = object.statut ?? '';
    if (editableManifestStatuses(user).includes(status)) return ALLOWED;
    return { allowed: false, message: user?.is_superuser || isAdmin(user) ? MANIFEST_EDIT_DENIED_ADMIN : manifestEditDeniedAgent(status) };
  }
  if (capability === 'categories.manage' && object.can_edit !== true) return { allowed: false, message: CATEGORY_LOCKED };
  if (capability === 'paiements.void' && !voidsAnyPayment(user) && (object.paiement_agent_id == null || object.paiement_agent_id !== user?.id)) {
    return { allowed: false, message: VOID_OTHER_AGENT_DENIED };
  }
  if (capability === 'paiements.refund' && !voidsAnyPayment(user)) {
    if (object.paiement_agent_id == null || object.paiement_agent_id !== user?.id) return { allowed: false, message: REFUND_OTHER_AGENT_DENIED };
    if (object.paiement_du_jour !== true) return { allowed: false, message: REFUND_PAST_DAY_DENIED };
  }
  if (OWN_COMPANY_CAPABILITIES.includes(capability) && object.entreprise_id != null && !actsForCompany(user, object.entreprise_id)) {
    return { allowed: false, message: oauthOtherCompanyDenied(user?.entreprise?.nom) };
  }
  return ALLOWED;
}

/* ---------- Named rules of the specs, kept for the screens that read them ---------- */

export const canAccessConfiguration = (user: PermissionSubject | null | undefined) => can(user, 'configuration.view');
export const canManageUsers = (user: PermissionSubject | null | undefined) => can(user, 'users.manage');
export const canManageMultipleCurrencies = (user: PermissionSubject | null | undefined) => can(user, 'currencies.manage');
/** The provider-connection cleanup shows only for type_role admin (not for plain superusers). */
export const canCleanupOAuthSessions = (user: PermissionSubject | null | undefined) => can(user, 'oauth.cleanup');

export const RECEIVING_AGENT_ROLES: readonly RoleType[] = ['admin', 'manager', 'agent_logistique'];

/** Eligible receiving agents (spec 000 and 002 section 6) are chosen by role type, not by capability. */
export function isEligibleReceivingAgent(agent: PermissionSubject | null | undefined): boolean {
  return (RECEIVING_AGENT_ROLES as readonly string[]).includes(roleTypeOf(agent));
}

export function canEditCategory(category: { can_edit?: boolean | null } | null | undefined): boolean {
  return category?.can_edit === true;
}

/* ---------- Resources and routes (react-admin's canAccess, the sidebar, the routes) ---------- */

/** The capability that opens each resource or page, and the ones behind react-admin's actions. */
export const RESOURCE_CAPABILITIES: Record<string, { view: Capability; create?: Capability; edit?: Capability; delete?: Capability; export?: Capability }> = {
  dashboard: { view: 'dashboard.view' },
  colis: { view: 'colis.view', create: 'colis.create', edit: 'colis.edit_personal', delete: 'colis.delete' },
  bordereaux: { view: 'bordereaux.view', create: 'bordereaux.create', edit: 'bordereaux.edit', delete: 'bordereaux.delete' },
  factures: { view: 'factures.view', create: 'factures.create', delete: 'factures.delete' },
  paiements: { view: 'paiements.list', create: 'paiements.manual', export: 'paiements.export' },
  caisse: { view: 'caisse.view', export: 'caisse.export' },
  // The list resources behind /caisse (accounting statistics) and /paiements (fees query).
  comptabilite: { view: 'caisse.view', export: 'caisse.export' },
  // Issue #32: every agent's cash closes, listed on /caisse.
  clotures: { view: 'caisse.view' },
  frais: { view: 'paiements.list', export: 'paiements.export' },
  oauth: { view: 'oauth.view' },
  configuration: { view: 'configuration.view' },
  routes: { view: 'rates.edit' },
  categories: { view: 'categories.manage' },
  employes: { view: 'users.manage' },
  journal: { view: 'journal.view', export: 'journal.view' },
  profil: { view: 'profile.view' },
  notifications: { view: 'notifications.view' },
};

function isCapability(name: string): name is Capability {
  return Object.hasOwn(CAPABILITIES, name);
}

/**
 * react-admin's canAccess: a resource (with an action: list, show, create, edit, delete, export)
 * or a capability name. Anything the table does not know is refused.
 */
export function canAccessResource(user: PermissionSubject | null | undefined, resource: string, action?: string): boolean {
  if (isCapability(resource)) return can(user, resource);
  const entry = RESOURCE_CAPABILITIES[resource];
  if (!entry) return false;
  const named = action === 'create' || action === 'edit' || action === 'delete' || action === 'export' ? entry[action] : undefined;
  return can(user, named ?? entry.view);
}

/** Who may void or refund a payment beyond their own (issue #32): an accountant or an administrator. */
export function voidsAnyPayment(user: PermissionSubject | null | undefined): boolean {
  return Boolean(user?.is_superuser) || ['admin', 'accountant'].includes(roleTypeOf(user));
}
