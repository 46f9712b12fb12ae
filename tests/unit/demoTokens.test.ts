import { afterEach, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, decodeProtectedHeader, UnsecuredJWT } from 'jose';
import { advanceTokenClock, issueTokens, verifyToken } from '../../src/demo/tokens';
import { newSigningSecret, setSigningSecret, signingSecret } from '../../src/demo/signingSecret';

/** The demo backend's tokens are real JWTs, as SimpleJWT issues them, and only its own are accepted. */
const otherKey = () => new TextEncoder().encode(newSigningSecret());

// The unit files of a worker share their modules: the secret and the clock go back as they were.
const original = signingSecret();
afterEach(() => setSigningSecret(original));

describe('demo tokens (src/demo/tokens.ts)', () => {
  it("are HS256 JWTs with SimpleJWT's claims: token_type, exp, iat, jti, user_id", async () => {
    const { access, refresh } = await issueTokens(3);
    expect(decodeProtectedHeader(access)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(access);
    expect(claims).toEqual({ token_type: 'access', user_id: 3, iat: expect.any(Number), exp: expect.any(Number), jti: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    expect(decodeJwt(refresh)).toMatchObject({ token_type: 'refresh', user_id: 3 });
    expect(decodeJwt(refresh).jti).not.toBe(claims.jti);
    expect(await verifyToken(access, 'access')).toMatchObject({ user_id: 3, token_type: 'access' });
  });

  it('refuses a token signed with another secret, one without signature (alg none), an altered one, and one of the other type', async () => {
    const { access, refresh } = await issueTokens(1);
    const forged = await new SignJWT({ token_type: 'access', user_id: 1 }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1y').setJti('a'.repeat(32)).sign(otherKey());
    expect(await verifyToken(forged, 'access')).toBeNull();
    const unsigned = new UnsecuredJWT({ token_type: 'access', user_id: 1, jti: 'b'.repeat(32) }).setIssuedAt().setExpirationTime('1y').encode();
    expect(await verifyToken(unsigned, 'access')).toBeNull();
    const [header, , signature] = access.split('.');
    const promoted = Buffer.from(JSON.stringify({ ...decodeJwt(access), user_id: 7 })).toString('base64url');
    expect(await verifyToken(`${header}.${promoted}.${signature}`, 'access')).toBeNull();
    expect(await verifyToken(refresh, 'access')).toBeNull();
    expect(await verifyToken('demo.eyJzdWIiOjF9.abc', 'access')).toBeNull();
  });

  it('a token made before the secret changed is refused; an expired one too', async () => {
    const before = signingSecret();
    const { access } = await issueTokens(1);
    setSigningSecret(newSigningSecret());
    expect(await verifyToken(access, 'access')).toBeNull();
    setSigningSecret(before);
    expect(await verifyToken(access, 'access')).not.toBeNull();
    advanceTokenClock(16 * 60);
    try {
      expect(await verifyToken(access, 'access')).toBeNull();
    } finally {
      advanceTokenClock(-16 * 60);
    }
  });

  it('each secret is made at random: 32 bytes, never the same twice', () => {
    const secrets = new Set(Array.from({ length: 20 }, () => newSigningSecret()));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });
});
