/**
 * Manifest (bordereau) statuses of spec 002 section 4 and their one label each, used by the badges,
 * the list filter, the detail and edit screens, the parcel edit's side card, the public tracking
 * page, the quick find and the PDFs. Small on purpose: the public tracking path imports it.
 */

export const BORDEREAU_STATUSES = ['brouillon', 'valide', 'arrive', 'recu'] as const;
export type BordereauStatus = (typeof BORDEREAU_STATUSES)[number];

export function isBordereauStatus(value: string | null | undefined): value is BordereauStatus {
  return (BORDEREAU_STATUSES as readonly string[]).includes(value ?? '');
}

/** The spec's labels of the statuses a manifest reaches ('Validé et expédié'...). */
export const BORDEREAU_STATUS_LABELS: Record<BordereauStatus, string> = {
  brouillon: 'Brouillon',
  valide: 'Validé et expédié',
  arrive: 'Arrivé à destination',
  recu: 'Reçu et traité',
};

export type BordereauTone = 'default' | 'info' | 'warning' | 'success';

export const BORDEREAU_STATUS_TONES: Record<BordereauStatus, BordereauTone> = {
  brouillon: 'warning',
  valide: 'info',
  arrive: 'default',
  recu: 'success',
};

export const UNKNOWN_BORDEREAU_STATUS = 'Inconnu';

export function bordereauStatusLabel(status: string | null | undefined): string {
  return isBordereauStatus(status) ? BORDEREAU_STATUS_LABELS[status] : UNKNOWN_BORDEREAU_STATUS;
}

export function bordereauStatusTone(status: string | null | undefined): BordereauTone {
  return isBordereauStatus(status) ? BORDEREAU_STATUS_TONES[status] : 'default';
}

/** The list's status filter: every status with its one label. */
export const BORDEREAU_FILTER_OPTIONS: readonly { value: BordereauStatus | ''; label: string }[] = [
  { value: '', label: 'Tous' },
  ...BORDEREAU_STATUSES.map((value) => ({ value, label: BORDEREAU_STATUS_LABELS[value] })),
];

/** 'BRD-2026-0012 · Validé et expédié': a manifest named with its status, never its code. */
export function bordereauWithStatus(numero: string | null | undefined, status: string | null | undefined): string {
  return [numero, status ? bordereauStatusLabel(status) : null].filter(Boolean).join(' · ');
}
