import { describe, expect, it } from 'vitest';
import {
  EDIT_DENIED,
  EDIT_DENIED_ADMIN,
  NO_DRAFT_SELECTED,
  ONLY_DRAFTS_DELETABLE,
  SELECT_BORDEREAU_REQUIRED,
  bordereauStatusLabel,
  canChangeParcels,
  canChangeReceivingAgent,
  canCorrectStatuses,
  deletionFailures,
  editPermission,
  editScopeLabel,
  nextStep,
  parcelsToCorrect,
  planBulkDeletion,
  planBulkValidation,
  selectionTotals,
  transition,
  formatManifestDate,
  manifestValueText,
  weightText,
  BORDEREAU_PAGE_SIZE,
} from '../../src/domain/bordereauWorkflow';
import { pageCount, pageLabel } from '../../src/domain/parcelList';

const as = (type_role: string | null, is_superuser = false) => ({ is_superuser, role_personnalise_info: type_role ? { nom: type_role, type_role } : null });
const admin = as('admin');
const manager = as('manager');
const agent = as('agent_logistique');

describe('manifest statuses and transitions (spec 002 section 4)', () => {
  it('labels each status as the detail page does', () => {
    expect(bordereauStatusLabel('brouillon')).toBe('Brouillon');
    expect(bordereauStatusLabel('valide')).toBe('Validé et expédié');
    expect(bordereauStatusLabel('arrive')).toBe('Arrivé à destination');
    expect(bordereauStatusLabel('recu')).toBe('Reçu et traité');
    expect(bordereauStatusLabel('autre')).toBe('Inconnu');
  });

  it('offers one action per status, none once received', () => {
    expect(nextStep('brouillon')?.label).toBe('Valider et expédier');
    expect(nextStep('valide')?.label).toBe('Marquer comme arrivé');
    expect(nextStep('arrive')?.label).toBe('Marquer comme reçu');
    expect(nextStep('recu')).toBeNull();
  });

  it('follows brouillon → valide → arrive → recu and refuses every other move', () => {
    expect(transition('brouillon', 'valider')).toEqual({ ok: true, to: 'valide' });
    expect(transition('valide', 'marquer_arrive')).toEqual({ ok: true, to: 'arrive' });
    expect(transition('arrive', 'marquer_recu')).toEqual({ ok: true, to: 'recu' });
    expect(transition('valide', 'valider')).toMatchObject({ ok: false, error: 'Seuls les bordereaux en brouillon peuvent être validés.' });
    expect(transition('brouillon', 'marquer_arrive')).toMatchObject({ ok: false });
    expect(transition('recu', 'marquer_recu')).toMatchObject({ ok: false });
    expect(transition('brouillon', 'marquer_recu')).toMatchObject({ ok: false });
  });
});

describe('who may edit what (spec 002 section 6)', () => {
  it('lets an administrator edit brouillon, valide and arrive, not recu', () => {
    for (const status of ['brouillon', 'valide', 'arrive']) expect(editPermission(admin, status)).toEqual({ allowed: true });
    expect(editPermission(admin, 'recu')).toEqual({ allowed: false, message: EDIT_DENIED_ADMIN });
    expect(EDIT_DENIED_ADMIN).toBe('Ce bordereau ne peut plus être modifié car il a été reçu.');
    expect(editPermission(as(null, true), 'arrive')).toEqual({ allowed: true });
  });

  it('lets managers and agents edit drafts only, with the status in the message', () => {
    for (const user of [manager, agent]) {
      expect(editPermission(user, 'brouillon')).toEqual({ allowed: true });
      expect(editPermission(user, 'valide')).toEqual({
        allowed: false,
        message: 'Vous ne pouvez modifier que les bordereaux en brouillon. Ce bordereau a un statut : Validé et expédié',
      });
    }
  });

  it('refuses accountants and customers with the permission message', () => {
    expect(editPermission(as('accountant'), 'brouillon')).toEqual({ allowed: false, message: EDIT_DENIED });
    expect(editPermission(as(null), 'brouillon')).toEqual({ allowed: false, message: "Vous n'avez pas les permissions pour modifier ce bordereau" });
    expect(editPermission(null, 'brouillon')).toMatchObject({ allowed: false });
  });

  it('states the scope on the edit screen', () => {
    expect(editScopeLabel(admin)).toBe('Peut modifier : brouillon, validé, en transit');
    expect(editScopeLabel(agent)).toBe('Peut modifier : brouillon uniquement');
  });

  it('changes parcels in brouillon only and the receiving agent in brouillon or valide only', () => {
    expect(canChangeParcels('brouillon')).toBe(true);
    expect(canChangeParcels('valide')).toBe(false);
    expect(['brouillon', 'valide', 'arrive', 'recu'].map(canChangeReceivingAgent)).toEqual([true, true, false, false]);
  });

  it('keeps the status correction to admins and managers', () => {
    expect([admin, manager, agent, as('accountant')].map(canCorrectStatuses)).toEqual([true, true, false, false]);
    const parcels = [{ statut: 'enregistre' }, { statut: 'expedie' }, { statut: 'enregistre' }];
    expect(parcelsToCorrect('valide', parcels)).toHaveLength(2);
    expect(parcelsToCorrect('arrive', parcels)).toHaveLength(2);
    expect(parcelsToCorrect('brouillon', parcels)).toHaveLength(0);
  });
});

