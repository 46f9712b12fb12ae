import { describe, expect, it, vi } from 'vitest';
import { onFirstCall } from '../../src/dataProvider/onFirstCall';

const loaded = {
  getFees: async (colisId: number, devise: string) => `frais du colis ${colisId} en ${devise}`,
  voidPayment: async (paiementId: number) => ({ id: paiementId, statut: 'annule' }),
};

describe('named methods loaded on their first call', () => {
  it('loads nothing until a method is called, then once for every method, with the caller’s arguments and answer', async () => {
    const load = vi.fn(async () => loaded);
    const methods = onFirstCall(load, { getFees: true, voidPayment: true });
    expect(load).not.toHaveBeenCalled();
    const [fees, voided] = await Promise.all([methods.getFees(7, 'XOF'), methods.voidPayment(3)]);
    expect(fees).toBe('frais du colis 7 en XOF');
    expect(voided).toEqual({ id: 3, statut: 'annule' });
    await methods.getFees(8, 'EUR');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that failed (offline) refuses its call and is tried again by the next one', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(loaded);
    const methods = onFirstCall<typeof loaded>(load, { getFees: true, voidPayment: true });
    await expect(methods.getFees(7, 'XOF')).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(methods.getFees(7, 'XOF')).resolves.toBe('frais du colis 7 en XOF');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a method whose answer is a refusal passes the refusal on', async () => {
    const refusal = new Error('Ce paiement est déjà annulé.');
    const methods = onFirstCall(async () => ({ voidPayment: async (_paiementId: number) => Promise.reject(refusal) }), { voidPayment: true });
    await expect(methods.voidPayment(3)).rejects.toBe(refusal);
  });
});
