import { describe, expect, it } from 'vitest';
import { DELIVERED_RESTRICTION, PAID_RESTRICTION, editRights, refusedFields } from '../../src/domain/parcelEditRights';
import { formatChange, greeting, lastMonths, monthlyAverage, monthOverMonth, monthWindow } from '../../src/domain/parcelDashboard';

describe('edit rights follow the parcel state', () => {
  it('lets everything be changed on a registered parcel outside any manifest', () => {
    const rights = editRights({ statut: 'enregistre', bordereau: null });
    expect(rights.peut_modifier_informations_personnelles).toBe(true);
    expect(rights.peut_modifier_informations_techniques).toBe(true);
    expect(rights.restrictions).toEqual([]);
    expect(refusedFields(rights, ['destinataire_nom', 'produits', 'rabais_applique'])).toEqual([]);
  });

  it('warns but allows in a draft manifest', () => {
    const rights = editRights({ statut: 'enregistre', bordereau: { numero_bordereau: 'BRD-1', statut: 'brouillon' } });
    expect(rights.peut_modifier_informations_techniques).toBe(true);
    expect(rights.restrictions[0]).toContain('BRD-1');
    expect(rights.etat).toEqual({ bordereau_associe: true, bordereau_numero: 'BRD-1', bordereau_statut: 'brouillon' });
  });

  it('locks the technical fields once in a validated manifest', () => {
    const rights = editRights({ statut: 'enregistre', bordereau: { numero_bordereau: 'BRD-9', statut: 'valide' } });
    expect(rights.peut_modifier_informations_personnelles).toBe(true);
    expect(rights.peut_modifier_informations_techniques).toBe(false);
    expect(refusedFields(rights, ['destinataire_telephone', 'produits'])).toEqual(['produits']);
    expect(rights.restrictions[0]).toContain('BRD-9');
  });

  it('locks the products and fees of a fully paid parcel, not its sender and recipient', () => {
    const rights = editRights({ statut: 'enregistre', bordereau: null, paye: true });
    expect(rights.peut_modifier_informations_personnelles).toBe(true);
    expect(rights.peut_modifier_informations_techniques).toBe(false);
    expect(refusedFields(rights, ['destinataire_nom', 'produits', 'rabais_applique'])).toEqual(['produits', 'rabais_applique']);
    expect(rights.restrictions).toEqual([PAID_RESTRICTION]);
  });

  it('locks everything once delivered', () => {
    const rights = editRights({ statut: 'remis', bordereau: { numero_bordereau: 'BRD-2', statut: 'recu' } });
    expect(rights.peut_modifier_informations_personnelles).toBe(false);
    expect(rights.peut_modifier_informations_techniques).toBe(false);
    expect(rights.restrictions).toEqual([DELIVERED_RESTRICTION]);
    expect(refusedFields(rights, ['destinataire_nom'])).toEqual(['destinataire_nom']);
  });
});

describe('dashboard rules', () => {
  it('greets by the hour: morning before 12:00, afternoon before 18:00, else evening', () => {
    expect(greeting(new Date(2026, 0, 5, 11, 59))).toBe('Bonjour');
    expect(greeting(new Date(2026, 0, 5, 12, 0))).toBe('Bon après-midi');
    expect(greeting(new Date(2026, 0, 5, 17, 59))).toBe('Bon après-midi');
    expect(greeting(new Date(2026, 0, 5, 18, 0))).toBe('Bonsoir');
  });

  it('computes real month-over-month changes instead of fixed badges', () => {
    expect(monthOverMonth(112, 100)).toBe(12);
    expect(monthOverMonth(92, 100)).toBe(-8);
    expect(monthOverMonth(5, 0)).toBeNull();
    expect(formatChange(12)).toBe('+12 %');
    expect(formatChange(-8)).toBe('−8 %');
    expect(formatChange(0)).toBe('0 %');
    expect(formatChange(null)).toBe('—');
  });

  it('shows 12 months on large screens and 6 on phones, with the average of the shown months', () => {
    const months = monthWindow(new Date(2026, 2, 15), 12);
    expect(months[0]).toBe('2025-04');
    expect(months[11]).toBe('2026-03');
    const series = months.map((mois, index) => ({ mois, n: index + 1 }));
    expect(lastMonths(series, false)).toHaveLength(12);
    expect(lastMonths(series, true).map((p) => p.mois)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(monthlyAverage(lastMonths(series, true), (p) => p.n)).toBe(9.5);
    expect(monthlyAverage([], () => 1)).toBe(0);
  });
});
