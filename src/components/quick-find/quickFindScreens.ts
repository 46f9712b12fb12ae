import type { User } from '../../dataProvider/contract/accounts';
import { can, type Capability } from '../../domain/permissions';
import type { QuickFindItem } from '../../domain/quickFind';

/** The back-office screens quick find can open, each with the capability that opens it (none: public). */
const SCREENS: readonly { label: string; path: string; access: Capability | null; keywords?: string }[] = [
  { label: 'Dashboard', path: '/', access: 'dashboard.view', keywords: 'accueil tableau de bord' },
  { label: 'Colis', path: '/colis', access: 'colis.view', keywords: 'liste des colis' },
  { label: 'Nouveau colis', path: '/colis/nouveau', access: 'colis.create', keywords: 'créer enregistrer' },
  { label: 'Bordereaux', path: '/bordereaux', access: 'bordereaux.view', keywords: 'manifestes' },
  { label: 'Nouveau bordereau', path: '/bordereaux/nouveau', access: 'bordereaux.create', keywords: 'créer manifeste' },
  { label: 'Factures Commerciales', path: '/factures-commerciales', access: 'factures.view', keywords: 'douane' },
  { label: 'Comptabilité Simplifiée', path: '/caisse', access: 'caisse.view', keywords: 'caisse' },
  { label: 'Paiements', path: '/paiements', access: 'paiements.list' },
  { label: 'Configuration', path: '/configuration', access: 'configuration.view', keywords: 'paramètres' },
  { label: 'Taux de change', path: '/configuration/taux-de-change', access: 'rates.edit', keywords: 'configuration' },
  { label: 'Catégories', path: '/configuration/categories', access: 'categories.manage', keywords: 'configuration tarifs' },
  { label: 'Employés', path: '/configuration/employes', access: 'users.manage', keywords: 'configuration utilisateurs' },
  { label: 'Connexion Square', path: '/oauth', access: 'oauth.view', keywords: 'paiement en ligne' },
  { label: 'Mon Profil', path: '/profil', access: 'profile.view', keywords: 'compte mot de passe' },
  { label: 'Suivi public', path: '/suivi', access: null, keywords: 'tracking' },
];

/** The screens this user may open, as quick-find items (the role rules of `permissions.ts`). */
export function screensFor(user: User | null): QuickFindItem[] {
  return SCREENS.filter((screen) => screen.access === null || can(user, screen.access)).map((screen) => ({
    kind: 'ecran',
    key: screen.path,
    label: screen.label,
    keywords: screen.keywords,
    path: screen.path,
  }));
}

/** What quick find searches on the server for this user: what their role may read. */
export function searchScope(user: User | null): { colis: boolean; bordereaux: boolean; factures: boolean } {
  return {
    colis: can(user, 'colis.view'),
    bordereaux: can(user, 'bordereaux.view'),
    factures: can(user, 'factures.view'),
  };
}
