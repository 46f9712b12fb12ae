import { describe, expect, it } from 'vitest';
import { backupCodesText, sanitizeCode } from '../../src/domain/twoFactor';
import { twoFactorConfirmWrite } from '../../src/domain/schemas/profile';
import { totp, verifyTotp } from '../../src/demo/totp';

/** The 2FA confirm write's rule for its code: the confirm button is disabled otherwise. */
const isValidTwoFactorCode = (code: string) => twoFactorConfirmWrite.shape.token.safeParse(code).success;

describe('two-factor code (spec 000 section 5)', () => {
  it('accepts digits only, exactly 6', () => {
    expect(isValidTwoFactorCode('123456')).toBe(true);
    expect(isValidTwoFactorCode('12345')).toBe(false);
    expect(isValidTwoFactorCode('1234567')).toBe(false);
    expect(isValidTwoFactorCode('12345a')).toBe(false);
  });

  it('keeps only the first six digits as the user types', () => {
    expect(sanitizeCode('12 34-56 78')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
  });
});

describe('backup codes file', () => {
  it('lists every code on its own line with the account', () => {
    const text = backupCodesText(['11112222', '33334444'], 'admin', new Date(2026, 0, 15));
    expect(text).toContain('Compte : admin');
    expect(text).toContain('Générés le 15 janv. 2026');
    expect(text).toContain('1. 11112222\n2. 33334444');
  });
});

describe('demo TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 vector and accepts one step of drift', async () => {
    // RFC 6238 appendix B: secret "12345678901234567890" (base32 below), T = 59 s → 94287082 (8 digits) → 287082.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(await totp(secret, 59_000)).toBe('287082');
    expect(await verifyTotp(secret, '287082', 59_000 + 30_000)).toBe(true);
    expect(await verifyTotp(secret, '287082', 59_000 + 90_000)).toBe(false);
  });
});
