/** A company's payment-provider (Square) connection statuses (spec 000 section 3) and their French names. */
export const OAUTH_STATUSES = ['connected', 'pending', 'expired', 'disconnected', 'error'] as const;
export type OAuthStatusValue = (typeof OAUTH_STATUSES)[number];

export const OAUTH_STATUS_LABELS: Record<OAuthStatusValue, string> = {
  connected: 'Connecté',
  pending: 'En attente',
  expired: 'Expiré',
  disconnected: 'Déconnecté',
  error: 'Erreur',
};
