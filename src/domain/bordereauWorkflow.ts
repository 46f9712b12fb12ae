/**
 * Manifest (bordereau) workflow of spec 002 sections 4, 5 and 6: statuses and their labels, the one
 * action each status allows, who may edit what in which status, and which items a bulk action counts.
 */
import { can, canOnObject, editableManifestStatuses, refusalMessage, type Capability, type Decision, type PermissionSubject } from './permissions';
import { formatMoney } from './currency';
import { formatDate, formatDateTime, formatWeight } from './format';

export {
  BORDEREAU_FILTER_OPTIONS,
  BORDEREAU_STATUS_LABELS,
  BORDEREAU_STATUS_TONES,
  BORDEREAU_STATUSES,
  bordereauStatusLabel,
  bordereauStatusTone,
  bordereauWithStatus,
  isBordereauStatus,
  type BordereauStatus,
  type BordereauTone,
} from './manifestStatus';
import type { BordereauStatus } from './manifestStatus';

/** The server action names of section 7 and the status each one leads to. */
export type BordereauAction = 'valider' | 'marquer_arrive' | 'marquer_recu';

export interface BordereauStep {
  action: BordereauAction;
  label: string;
  from: BordereauStatus;
  to: BordereauStatus;
}

export const BORDEREAU_STEPS: readonly BordereauStep[] = [
  { action: 'valider', label: 'Valider et expédier', from: 'brouillon', to: 'valide' },
  { action: 'marquer_arrive', label: 'Marquer comme arrivé', from: 'valide', to: 'arrive' },
  { action: 'marquer_recu', label: 'Marquer comme reçu', from: 'arrive', to: 'recu' },
];

/** The capability of the matrix each forward action needs. */
export const STEP_CAPABILITIES: Record<BordereauAction, Capability> = {
  valider: 'bordereaux.validate',
  marquer_arrive: 'bordereaux.arrive',
  marquer_recu: 'bordereaux.receive',
};

/** The single forward action a status allows (none for recu); whether the role may take it is the matrix's call. */
export function nextStep(status: string | null | undefined): BordereauStep | null {
  return BORDEREAU_STEPS.find((step) => step.from === status) ?? null;
}

export const TRANSITION_REFUSED: Record<BordereauAction, string> = {
  valider: 'Seuls les bordereaux en brouillon peuvent être validés.',
  marquer_arrive: 'Seuls les bordereaux validés peuvent être marqués comme arrivés.',
  marquer_recu: 'Seuls les bordereaux arrivés peuvent être marqués comme reçus.',
};

/** The status an action leads to from `status`, or the French reason it is refused. */
export function transition(status: string, action: BordereauAction): { ok: true; to: BordereauStatus } | { ok: false; error: string } {
  const step = BORDEREAU_STEPS.find((s) => s.action === action);
  if (!step || step.from !== status) return { ok: false, error: TRANSITION_REFUSED[action] };
  return { ok: true, to: step.to };
}

/** Parcel status that follows each manifest status (validated manifests are in transit). */
export const PARCEL_STATUS_FOR_MANIFEST: Partial<Record<BordereauStatus, string>> = {
  valide: 'expedie',
  arrive: 'arrive',
};

export const canValidate = (status: string | null | undefined) => status === 'brouillon';
export const canDelete = (status: string | null | undefined) => status === 'brouillon';

/* ---------- Editing (section 6): the rule lives with the capability matrix ---------- */

export const EDIT_DENIED = refusalMessage('bordereaux.edit');
export { MANIFEST_EDIT_DENIED_ADMIN as EDIT_DENIED_ADMIN, manifestEditDeniedAgent as editDeniedAgent } from './permissions';

export type EditDecision = Decision;

export function editableStatuses(user: PermissionSubject | null | undefined): readonly string[] {
  return editableManifestStatuses(user);
}

/** The sentence of the edit screen: what this user may edit. */
export function editScopeLabel(user: PermissionSubject | null | undefined): string {
  const statuses = editableStatuses(user);
  if (statuses.length === 0) return 'Peut modifier : aucun bordereau';
  return statuses.length > 1 ? 'Peut modifier : brouillon, validé, en transit' : 'Peut modifier : brouillon uniquement';
}

/** Whether `user` may edit a manifest in `status`, with the exact message of section 6 when not. */
export function editPermission(user: PermissionSubject | null | undefined, status: string): EditDecision {
  return canOnObject(user, 'bordereaux.edit', { statut: status });
}

/** Parcels may be added or removed only while the manifest is a draft. */
export const canChangeParcels = (status: string | null | undefined) => status === 'brouillon';
/** The receiving agent may change only while the manifest is brouillon or valide. */
export const canChangeReceivingAgent = (status: string | null | undefined) => status === 'brouillon' || status === 'valide';

export const RECEIVING_AGENT_UNASSIGNED = 'Non assigné (sera assigné automatiquement)';
export const PARCELS_LOCKED = 'La sélection des colis ne peut être modifiée que pour un bordereau en brouillon.';
export const AGENT_LOCKED = "L'agent récepteur ne peut être modifié que pour un bordereau en brouillon ou validé.";

