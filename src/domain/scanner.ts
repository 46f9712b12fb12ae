/**
 * Barcode scanners at the counter. USB and Bluetooth handheld scanners "type" the code they read
 * as very fast keystrokes followed by Enter; a person types far slower. These pure rules tell the
 * two apart from the keys' timestamps alone, and say how a scanned text becomes a parcel code.
 */

/** The thresholds of a scan, in one place. */
export const SCANNER_BURST = {
  /** Longest pause between two keys of a scan (scanners send a key every 5 to 30 ms). */
  maxKeyIntervalMs: 50,
  /** Shortest code accepted as a scan: tracking codes and parcel numbers are longer. */
  minLength: 6,
  /** The key that ends a scan. */
  terminator: 'Enter',
} as const;

/** A camera keeps seeing the same label: the same code is taken again only after this pause. */
export const CAMERA_REPEAT_COOLDOWN_MS = 2500;

export interface KeyStroke {
  key: string;
  /** Milliseconds, from the event's own clock (`event.timeStamp`). */
  time: number;
}

export interface BurstState {
  buffer: string;
  /** Time of the last key of the buffer, or null when empty. */
  last: number | null;
}

export const EMPTY_BURST: BurstState = { buffer: '', last: null };

export interface BurstStep {
  state: BurstState;
  /** The scanned text when this key ended a scan. */
  scan: string | null;
}

/** Keys a scanner sends along with the characters, which neither add to nor break a burst. */
const NEUTRAL_KEYS = new Set(['Shift', 'CapsLock', 'Unidentified']);

/**
 * Feeds one key to the burst detector. A printable key joins the buffer when it comes fast enough
 * after the previous one, otherwise it starts a new buffer; the terminator, fast enough after a
 * buffer of at least `minLength` characters, yields the scan. Anything else clears the buffer.
 */
export function feedKey(state: BurstState, stroke: KeyStroke, rules: typeof SCANNER_BURST = SCANNER_BURST): BurstStep {
  if (NEUTRAL_KEYS.has(stroke.key)) return { state, scan: null };
  const fast = state.last !== null && stroke.time - state.last <= rules.maxKeyIntervalMs && stroke.time >= state.last;
  if (stroke.key === rules.terminator) {
    const scan = fast && state.buffer.length >= rules.minLength ? state.buffer : null;
    return { state: EMPTY_BURST, scan };
  }
  if (stroke.key.length !== 1) return { state: EMPTY_BURST, scan: null };
  return { state: { buffer: fast ? state.buffer + stroke.key : stroke.key, last: stroke.time }, scan: null };
}

/** Runs a whole sequence of keys; returns every scan it contains (for tests and replay). */
export function scansIn(strokes: readonly KeyStroke[], rules: typeof SCANNER_BURST = SCANNER_BURST): string[] {
  const scans: string[] = [];
  let state = EMPTY_BURST;
  for (const stroke of strokes) {
    const step = feedKey(state, stroke, rules);
    state = step.state;
    if (step.scan !== null) scans.push(step.scan);
  }
  return scans;
}

/**
 * The parcel code in what a scanner or a camera read: trimmed and upper-cased; a tracking link
 * (`…/suivi?tracking=CODE`) gives its code. Empty when nothing usable was read.
 */
export function codeFromScan(raw: string): string {
  const text = raw.trim();
  const link = /[?&]tracking(?:_number)?=([^&#\s]+)/i.exec(text);
  const code = link ? decodeURIComponent(link[1]) : text;
  return code.trim().toUpperCase();
}

export interface ParcelCodes {
  code_suivi?: string | null;
  tracking_number?: string | null;
  numero_colis?: string | null;
}

/** Whether a parcel carries this code as its tracking code or its parcel number (case-insensitive). */
export function matchesParcelCode(parcel: ParcelCodes, code: string): boolean {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return false;
  return [parcel.code_suivi, parcel.tracking_number, parcel.numero_colis].some((value) => (value ?? '').trim().toUpperCase() === wanted);
}

export const noParcelForCode = (code: string) => `Aucun colis pour le code ${code}`;

export interface CameraRepeat {
  code: string;
  time: number;
}

/** Whether a camera read is new: not the same code as the last one within the cooldown. */
export function isFreshCameraRead(last: CameraRepeat | null, code: string, time: number, cooldownMs = CAMERA_REPEAT_COOLDOWN_MS): boolean {
  return !last || last.code !== code || time - last.time >= cooldownMs;
}
