import { describe, expect, it } from 'vitest';
import { rateLimit } from '../../src/demo/rateLimit';
import { clientAddressFrom } from '../../src/demo/clientAddress';

describe('rateLimit (src/demo/rateLimit.ts)', () => {
  const MINUTE = 60_000;

  it('blocks a key at its limit for the block time, then counts again from zero; other keys are not touched', () => {
    const limit = rateLimit({ limit: 3, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE });
    const t0 = 1_000_000;
    expect(limit.hit('10.0.0.1', t0)).toEqual({ count: 1, blockedUntil: null });
    expect(limit.hit('10.0.0.1', t0 + 1)).toEqual({ count: 2, blockedUntil: null });
    expect(limit.hit('10.0.0.1', t0 + 2)).toEqual({ count: 3, blockedUntil: t0 + 2 + 15 * MINUTE });
    expect(limit.blockedUntil('10.0.0.1', t0 + 14 * MINUTE)).toBe(t0 + 2 + 15 * MINUTE);
    expect(limit.blockedUntil('10.0.0.2', t0 + 3)).toBeNull();
    expect(limit.blockedUntil('10.0.0.1', t0 + 2 + 15 * MINUTE)).toBeNull();
    expect(limit.hit('10.0.0.1', t0 + 16 * MINUTE)).toEqual({ count: 1, blockedUntil: null });
  });

  it('forgets the count once its window has passed without a block', () => {
    const limit = rateLimit({ limit: 3, windowMs: MINUTE, blockMs: MINUTE });
    limit.hit('a', 0);
    limit.hit('a', 10);
    expect(limit.hit('a', MINUTE + 10)).toEqual({ count: 1, blockedUntil: null });
  });
});

describe('the client address of a request to npm run server', () => {
  it("is the socket's, whatever X-Forwarded-For says, unless a trusted proxy is configured; then the address that proxy added", () => {
    expect(clientAddressFrom('::ffff:192.168.1.20', '1.2.3.4', false)).toBe('192.168.1.20');
    expect(clientAddressFrom('10.0.0.2', 'inventée, 203.0.113.7', true)).toBe('203.0.113.7');
    expect(clientAddressFrom('10.0.0.2', undefined, true)).toBe('10.0.0.2');
    expect(clientAddressFrom('::1', '', false)).toBe('::1');
  });
});