/* ---------- Creation and bulk actions (section 5) ---------- */

export const SELECT_PARCEL_REQUIRED = 'Veuillez sélectionner au moins un colis';
export const SELECT_BORDEREAU_REQUIRED = 'Veuillez sélectionner au moins un bordereau';
export const NO_DRAFT_SELECTED = 'Aucun bordereau en statut "brouillon" sélectionné';
export const ONLY_DRAFTS_DELETABLE = 'Seuls les bordereaux en statut "brouillon" peuvent être supprimés';

export interface BulkItem {
  id: number;
  statut: string;
}

export type BulkPlan = { ok: true; ids: number[]; ignored: number; warning: string | null } | { ok: false; error: string };

function ignoredWarning(ignored: number): string | null {
  return ignored > 0 ? `${ignored} bordereau(x) ignoré(s) : seuls les bordereaux en brouillon sont pris en compte.` : null;
}

/** Bulk validate counts only brouillon items; the others are ignored with a warning. */
export function planBulkValidation(selected: readonly BulkItem[]): BulkPlan {
  if (selected.length === 0) return { ok: false, error: SELECT_BORDEREAU_REQUIRED };
  const ids = selected.filter((item) => canValidate(item.statut)).map((item) => item.id);
  if (ids.length === 0) return { ok: false, error: NO_DRAFT_SELECTED };
  return { ok: true, ids, ignored: selected.length - ids.length, warning: ignoredWarning(selected.length - ids.length) };
}

/** Bulk delete counts only brouillon items (deletion is irreversible). */
export function planBulkDeletion(selected: readonly BulkItem[]): BulkPlan {
  if (selected.length === 0) return { ok: false, error: SELECT_BORDEREAU_REQUIRED };
  const ids = selected.filter((item) => canDelete(item.statut)).map((item) => item.id);
  if (ids.length === 0) return { ok: false, error: ONLY_DRAFTS_DELETABLE };
  return { ok: true, ids, ignored: selected.length - ids.length, warning: ignoredWarning(selected.length - ids.length) };
}

export const deletionFailures = (count: number) => `${count} bordereau(x) n'ont pas pu être supprimés`;

/* ---------- Totals and pagination ---------- */

export interface ParcelMeasure {
  poids?: number | null;
  valeur?: number | null;
}

const round = (value: number, decimals: number) => Math.round((value + Number.EPSILON) * 10 ** decimals) / 10 ** decimals;

/** Count, weight and value (2 decimals each) of the selected parcels. */
export function selectionTotals(parcels: readonly ParcelMeasure[]): { count: number; poids: number; valeur: number } {
  return {
    count: parcels.length,
    poids: round(parcels.reduce((sum, p) => sum + (p.poids ?? 0), 0), 2),
    valeur: round(parcels.reduce((sum, p) => sum + (p.valeur ?? 0), 0), 2),
  };
}

export const BORDEREAU_PAGE_SIZE = 10;

/* ---------- Correction of parcels left enregistre ---------- */

/** The correction of inconsistent statuses is an administrative action (admin or manager). */
export function canCorrectStatuses(user: PermissionSubject | null | undefined): boolean {
  return can(user, 'bordereaux.correct_statuses');
}

/** Parcels still enregistre inside a manifest that has left the draft stage. */
export function parcelsToCorrect<T extends { statut: string }>(manifestStatus: string, parcels: readonly T[]): T[] {
  if (manifestStatus !== 'valide' && manifestStatus !== 'arrive') return [];
  return parcels.filter((parcel) => parcel.statut === 'enregistre');
}

/* ---------- Display (section 8: dates and converted values) ---------- */

export const DATE_UNKNOWN = 'Date inconnue';
export const DATE_INVALID = 'Date invalide';
export const CONVERSION_UNAVAILABLE = 'Erreur: Conversion non disponible';
export const CURRENCY_UNDEFINED = 'Devise non définie';

/** The app's date (or date and time), or the spec's words for a missing or broken one. */
export function formatManifestDate(value: string | null | undefined, withTime = false): string {
  const options = { empty: DATE_UNKNOWN, invalid: DATE_INVALID };
  return withTime ? formatDateTime(value, options) : formatDate(value, options);
}

/**
 * What a manifest's money figure is (valeur_totale_convertie, and each parcel's valeur_totale_calculee):
 * the parcels' shipping fees less their discounts (a parcel's prix_total), never the goods' declared
 * value (the commercial invoice's 'Valeur déclarée'). 'nets': a parcel's detail and the parcel list
 * call its fee before the discount 'Frais d'expédition', and one parcel showed two different
 * amounts under that one name.
 */
export const MANIFEST_FEES_LABEL = "Frais d'expédition nets";

/** A converted value in the operation currency, or why it cannot be shown. */
export function manifestValueText(value: number | null | undefined, currency: string | null | undefined): string {
  if (!currency) return CURRENCY_UNDEFINED;
  if (typeof value !== 'number' || !Number.isFinite(value)) return CONVERSION_UNAVAILABLE;
  return formatMoney(value, currency);
}

export const weightText = formatWeight;
