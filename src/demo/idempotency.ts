import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER } from '../dataProvider/idempotency';
import { getDb, persist } from './db/store';
import type { DemoIdempotentAnswer } from './db/types';
import { verifyToken } from './tokens';

/**
 * `Idempotency-Key` on the demo backend, one implementation for every way in (the page, the Node
 * server, the component tests): a POST that carries the header is answered once per user and key.
 * The first 2xx answer is kept 24 hours in the store (so `npm run server` keeps it across a
 * restart); the same key with the same request gets that answer again, marked
 * `Idempotent-Replayed: true`, and writes nothing; the same key with another request is refused
 * with 422. A refusal (4xx, 5xx) wrote nothing and is not kept: the key may be sent again.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const IDEMPOTENCY_MESSAGES = {
  reused:
    "Cette clé d'idempotence a déjà servi pour une autre demande, qui a été enregistrée : celle-ci n'a pas été traitée. Vérifiez ce qui a été enregistré avant de recommencer.",
  inProgress: "Une demande avec la même clé d'idempotence est en cours de traitement. Réessayez dans un instant.",
  invalidKey: `L'en-tête Idempotency-Key doit compter de 1 à ${IDEMPOTENCY_KEY_MAX_LENGTH} caractères.`,
} as const;

/** Requests of this process being answered, by owner and key: a second one waits for nothing, it is refused (409). */
const inFlight = new Set<string>();

/** Whose key it is: the signed-in user, or the anonymous caller (the access request). An invalid token is the handler's 401. */
async function ownerOf(request: Request): Promise<string | null> {
  const header = request.headers.get('Authorization');
  if (!header) return 'anonyme';
  const payload = await verifyToken(header.replace(/^Bearer\s+/i, ''), 'access');
  return payload ? `utilisateur-${payload.user_id}` : null;
}

/** Two 32-bit FNV-1a hashes of the request's method, path and body: the same request gives the same print. */
function fingerprintOf(method: string, url: URL, body: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  const text = `${method} ${url.pathname}${url.search}\n${body}`;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 0x01000193);
    h2 = Math.imul(h2 ^ code, 0x5bd1e995);
  }
  return `${(h1 >>> 0).toString(36)}-${(h2 >>> 0).toString(36)}-${text.length}`;
}

/** The kept answers, without those older than 24 hours. */
function keptAnswers(now: number): Record<string, DemoIdempotentAnswer> {
  const db = getDb();
  const kept = db.idempotentAnswers ?? {};
  for (const [id, answer] of Object.entries(kept)) if (now - answer.at > IDEMPOTENCY_TTL_MS) delete kept[id];
  db.idempotentAnswers = kept;
  return kept;
}

const refusal = (status: number, detail: string, code: string) => Response.json({ detail, code }, { status });

function replay(answer: DemoIdempotentAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': answer.contentType, [IDEMPOTENCY_REPLAYED_HEADER]: 'true' } });
}

/** Answers `request` through `answer` once per user and `Idempotency-Key` (a request without the header is answered as it is). */
export async function withIdempotency(request: Request, answer: (request: Request) => Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null || request.method.toUpperCase() !== 'POST') return answer(request);
  if (key.trim() === '' || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return refusal(400, IDEMPOTENCY_MESSAGES.invalidKey, 'IDEMPOTENCY_KEY_INVALID');
  const owner = await ownerOf(request);
  if (owner === null) return answer(request);
  const id = `${owner} ${key}`;
  const fingerprint = fingerprintOf(request.method.toUpperCase(), new URL(request.url), await request.clone().text());
  const kept = keptAnswers(Date.now())[id];
  if (kept) return kept.fingerprint === fingerprint ? replay(kept) : refusal(422, IDEMPOTENCY_MESSAGES.reused, 'IDEMPOTENCY_KEY_REUSED');
  if (inFlight.has(id)) return refusal(409, IDEMPOTENCY_MESSAGES.inProgress, 'IDEMPOTENCY_KEY_IN_PROGRESS');
  inFlight.add(id);
  try {
    const response = await answer(request);
    if (response.status < 200 || response.status >= 300) return response;
    const body = await response.clone().text();
    keptAnswers(Date.now())[id] = { fingerprint, status: response.status, contentType: response.headers.get('Content-Type') ?? 'application/json', body, at: Date.now() };
    persist();
    return response;
  } finally {
    inFlight.delete(id);
  }
}