describe('which bulk items count (spec 002 section 5)', () => {
  const selection = [
    { id: 1, statut: 'brouillon' },
    { id: 2, statut: 'valide' },
    { id: 3, statut: 'brouillon' },
    { id: 4, statut: 'recu' },
  ];

  it('needs at least one selected manifest', () => {
    expect(planBulkValidation([])).toEqual({ ok: false, error: SELECT_BORDEREAU_REQUIRED });
    expect(planBulkDeletion([])).toEqual({ ok: false, error: 'Veuillez sélectionner au moins un bordereau' });
  });

  it('validates only the drafts and warns about the ignored ones', () => {
    const plan = planBulkValidation(selection);
    expect(plan).toMatchObject({ ok: true, ids: [1, 3], ignored: 2 });
    expect(plan.ok && plan.warning).toContain('2 bordereau(x) ignoré(s)');
    expect(planBulkValidation([{ id: 2, statut: 'valide' }])).toEqual({ ok: false, error: NO_DRAFT_SELECTED });
    expect(NO_DRAFT_SELECTED).toBe('Aucun bordereau en statut "brouillon" sélectionné');
  });

  it('deletes only the drafts', () => {
    expect(planBulkDeletion(selection)).toMatchObject({ ok: true, ids: [1, 3], ignored: 2 });
    expect(planBulkDeletion([{ id: 4, statut: 'recu' }])).toEqual({ ok: false, error: ONLY_DRAFTS_DELETABLE });
    expect(planBulkDeletion([{ id: 1, statut: 'brouillon' }])).toMatchObject({ ok: true, ignored: 0, warning: null });
    expect(deletionFailures(2)).toBe("2 bordereau(x) n'ont pas pu être supprimés");
  });
});

describe('selection totals and pagination', () => {
  it('sums count, weight (2 decimals, as unit weights have them) and value (2 decimals)', () => {
    expect(selectionTotals([{ poids: 1.25, valeur: 10.005 }, { poids: 2.1, valeur: 5.1 }, { poids: null, valeur: null }])).toEqual({ count: 3, poids: 3.35, valeur: 15.11 });
    expect(selectionTotals([])).toEqual({ count: 0, poids: 0, valeur: 0 });
  });

  it('pages by 10 with "Page n sur N"', () => {
    expect(pageCount(0, BORDEREAU_PAGE_SIZE)).toBe(1);
    expect(pageCount(10, BORDEREAU_PAGE_SIZE)).toBe(1);
    expect(pageCount(11, BORDEREAU_PAGE_SIZE)).toBe(2);
    expect(pageLabel(2, 30, BORDEREAU_PAGE_SIZE)).toBe('Page 2 sur 3');
  });
});

describe('display of dates and converted values (spec 002 section 8)', () => {
  it('names a missing or broken date', () => {
    expect(formatManifestDate(null)).toBe('Date inconnue');
    expect(formatManifestDate('pas une date')).toBe('Date invalide');
    expect(formatManifestDate('2026-03-05T12:00:00Z')).toMatch(/^[45] mars 2026$/);
  });

  it('names a missing currency or conversion', () => {
    expect(manifestValueText(12.5, null)).toBe('Devise non définie');
    expect(manifestValueText(null, 'CAD')).toBe('Erreur: Conversion non disponible');
    expect(manifestValueText(1234.5, 'CAD').replace(/\s/g, ' ')).toBe('1 234,50 CAD');
    expect(weightText(3.44)).toBe('3,4\u00a0kg');
    expect(weightText(3)).toBe('3,0\u00a0kg');
  });
});
