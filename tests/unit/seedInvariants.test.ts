import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../src/demo/seed';
import { iso, PAYMENT_NOTES } from '../../src/demo/seed/shipments';
import type { DemoDb } from '../../src/demo/db/types';
import { decimalsFor } from '../../src/domain/currency';
import { computeRealPaymentStatus, incoherenceOf } from '../../src/domain/paymentStatus';

/**
 * The demo seeds tell one story: each parcel's history runs forward (registered ≤ manifest ≤ shipped
 * ≤ arrived ≤ delivered ≤ now), payments agree with their notes and amounts, and goods are declared
 * at values their currency makes plausible. Each seed is built once.
 */

const NOW = new Date('2026-11-22T18:00:00Z');
const SEEDS: [string, DemoDb][] = [
  ['standard', buildSeed('standard', NOW)],
  ['large (10 000 colis)', buildSeed('large', NOW)],
];

/** Unit values a counter would accept, per currency (a phone in Guinea costs millions of GNF, never 11). */
const PLAUSIBLE_UNIT_VALUE: Record<string, [number, number]> = {
  CAD: [1, 2_000],
  EUR: [1, 2_000],
  GNF: [5_000, 15_000_000],
  XOF: [500, 1_500_000],
};

const time = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : Number.NaN);
const firstEntry = (history: { date: string; action: string }[], prefix: string) => history.find((entry) => entry.action.startsWith(prefix));

