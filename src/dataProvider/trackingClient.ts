import { apiUrl } from '../config/env';
import { endpoints } from './endpoints';
import { trackingResultSchema, type TrackingResult } from './contract/tracking';
import { ContractError, parsePayload } from './contract/parse';
import { send } from './transport';

/**
 * The public tracking call without the back-office's HTTP client: no token, no refresh, no retry
 * (spec 001 section 7), and a 5-minute cache per number.
 */
export const TRACKING_CACHE_MS = 5 * 60_000;

export type TrackingOutcome = { kind: 'found'; result: TrackingResult } | { kind: 'not-found' } | { kind: 'error'; message: string };

const cache = new Map<string, { at: number; outcome: TrackingOutcome }>();

export function normaliseTrackingNumber(value: string): string {
  return value.trim().toUpperCase();
}

export function clearTrackingCache(): void {
  cache.clear();
}

export async function fetchTracking(trackingNumber: string, now: () => number = Date.now): Promise<TrackingOutcome> {
  const key = normaliseTrackingNumber(trackingNumber);
  const cached = cache.get(key);
  if (cached && now() - cached.at < TRACKING_CACHE_MS) return cached.outcome;
  let outcome: TrackingOutcome;
  try {
    const base = apiUrl() || window.location.origin;
    const response = await send(
      new Request(`${base}${endpoints.colis.publicTracking}?tracking_number=${encodeURIComponent(key)}`, { headers: { Accept: 'application/json' } }),
    );
    if (response.status === 404) {
      outcome = { kind: 'not-found' };
    } else if (!response.ok) {
      return { kind: 'error', message: 'Le service de suivi est momentanément indisponible. Réessayez dans un instant.' };
    } else {
      const payload: unknown = await response.json();
      try {
        outcome = { kind: 'found', result: parsePayload(trackingResultSchema, payload, `GET ${endpoints.colis.publicTracking}`) };
      } catch (error) {
        return { kind: 'error', message: error instanceof ContractError ? error.message : String(error) };
      }
    }
  } catch {
    return { kind: 'error', message: 'Problème de réseau : le serveur ne répond pas. Vérifiez votre connexion et réessayez.' };
  }
  cache.set(key, { at: now(), outcome });
  return outcome;
}

/** `tracking` from `#/suivi?tracking=…` (hash router) or from the page's own query string. */
export function trackingFromLocation(location: Pick<Location, 'hash' | 'search'>): string {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  const value = new URLSearchParams(hashQuery).get('tracking') ?? new URLSearchParams(location.search).get('tracking') ?? '';
  return normaliseTrackingNumber(value);
}
