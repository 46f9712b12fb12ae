/** Parcel statuses of spec 001 section 4: labels, timeline order and the detail page's actions. */

export const PARCEL_STATUSES = ['enregistre', 'expedie', 'arrive', 'remis', 'probleme'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** The list and badges: enregistre reads 'En attente'. */
export const PARCEL_STATUS_LABELS: Record<ParcelStatus, string> = {
  enregistre: 'En attente',
  expedie: 'En transit',
  arrive: 'Arrivé',
  remis: 'Livré',
  probleme: 'Problème',
};

export const UNKNOWN_STATUS_LABEL = 'Inconnu';

export function parcelStatusLabel(status: string | null | undefined): string {
  return (PARCEL_STATUSES as readonly string[]).includes(status ?? '') ? PARCEL_STATUS_LABELS[status as ParcelStatus] : UNKNOWN_STATUS_LABEL;
}

export type StatusTone = 'default' | 'info' | 'warning' | 'success' | 'error';

export const PARCEL_STATUS_TONES: Record<ParcelStatus, StatusTone> = {
  enregistre: 'warning',
  expedie: 'info',
  arrive: 'default',
  remis: 'success',
  probleme: 'error',
};

export function parcelStatusTone(status: string | null | undefined): StatusTone {
  return (PARCEL_STATUSES as readonly string[]).includes(status ?? '') ? PARCEL_STATUS_TONES[status as ParcelStatus] : 'default';
}

export const TIMELINE_STEPS: readonly ParcelStatus[] = ['enregistre', 'expedie', 'arrive', 'remis'];
