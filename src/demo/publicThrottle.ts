import { HttpResponse } from 'msw';
import { clientAddressOf } from './clientAddress';
import { rateLimit } from './rateLimit';

/**
 * The public endpoints (tracking, payment confirmation, access request, password reset) answer at
 * most 60 requests a minute to one client address, as DRF's AnonRateThrottle would: the next
 * gets 429 with the wait in `Retry-After` and in French, for a minute. A visitor tracking their
 * parcels never meets it; a script stepping through codes does.
 */
export const PUBLIC_REQUESTS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

const publicRequests = rateLimit({ limit: PUBLIC_REQUESTS_PER_MINUTE + 1, windowMs: MINUTE_MS, blockMs: MINUTE_MS });

export function throttlePublic(request: Request): void {
  const address = clientAddressOf(request);
  const until = publicRequests.blockedUntil(address) ?? publicRequests.hit(address).blockedUntil;
  if (until === null) return;
  const seconds = Math.max(Math.ceil((until - Date.now()) / 1000), 1);
  throw HttpResponse.json({ detail: `Requête ralentie. Réessayez dans ${seconds} secondes.` }, { status: 429, headers: { 'Retry-After': String(seconds) } });
}
