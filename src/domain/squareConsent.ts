/** What each permission Square's consent screen asks for means, in French (the demo's consent pages). */
export const SQUARE_SCOPE_LABELS: Readonly<Record<string, string>> = {
  MERCHANT_PROFILE_READ: 'Lire le profil du marchand',
  PAYMENTS_READ: 'Consulter les paiements',
  PAYMENTS_WRITE: 'Encaisser des paiements par carte',
  ORDERS_WRITE: 'Créer des commandes',
};
