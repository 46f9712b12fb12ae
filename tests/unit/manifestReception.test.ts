import { describe, expect, it } from 'vitest';
import { EMPTY_RECEPTION, applyScan, missingConfirmation, missingParcels, outcomeMessage, receptionProgress, restoreReception } from '../../src/domain/manifestReception';

const parcels = [
  { id: 1, numero_colis: 'COL-2025-000001', code_suivi: 'CG000000A1' },
  { id: 2, numero_colis: 'COL-2025-000002', code_suivi: 'CG000000B2' },
  { id: 3, numero_colis: 'COL-2025-000003', code_suivi: 'CG000000C3' },
];

describe('receiving a manifest by scanning', () => {
  it('ticks the parcel whose tracking code or number was scanned', () => {
    const first = applyScan(EMPTY_RECEPTION, parcels, 'cg000000b2');
    expect(first.outcome).toEqual({ kind: 'received', parcelId: 2, code: 'CG000000B2' });
    const second = applyScan(first.state, parcels, 'COL-2025-000003');
    expect(second.state.received).toEqual([2, 3]);
    expect(receptionProgress(second.state, parcels.length)).toBe('2 / 3 colis scanné(s)');
    expect(missingParcels(second.state, parcels).map((p) => p.id)).toEqual([1]);
  });

  it('says so when a parcel is scanned twice, without counting it again', () => {
    const once = applyScan(EMPTY_RECEPTION, parcels, 'CG000000A1').state;
    const twice = applyScan(once, parcels, 'COL-2025-000001');
    expect(twice.outcome.kind).toBe('duplicate');
    expect(twice.state).toBe(once);
    expect(outcomeMessage(twice.outcome, 'COL-2025-000001')).toBe('Colis déjà scanné : COL-2025-000001');
  });

  it("flags a code that is not in the manifest as 'Colis hors bordereau', once in the list", () => {
    const outside = applyScan(EMPTY_RECEPTION, parcels, 'GC99999999');
    expect(outside.outcome).toEqual({ kind: 'outside', code: 'GC99999999' });
    expect(outcomeMessage(outside.outcome)).toBe('Colis hors bordereau : GC99999999');
    const again = applyScan(outside.state, parcels, 'gc99999999');
    expect(again.state.outsiders).toEqual(['GC99999999']);
    expect(again.state.received).toEqual([]);
  });

  it('ignores an empty read', () => {
    expect(applyScan(EMPTY_RECEPTION, parcels, '  ').outcome.kind).toBe('empty');
  });

  it('words the confirmation for one and for several missing parcels', () => {
    expect(missingConfirmation(1)).toBe("1 colis du bordereau n'a pas été scanné :");
    expect(missingConfirmation(2)).toBe("2 colis du bordereau n'ont pas été scannés :");
  });

  it('restores saved progress, keeping only parcels still in the manifest', () => {
    expect(restoreReception({ received: [2, 9, 'x'], outsiders: ['GC1', 4] }, parcels)).toEqual({ received: [2], outsiders: ['GC1'] });
    expect(restoreReception('garbage', parcels)).toEqual(EMPTY_RECEPTION);
  });
});
