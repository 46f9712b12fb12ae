import { signingSecret } from './signingSecret';

/**
 * The demo backend's tokens: real JWTs as Django SimpleJWT issues them (HS256; claims `token_type`,
 * `exp`, `iat`, `jti`, `user_id`), signed with a secret made at random (see signingSecret.ts). A
 * token signed with another secret, with `alg: none`, expired or altered is refused. Refresh tokens
 * are rotated and blacklisted after use, as with ROTATE_REFRESH_TOKENS and BLACKLIST_AFTER_ROTATION
 * (handlers/accounts.ts). Access tokens last 15 minutes; from the browser,
 * localStorage `colis.demo.accessTtl` (seconds) shortens them, to watch a refresh happen.
 * `jose` is loaded on first need: it stays out of the first screen's code.
 */
const DEFAULT_ACCESS_TTL_S = 15 * 60;
const REFRESH_TTL_S = 7 * 24 * 3600;
const ALGORITHM = 'HS256';

export type TokenType = 'access' | 'refresh';

export interface TokenPayload {
  user_id: number;
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
}

export const ACCESS_TTL_KEY = 'colis.demo.accessTtl';

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

/**
 * The tokens' clock: the real one, moved forward by the Node server's test control (see
 * http-server/testSwitches.ts) so a test sees its access tokens expire without waiting.
 */
let clockAdvanceMs = 0;

export function advanceTokenClock(seconds: number): void {
  clockAdvanceMs += seconds * 1000;
}

const now = () => Date.now() + clockAdvanceMs;

/** SimpleJWT's jti: 32 random hex digits (a uuid4's), unique across tabs, which mint tokens independently. */
function newJti(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const secretKey = () => new TextEncoder().encode(signingSecret());

async function sign(userId: number, type: TokenType, lifetimeSeconds: number): Promise<string> {
  const { SignJWT } = await import('jose');
  const issuedAt = Math.floor(now() / 1000);
  return new SignJWT({ token_type: type, user_id: userId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .setJti(newJti())
    .sign(secretKey());
}

export async function issueAccess(userId: number): Promise<string> {
  return sign(userId, 'access', accessTtlSeconds());
}

export async function issueTokens(userId: number): Promise<{ access: string; refresh: string }> {
  const [access, refresh] = await Promise.all([issueAccess(userId), sign(userId, 'refresh', REFRESH_TTL_S)]);
  return { access, refresh };
}

/** The claims of a valid, unexpired token of the given type signed with this backend's secret, else null. */
export async function verifyToken(token: string | null | undefined, type: TokenType): Promise<TokenPayload | null> {
  if (!token) return null;
  const { jwtVerify } = await import('jose');
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: [ALGORITHM], currentDate: new Date(now()), requiredClaims: ['exp', 'iat', 'jti'] });
    if (payload.token_type !== type || typeof payload.user_id !== 'number' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    return { user_id: payload.user_id, token_type: type, exp: payload.exp, iat: payload.iat, jti: payload.jti };
  } catch {
    return null;
  }
}
