/**
 * Parcel statuses of spec 001 section 4: labels, timeline order and the detail page's actions.
 *
 * One word per status everywhere (chips, list filter, status panel, manifest tables, ready-to-ship
 * picker, timeline, warnings, assistant, PDFs): the spec fixes 'En attente' for enregistre in the
 * list, so a registered parcel reads 'En attente' on every screen, never 'Enregistré' or 'Prêt'.
 */

export const PARCEL_STATUSES = ['enregistre', 'expedie', 'arrive', 'remis', 'probleme'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** The one label of each status. */
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

export const TIMELINE_STEPS = ['enregistre', 'expedie', 'arrive', 'remis'] as const satisfies readonly ParcelStatus[];
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** The timeline's step names: the status words themselves. */
export const TIMELINE_LABELS: Record<TimelineStep, string> = {
  enregistre: PARCEL_STATUS_LABELS.enregistre,
  expedie: PARCEL_STATUS_LABELS.expedie,
  arrive: PARCEL_STATUS_LABELS.arrive,
  remis: PARCEL_STATUS_LABELS.remis,
};

/** A timeline step's name from its code, or the server's label for a step this app does not know. */
export function timelineStepLabel(step: string, serverLabel?: string | null): string {
  return (TIMELINE_STEPS as readonly string[]).includes(step) ? TIMELINE_LABELS[step as TimelineStep] : (serverLabel ?? step);
}

export const TIMELINE_DESCRIPTIONS: Record<TimelineStep, string> = {
  enregistre: "Colis enregistré à l'agence de départ",
  expedie: 'Colis en transit vers le pays de destination',
  arrive: 'Colis arrivé au pays de destination',
  remis: 'Colis remis au destinataire',
};

/** How many timeline steps are done: a parcel with a problem stopped after it was shipped. */
export function timelineProgress(status: string | null | undefined): number {
  if (status === 'probleme') return 2;
  const index = (TIMELINE_STEPS as readonly string[]).indexOf(status ?? '');
  return index + 1;
}

/** The step the parcel is at (highlighted alone), -1 for an unknown status: a registered parcel is at its first step. */
export function timelineCurrentStep(status: string | null | undefined): number {
  return timelineProgress(status) - 1;
}

export interface StatusAction {
  target: ParcelStatus;
  label: string;
  /** The toast after the server accepted it. */
  success: string;
}

/** The detail page's status actions (spec 001 section 4): only expedie → arrive and arrive → remis. */
export const STATUS_ACTIONS: Partial<Record<ParcelStatus, StatusAction>> = {
  expedie: { target: 'arrive', label: 'Marquer comme arrivé', success: 'Colis marqué comme arrivé' },
  arrive: { target: 'remis', label: 'Marquer comme livré', success: 'Colis marqué comme remis' },
};

export const NO_STATUS_ACTION = 'Aucune action disponible pour ce statut';

export function statusAction(status: string | null | undefined): StatusAction | null {
  return (PARCEL_STATUSES as readonly string[]).includes(status ?? '') ? (STATUS_ACTIONS[status as ParcelStatus] ?? null) : null;
}

/**
 * Every move the server accepts. Shipping (enregistre → expedie) happens when a manifest is
 * validated; a problem can be raised on a parcel on its way and cleared once it moves on.
 */
export const ALLOWED_TRANSITIONS: Record<ParcelStatus, readonly ParcelStatus[]> = {
  enregistre: ['expedie', 'probleme'],
  expedie: ['arrive', 'probleme'],
  arrive: ['remis', 'probleme'],
  probleme: ['expedie', 'arrive', 'remis'],
  remis: [],
};

export function canTransition(from: string | null | undefined, to: string): boolean {
  if (!(PARCEL_STATUSES as readonly string[]).includes(from ?? '')) return false;
  return ALLOWED_TRANSITIONS[from as ParcelStatus].includes(to as ParcelStatus);
}

/** The server's 400 message when a move is refused. */
export function transitionError(from: string | null | undefined, to: string): string {
  if (from === to) return `Le colis est déjà « ${parcelStatusLabel(to)} ».`;
  if (from === 'remis') return 'Le colis a déjà été livré : son statut ne peut plus changer.';
  return `Transition impossible : un colis « ${parcelStatusLabel(from)} » ne peut pas passer à « ${parcelStatusLabel(to)} ».`;
}
