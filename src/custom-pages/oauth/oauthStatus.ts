import type { StatusTone } from '../../domain/parcelStatus';
import { OAUTH_STATUSES, OAUTH_STATUS_LABELS, type OAuthStatusValue } from '../../domain/oauthConnection';

/** The payment-provider connection rules of spec 000 sections 2, 4, 8 and 9. */

export { OAUTH_STATUSES, OAUTH_STATUS_LABELS, type OAuthStatusValue };

const TONES: Record<OAuthStatusValue, StatusTone> = {
  connected: 'success',
  pending: 'info',
  expired: 'warning',
  disconnected: 'default',
  error: 'error',
};

function known(status: string | null | undefined): OAuthStatusValue | null {
  return (OAUTH_STATUSES as readonly string[]).includes(status ?? '') ? (status as OAuthStatusValue) : null;
}

/** Any value outside the five statuses reads 'Inconnu'. */
export function oauthStatusLabel(status: string | null | undefined): string {
  const value = known(status);
  return value ? OAUTH_STATUS_LABELS[value] : 'Inconnu';
}

export function oauthStatusTone(status: string | null | undefined): StatusTone {
  const value = known(status);
  return value ? TONES[value] : 'default';
}

export interface OAuthCounts {
  total: number;
  connected: number;
  pending: number;
  /** Everything that cannot take payments and is not waiting: disconnected, expired, error, unknown. */
  disconnected: number;
}

export function countByStatus(enterprises: readonly { oauth_status: string }[]): OAuthCounts {
  const connected = enterprises.filter((e) => e.oauth_status === 'connected').length;
  const pending = enterprises.filter((e) => e.oauth_status === 'pending').length;
  return { total: enterprises.length, connected, pending, disconnected: enterprises.length - connected - pending };
}

export interface OAuthActions {
  connect: boolean;
  disconnect: boolean;
  refresh: boolean;
}

/** Connect when not connected, disconnect when connected, refresh the token when it expired. */
export function availableActions(status: string | null | undefined): OAuthActions {
  const value = known(status);
  return {
    connect: value !== 'connected' && value !== 'expired',
    disconnect: value === 'connected' || value === 'expired',
    refresh: value === 'expired',
  };
}

export const STATUS_POLL_MS = 30_000;
export const RE_READ_DELAY_MS = 2000;
export const POPUP_CHECK_MS = 500;
export const OAUTH_POPUP = { name: 'square-oauth', width: 600, height: 800 } as const;

/** The 600×800 pop-up, centred on the opener's window when its position is known. */
export function popupFeatures(opener?: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }): string {
  const { width, height } = OAUTH_POPUP;
  const left = opener ? Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2)) : 0;
  const top = opener ? Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2)) : 0;
  return `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

export const OAUTH_MESSAGES = {
  notSignedIn: 'Vous devez être connecté pour configurer OAuth',
  popupBlocked: "Impossible d'ouvrir la fenêtre OAuth. Vérifiez les popups.",
  initiateFailed: "Erreur lors de l'initiation OAuth",
  noEnterprise: 'Aucune entreprise configurée',
  loadFailedTitle: 'Erreur de chargement',
  loadFailed: 'Impossible de charger les données OAuth',
  status: (detail: string) => `Erreur statut OAuth: ${detail}`,
  oauth: (detail: string) => `Erreur OAuth: ${detail}`,
  disconnect: (detail: string) => `Erreur déconnexion: ${detail}`,
  refresh: (detail: string) => `Erreur rafraîchissement: ${detail}`,
  cleanup: (detail: string) => `Erreur nettoyage: ${detail}`,
  callbackSuccess: 'Autorisation Square reçue : vérification de la connexion...',
} as const;
