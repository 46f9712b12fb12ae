/**
 * Receiving a manifest by scanning: each scanned label ticks one of the manifest's parcels; a code
 * that is not in the manifest and a code scanned a second time are reported, never ticked.
 */
import { codeFromScan, matchesParcelCode, type ParcelCodes } from './scanner';

export interface ExpectedParcel extends ParcelCodes {
  id: number;
}

export interface ReceptionState {
  /** Ids of the ticked parcels, in scan order. */
  received: number[];
  /** Codes read that belong to no parcel of the manifest, in scan order, without repeats. */
  outsiders: string[];
}

export const EMPTY_RECEPTION: ReceptionState = { received: [], outsiders: [] };

export type ScanOutcome =
  | { kind: 'received'; parcelId: number; code: string }
  | { kind: 'duplicate'; parcelId: number; code: string }
  | { kind: 'outside'; code: string }
  | { kind: 'empty' };

export const OUTSIDE_MANIFEST = 'Colis hors bordereau';
export const ALREADY_SCANNED = 'Colis déjà scanné';

/** The French line shown (and announced) for a scan's outcome. */
export function outcomeMessage(outcome: ScanOutcome, label?: string): string {
  switch (outcome.kind) {
    case 'received':
      return `${label ?? outcome.code} : reçu`;
    case 'duplicate':
      return `${ALREADY_SCANNED} : ${label ?? outcome.code}`;
    case 'outside':
      return `${OUTSIDE_MANIFEST} : ${outcome.code}`;
    default:
      return 'Code vide';
  }
}

/** Applies one scan to the reception. */
export function applyScan(state: ReceptionState, parcels: readonly ExpectedParcel[], raw: string): { state: ReceptionState; outcome: ScanOutcome } {
  const code = codeFromScan(raw);
  if (!code) return { state, outcome: { kind: 'empty' } };
  const parcel = parcels.find((candidate) => matchesParcelCode(candidate, code));
  if (!parcel) {
    const outsiders = state.outsiders.includes(code) ? state.outsiders : [...state.outsiders, code];
    return { state: { ...state, outsiders }, outcome: { kind: 'outside', code } };
  }
  if (state.received.includes(parcel.id)) return { state, outcome: { kind: 'duplicate', parcelId: parcel.id, code } };
  return { state: { ...state, received: [...state.received, parcel.id] }, outcome: { kind: 'received', parcelId: parcel.id, code } };
}

/** The manifest's parcels not scanned yet, in the manifest's order. */
export function missingParcels<T extends ExpectedParcel>(state: ReceptionState, parcels: readonly T[]): T[] {
  return parcels.filter((parcel) => !state.received.includes(parcel.id));
}

/** Keeps only the ticks that still match a parcel of the manifest (after a reload of the manifest). */
export function restoreReception(saved: unknown, parcels: readonly ExpectedParcel[]): ReceptionState {
  if (!saved || typeof saved !== 'object') return EMPTY_RECEPTION;
  const { received, outsiders } = saved as Partial<ReceptionState>;
  const ids = new Set(parcels.map((parcel) => parcel.id));
  return {
    received: Array.isArray(received) ? received.filter((id): id is number => typeof id === 'number' && ids.has(id)) : [],
    outsiders: Array.isArray(outsiders) ? outsiders.filter((code): code is string => typeof code === 'string') : [],
  };
}

export const receptionProgress = (state: ReceptionState, total: number) => `${state.received.length} / ${total} colis scanné(s)`;

export const missingConfirmation = (count: number) =>
  count === 1 ? '1 colis du bordereau n\'a pas été scanné :' : `${count} colis du bordereau n'ont pas été scannés :`;