describe.each(SEEDS)('the %s seed', (_, db) => {
  const currencyOfRoute = (routeId: number) => {
    const route = db.routes.find((r) => r.id === routeId);
    return db.countries.find((c) => c.code_iso2 === route?.origin)?.devise_code ?? '';
  };
  const manifestById = new Map(db.bordereaux.map((b) => [b.id, b]));
  const parcelById = new Map(db.colis.map((c) => [c.id, c]));

  it('writes every parcel history in order, from registration to delivery, never after now', () => {
    const disorders: string[] = [];
    for (const colis of db.colis) {
      const registered = time(colis.created_at);
      const dates = colis.historique.map((entry) => time(entry.date));
      if (colis.historique[0]?.action !== 'Colis enregistré' || dates[0] !== registered) disorders.push(`${colis.tracking_number}: first entry`);
      if (dates.some((date, index) => index > 0 && date < dates[index - 1])) disorders.push(`${colis.tracking_number}: history out of order`);
      if (dates.some((date) => date > NOW.getTime()) || time(colis.updated_at) > NOW.getTime()) disorders.push(`${colis.tracking_number}: in the future`);
      if (time(colis.updated_at) !== Math.max(...dates)) disorders.push(`${colis.tracking_number}: updated_at is not its last event`);

      const manifest = colis.bordereau_id ? manifestById.get(colis.bordereau_id) : undefined;
      if (manifest && time(manifest.created_at) < registered) disorders.push(`${colis.tracking_number}: manifest before registration`);
      if (manifest?.date_envoi && time(manifest.date_envoi) < time(manifest.created_at)) disorders.push(`${manifest.numero_bordereau}: shipped before made`);
      const shipped = firstEntry(colis.historique, 'Colis expédié');
      const arrived = firstEntry(colis.historique, 'Colis arrivé à destination');
      const delivered = firstEntry(colis.historique, 'Colis marqué comme remis');
      if (shipped && manifest && shipped.date !== manifest.date_envoi) disorders.push(`${colis.tracking_number}: shipped on another day than its manifest`);
      if (arrived && (!shipped || time(arrived.date) < time(shipped.date))) disorders.push(`${colis.tracking_number}: arrived before shipped`);
      if (delivered && (!arrived || time(delivered.date) < time(arrived.date))) disorders.push(`${colis.tracking_number}: delivered before arrived`);
      if (['expedie', 'arrive', 'remis', 'probleme'].includes(colis.statut) && !shipped) disorders.push(`${colis.tracking_number}: ${colis.statut} but never shipped`);
      if (colis.statut === 'remis' && !delivered) disorders.push(`${colis.tracking_number}: delivered without a delivery entry`);
    }
    expect(disorders).toEqual([]);
  });

  it('keeps each parcel in the status its manifest implies (but the one manifest left to correct)', () => {
    const expected: Record<string, string[]> = { brouillon: ['enregistre'], valide: ['expedie'], arrive: ['arrive', 'probleme'], recu: ['remis'] };
    const mismatches = db.bordereaux
      .filter((b) => b.notes !== 'Statuts à corriger')
      .flatMap((b) => b.colis_ids.map((id) => parcelById.get(id)).filter((c) => c && !expected[b.statut].includes(c.statut)).map((c) => `${b.numero_bordereau} (${b.statut}) holds ${c?.tracking_number} (${c?.statut})`));
    expect(mismatches).toEqual([]);
    const toCorrect = db.bordereaux.filter((b) => b.notes === 'Statuts à corriger');
    expect(toCorrect.every((b) => b.statut === 'valide' && b.colis_ids.every((id) => parcelById.get(id)?.statut === 'enregistre'))).toBe(true);
  });

  it('pays after registration, with amounts in the currency’s decimals and notes that match the status', () => {
    const problems: string[] = [];
    for (const p of db.paiements) {
      const colis = parcelById.get(p.colis_id);
      if (!colis) problems.push(`#${p.id}: no parcel`);
      else if (time(p.date_creation) < time(colis.created_at)) problems.push(`#${p.id}: paid before the parcel was registered`);
      if (time(p.date_creation) > NOW.getTime()) problems.push(`#${p.id}: in the future`);
      if (!(p.montant > 0) || Number(p.montant.toFixed(decimalsFor(p.devise))) !== p.montant) problems.push(`#${p.id}: amount ${p.montant} ${p.devise}`);
      if (p.statut === 'valide' && !p.date_paiement) problems.push(`#${p.id}: valid without a payment date`);
      if (p.statut !== 'valide' && p.date_paiement) problems.push(`#${p.id}: ${p.statut} with a payment date`);
      if (/refus/i.test(p.notes) !== (p.statut === 'refuse')) problems.push(`#${p.id}: ${p.statut} with the note « ${p.notes} »`);
      if (p.statut === 'en_attente' && p.notes !== PAYMENT_NOTES[p.methode as keyof typeof PAYMENT_NOTES]?.en_attente) problems.push(`#${p.id}: pending with the note « ${p.notes} »`);
    }
    expect(problems).toEqual([]);
  });

  it('collects each payment where its method is offered, by an agent of that country', () => {
    const userById = new Map(db.users.map((u) => [u.id, u]));
    const problems: string[] = [];
    for (const p of db.paiements) {
      const route = db.routes.find((r) => r.id === parcelById.get(p.colis_id)?.route_id);
      if (!route) continue;
      if (p.pays !== route.origin && p.pays !== route.destination) problems.push(`#${p.id}: collected in ${p.pays}, off its route`);
      if (p.pays !== route.origin && p.methode !== 'especes') problems.push(`#${p.id}: ${p.methode} collected at the destination`);
      const methods = db.countries.find((c) => c.code_iso2 === p.pays)?.payment_methods?.map((m) => m.code) ?? [];
      if (p.pays === route.origin && !methods.includes(p.methode)) problems.push(`#${p.id}: ${p.methode} is not offered in ${p.pays}`);
      const agent = p.agent_id ? userById.get(p.agent_id) : undefined;
      if (agent?.pays_operation && agent.pays_operation !== p.pays) problems.push(`#${p.id}: collected in ${p.pays} by an agent of ${agent.pays_operation}`);
    }
    expect(problems).toEqual([]);
  });

  it('stores the payment status the payments give, but every 41st parcel (the incoherence the detail page shows)', () => {
    const byParcel = new Map<number, { montant: number; statut: string }[]>();
    db.paiements.forEach((p) => byParcel.set(p.colis_id, [...(byParcel.get(p.colis_id) ?? []), { montant: p.montant, statut: p.statut }]));
    const incoherent = db.colis
      .filter((colis) => {
        const devise = currencyOfRoute(colis.route_id);
        const real = computeRealPaymentStatus({ montant_a_payer: colis.frais_expedition - colis.rabais_applique, devise, paiements: byParcel.get(colis.id) ?? [] });
        return incoherenceOf(colis.statut_paiement, real.statut_reel) !== null;
      })
      .map((colis) => colis.id);
    expect(incoherent.length).toBeGreaterThan(0);
    expect(incoherent.filter((id) => id % 41 !== 0)).toEqual([]);
  });

  it('declares goods at values plausible for the parcel’s currency', () => {
    const implausible = db.colis.flatMap((colis) => {
      const devise = currencyOfRoute(colis.route_id);
      const [min, max] = PLAUSIBLE_UNIT_VALUE[devise];
      return colis.produits
        .filter((p) => p.valeur_unitaire < min || p.valeur_unitaire > max || Number(p.valeur_unitaire.toFixed(decimalsFor(devise))) !== p.valeur_unitaire)
        .map((p) => `${colis.tracking_number}: ${p.nom} à ${p.valeur_unitaire} ${devise}`);
    });
    expect(implausible).toEqual([]);
  });

  it('makes an invoice after its manifests left, and validates it after making it', () => {
    for (const facture of db.factures) {
      for (const id of facture.bordereau_ids) expect(time(facture.date_creation)).toBeGreaterThanOrEqual(time(manifestById.get(id)?.date_envoi));
      if (facture.date_validation) expect(time(facture.date_validation)).toBeGreaterThanOrEqual(time(facture.date_creation));
      expect(time(facture.date_creation)).toBeLessThanOrEqual(NOW.getTime());
    }
  });
});

describe('the seed’s dates', () => {
  it('are written as Date.toISOString writes them, to the millisecond, across days, months and years', () => {
    const start = Date.UTC(2025, 11, 30, 22, 59, 59, 998);
    for (let step = 0; step < 5_000; step += 1) {
      const time = start + step * 3_599_999.5;
      expect(iso(time)).toBe(new Date(time).toISOString());
    }
    expect(iso(Date.UTC(2026, 1, 28, 23, 59, 59, 999) + 1)).toBe('2026-03-01T00:00:00.000Z');
  });
});
