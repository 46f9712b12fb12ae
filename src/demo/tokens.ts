/**
 * Stateless demo tokens: `demo.<payload>.<signature>`, so a reload or a second tab needs no
 * server-side session table. Lifetimes can be shortened from the browser (for tests that want to
 * see a refresh): localStorage `colis.demo.accessTtl` in seconds. Refresh-token rotation, as
 * SimpleJWT's ROTATE_REFRESH_TOKENS with BLACKLIST_AFTER_ROTATION, is switched on with
 * localStorage `colis.demo.refreshRotation` = `on`.
 */
const SECRET = 'colis-demo-signing-key';
const DEFAULT_ACCESS_TTL_S = 15 * 60;
const REFRESH_TTL_S = 7 * 24 * 3600;

export interface TokenPayload {
  sub: number;
  type: 'access' | 'refresh';
  exp: number;
  jti: string;
}

function signature(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const char of `${SECRET}.${text}`) {
    const code = char.charCodeAt(0);
    h1 = Math.imul(h1 ^ code, 0x01000193);
    h2 = Math.imul(h2 ^ code, 0x5bd1e995);
  }
  return `${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}`;
}

function encode(payload: TokenPayload): string {
  const body = btoa(JSON.stringify(payload)).replace(/=+$/, '');
  return `demo.${body}.${signature(body)}`;
}

export const ACCESS_TTL_KEY = 'colis.demo.accessTtl';
export const REFRESH_ROTATION_KEY = 'colis.demo.refreshRotation';

function setting(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function accessTtlSeconds(): number {
  const value = Number(setting(ACCESS_TTL_KEY));
  return value > 0 ? value : DEFAULT_ACCESS_TTL_S;
}

/** Whether each refresh answers a new refresh token and blacklists the one it received. */
export function refreshRotationEnabled(): boolean {
  return setting(REFRESH_ROTATION_KEY) === 'on';
}

/**
 * The tokens' clock: the real one, moved forward by the Node server's test control (see
 * http-server/testSwitches.ts) so a test sees its access tokens expire without waiting.
 */
let clockAdvanceMs = 0;

export function advanceTokenClock(seconds: number): void {
  clockAdvanceMs += seconds * 1000;
}

const now = () => Date.now() + clockAdvanceMs;

/** Unique across tabs, which mint tokens independently (a per-tab counter would collide). */
function newJti(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function issueTokens(userId: number): { access: string; refresh: string } {
  const issuedAt = Math.floor(now() / 1000);
  return {
    access: encode({ sub: userId, type: 'access', exp: issuedAt + accessTtlSeconds(), jti: newJti() }),
    refresh: encode({ sub: userId, type: 'refresh', exp: issuedAt + REFRESH_TTL_S, jti: newJti() }),
  };
}

export function issueAccess(userId: number): string {
  return encode({ sub: userId, type: 'access', exp: Math.floor(now() / 1000) + accessTtlSeconds(), jti: newJti() });
}

/** The payload of a valid, unexpired token of the given type, else null. */
export function verifyToken(token: string | null | undefined, type: TokenPayload['type']): TokenPayload | null {
  if (!token) return null;
  const [prefix, body, sig] = token.split('.');
  if (prefix !== 'demo' || !body || sig !== signature(body)) return null;
  try {
    const payload = JSON.parse(atob(body)) as TokenPayload;
    if (payload.type !== type || payload.exp * 1000 < now()) return null;
    return payload;
  } catch {
    return null;
  }
}
