import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, otpauthUrl, randomSecret, totp, verifyTotp } from '../../src/demo/totp';

// RFC 6238 appendix B (SHA-1), secret "12345678901234567890"; the 6-digit codes are the last 6 digits.
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));

describe('RFC 6238 TOTP of the demo backend', () => {
  it('base32 round-trips', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(new TextDecoder().decode(base32Decode(RFC_SECRET))).toBe('12345678901234567890');
    expect(base32Decode('jbsw y3dp ehpk 3pxp')).toEqual(base32Decode('JBSWY3DPEHPK3PXP'));
    expect(() => base32Decode('JBSW1')).toThrow('Caractère base32 invalide : 1');
  });

  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_111_111_111, '050471'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
    [20_000_000_000, '353130'],
  ])('at %i s the code is %s', async (seconds, code) => {
    expect(await totp(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('accepts one 30 s step of clock drift, not two', async () => {
    const now = 1_700_000_000_000;
    const code = await totp('JBSWY3DPEHPK3PXP', now);
    expect(await verifyTotp('JBSWY3DPEHPK3PXP', code, now)).toBe(true);
    expect(await verifyTotp('JBSWY3DPEHPK3PXP', code, now + 30_000)).toBe(true);
    expect(await verifyTotp('JBSWY3DPEHPK3PXP', code, now - 30_000)).toBe(true);
    expect(await verifyTotp('JBSWY3DPEHPK3PXP', code, now + 90_000)).toBe(false);
  });

  it('rejects anything that is not 6 digits', async () => {
    expect(await verifyTotp('JBSWY3DPEHPK3PXP', '12345')).toBe(false);
    expect(await verifyTotp('JBSWY3DPEHPK3PXP', 'abcdef')).toBe(false);
  });

  it('new secrets are base32 and the otpauth URL is what authenticator apps read', () => {
    const secret = randomSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl('JBSWY3DPEHPK3PXP', 'securise@exemple.example')).toBe(
      'otpauth://totp/Gestion%20Colis:securise%40exemple.example?secret=JBSWY3DPEHPK3PXP&issuer=Gestion%20Colis&algorithm=SHA1&digits=6&period=30',
    );
  });
});
