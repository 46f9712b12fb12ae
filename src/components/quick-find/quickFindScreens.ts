import type { User } from '../../dataProvider/contract/accounts';
import { canAccessResource, isClient } from '../../domain/permissions';
import type { QuickFindItem } from '../../domain/quickFind';

/** The back-office screens quick find can open, each with the access rule that guards it. */
const SCREENS: readonly { label: string; path: string; access: string; keywords?: string }[] = [
  { label: 'Dashboard', path: '/', access: 'dashboard', keywords: 'accueil tableau de bord' },
  { label: 'Colis', path: '/colis', access: 'colis', keywords: 'liste des colis' },
  { label: 'Nouveau colis', path: '/colis/nouveau', access: 'colis', keywords: 'créer enregistrer' },
  { label: 'Bordereaux', path: '/bordereaux', access: 'bordereaux', keywords: 'manifestes' },
  { label: 'Nouveau bordereau', path: '/bordereaux/nouveau', access: 'bordereaux', keywords: 'créer manifeste' },
  { label: 'Factures Commerciales', path: '/factures-commerciales', access: 'factures', keywords: 'douane' },
  { label: 'Comptabilité Simplifiée', path: '/caisse', access: 'caisse', keywords: 'caisse' },
  { label: 'Paiements', path: '/paiements', access: 'paiements' },
  { label: 'Configuration', path: '/configuration', access: 'configuration', keywords: 'paramètres' },
  { label: 'Taux de change', path: '/configuration/taux-de-change', access: 'routes', keywords: 'configuration' },
  { label: 'Catégories', path: '/configuration/categories', access: 'categories', keywords: 'configuration tarifs' },
  { label: 'Employés', path: '/configuration/employes', access: 'employes', keywords: 'configuration utilisateurs' },
  { label: 'Connexion Square', path: '/oauth', access: 'oauth', keywords: 'paiement en ligne' },
  { label: 'Mon Profil', path: '/profil', access: 'profil', keywords: 'compte mot de passe' },
  { label: 'Suivi public', path: '/suivi', access: 'suivi', keywords: 'tracking' },
];

/** The screens this user may open, as quick-find items (the role rules of `permissions.ts`). */
export function screensFor(user: User | null): QuickFindItem[] {
  return SCREENS.filter((screen) => canAccessResource(user, screen.access)).map((screen) => ({
    kind: 'ecran',
    key: screen.path,
    label: screen.label,
    keywords: screen.keywords,
    path: screen.path,
  }));
}

/** What quick find searches on the server for this user: manifests and invoices are for staff. */
export function searchScope(user: User | null): { colis: boolean; bordereaux: boolean; factures: boolean } {
  const staff = Boolean(user) && !isClient(user);
  return {
    colis: canAccessResource(user, 'colis'),
    bordereaux: staff && canAccessResource(user, 'bordereaux'),
    factures: staff && canAccessResource(user, 'factures'),
  };
}
