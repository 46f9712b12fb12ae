import { endpoints } from '../../dataProvider/endpoints';
import { advanceTokenClock } from '../tokens';
import { getDb, resetDb } from '../db/store';
import { forgetRateLimits } from '../rateLimit';

/**
 * What the tests may ask of the server, and only when it was started for them.
 *
 * `--test-hooks`: `POST /__demo/reset?seed=standard|large` rebuilds the store (the bench, the
 * journeys) and forgets the sign-in and public-page limits; `POST /__demo/clock?advance=SECONDS` moves the tokens' clock forward, so every access
 * token issued so far expires at once (a token refresh tested without waiting for a real expiry);
 * `GET /__demo/store` answers the whole store as it is in memory, so a test can see that a refused
 * write changed nothing (not even a row it did not save).
 *
 * `--break-contract`: one field of one answer leaves the contract (the parcel statistics'
 * `prets_expedition` sent as text), so `npm run contract` can be seen naming it.
 */
export const BROKEN_CONTRACT = { method: 'GET', path: endpoints.colis.statistics, field: 'prets_expedition' } as const;

export async function breakContract(request: Request, answer: Response): Promise<Response> {
  if (request.method !== BROKEN_CONTRACT.method || new URL(request.url).pathname !== BROKEN_CONTRACT.path || answer.status !== 200) return answer;
  const body = (await answer.json()) as Record<string, unknown>;
  body[BROKEN_CONTRACT.field] = String(body[BROKEN_CONTRACT.field]);
  return Response.json(body, { status: answer.status });
}

/** A test control, or null when the path is not one. */
export function testHook(method: string, url: URL): Response | null {
  if (method === 'GET' && url.pathname === '/__demo/store') return Response.json(getDb());
  if (method !== 'POST' || !url.pathname.startsWith('/__demo/')) return null;
  if (url.pathname === '/__demo/reset') {
    resetDb(url.searchParams.get('seed') === 'large' ? 'large' : 'standard');
    forgetRateLimits();
    return new Response(null, { status: 204 });
  }
  if (url.pathname === '/__demo/clock') {
    const seconds = Number(url.searchParams.get('advance'));
    if (!Number.isFinite(seconds) || seconds <= 0) return Response.json({ advance: ['Un nombre de secondes positif est attendu.'] }, { status: 400 });
    advanceTokenClock(seconds);
    return new Response(null, { status: 204 });
  }
  return null;
}
