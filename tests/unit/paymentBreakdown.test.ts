import { describe, expect, it } from 'vitest';
import { barWidth, MIN_BAR_PERCENT } from '../../src/custom-pages/caisse/CaisseSummary';

describe('breakdown bars of /caisse', () => {
  it('are proportional to the share of the total', () => {
    expect(barWidth(50, 200)).toBe(25);
    expect(barWidth(200, 200)).toBe(100);
  });

  it('are at least 2 % wide so a small share stays visible', () => {
    expect(MIN_BAR_PERCENT).toBe(2);
    expect(barWidth(1, 1000)).toBe(2);
    expect(barWidth(0, 1000)).toBe(2);
    expect(barWidth(5, 0)).toBe(2);
  });
});
