/**
 * Parcel statuses of spec 001 section 4: labels, timeline order and the detail page's actions.
 *
 * One word per status everywhere (chips, list filter, status panel, manifest tables, ready-to-ship
 * picker, timeline, warnings, assistant, PDFs): the spec fixes 'En attente' for enregistre in the
 * list, so a registered parcel reads 'En attente' on every screen, never 'Enregistré' or 'Prêt'.
 */

export const PARCEL_STATUSES = ['enregistre', 'expedie', 'arrive', 'remis', 'probleme'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

export type StatusTone = 'default' | 'info' | 'warning' | 'success' | 'error';

/** How a badge shows a status: its one word and its colour. */
export interface StatusLook {
  label: string;
  tone: StatusTone;
}

/** The words alone of a table of looks. */
export function labelsOf<Code extends string>(looks: Record<Code, StatusLook>): Record<Code, string> {
  return Object.fromEntries(Object.entries<StatusLook>(looks).map(([code, look]) => [code, look.label])) as Record<Code, string>;
}

/** The one label and the tone of each status, side by side. */
const PARCEL_STATUS_LOOKS: Record<ParcelStatus, StatusLook> = {
  enregistre: { label: 'En attente', tone: 'warning' },
  expedie: { label: 'En transit', tone: 'info' },
  arrive: { label: 'Arrivé', tone: 'default' },
  remis: { label: 'Livré', tone: 'success' },
  probleme: { label: 'Problème', tone: 'error' },
};

export const UNKNOWN_STATUS_LABEL = 'Inconnu';

function isParcelStatus(status: string | null | undefined): status is ParcelStatus {
  return (PARCEL_STATUSES as readonly string[]).includes(status ?? '');
}

export function parcelStatusLabel(status: string | null | undefined): string {
  return isParcelStatus(status) ? PARCEL_STATUS_LOOKS[status].label : UNKNOWN_STATUS_LABEL;
}

export function parcelStatusTone(status: string | null | undefined): StatusTone {
  return isParcelStatus(status) ? PARCEL_STATUS_LOOKS[status].tone : 'default';
}

export const TIMELINE_STEPS = ['enregistre', 'expedie', 'arrive', 'remis'] as const satisfies readonly ParcelStatus[];
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** The timeline's step names: the status words themselves. */
export const TIMELINE_LABELS: Record<TimelineStep, string> = {
  enregistre: PARCEL_STATUS_LOOKS.enregistre.label,
  expedie: PARCEL_STATUS_LOOKS.expedie.label,
  arrive: PARCEL_STATUS_LOOKS.arrive.label,
  remis: PARCEL_STATUS_LOOKS.remis.label,
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
  return isParcelStatus(status) ? (STATUS_ACTIONS[status] ?? null) : null;
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
  if (!isParcelStatus(from)) return false;
  return ALLOWED_TRANSITIONS[from].includes(to as ParcelStatus);
}

/** The server's 400 message when a move is refused. */
export function transitionError(from: string | null | undefined, to: string): string {
  if (from === to) return `Le colis est déjà « ${parcelStatusLabel(to)} ».`;
  if (from === 'remis') return 'Le colis a déjà été livré : son statut ne peut plus changer.';
  return `Transition impossible : un colis « ${parcelStatusLabel(from)} » ne peut pas passer à « ${parcelStatusLabel(to)} ».`;
}
