/**
 * Stateless demo tokens: `demo.<payload>.<signature>`, so a reload or a second tab needs no
 * server-side session table. Lifetimes can be shortened from the browser (for tests that want to
 * see a refresh): localStorage `colis.demo.accessTtl` in seconds.
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

export function accessTtlSeconds(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem('colis.demo.accessTtl'));
    return value > 0 ? value : DEFAULT_ACCESS_TTL_S;
  } catch {
    return DEFAULT_ACCESS_TTL_S;
  }
}

let counter = 0;

export function issueTokens(userId: number): { access: string; refresh: string } {
  const now = Math.floor(Date.now() / 1000);
  counter += 1;
  return {
    access: encode({ sub: userId, type: 'access', exp: now + accessTtlSeconds(), jti: `${now}-${counter}` }),
    refresh: encode({ sub: userId, type: 'refresh', exp: now + REFRESH_TTL_S, jti: `${now}-${counter}r` }),
  };
}

export function issueAccess(userId: number): string {
  counter += 1;
  return encode({ sub: userId, type: 'access', exp: Math.floor(Date.now() / 1000) + accessTtlSeconds(), jti: `a-${counter}` });
}

/** The payload of a valid, unexpired token of the given type, else null. */
export function verifyToken(token: string | null | undefined, type: TokenPayload['type']): TokenPayload | null {
  if (!token) return null;
  const [prefix, body, sig] = token.split('.');
  if (prefix !== 'demo' || !body || sig !== signature(body)) return null;
  try {
    const payload = JSON.parse(atob(body)) as TokenPayload;
    if (payload.type !== type || payload.exp * 1000 < Date.now()) return null;
    return payload;
  } catch {
    return null;
  }
}
