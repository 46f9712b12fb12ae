import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { errorBody } from '../../src/dataProvider/errors';
import { getDb } from '../../src/demo/db/store';
import { parcelAmounts } from '../../src/demo/serializers';
import type { DemoColis } from '../../src/demo/db/types';
import { signIn } from '../components/render';
import { sequenceProblems } from '../../src/domain/receipts';

/** The demo server refuses what a real one would, with French 400s a form can show. */

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string; fields: Record<string, string> }> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = errorBody(error);
    return { status: error.status, message: body?.message ?? '', fields: body?.errors ?? {} };
  }
  throw new Error('the call was expected to be refused');
}

const paid = (colis: DemoColis) => getDb().paiements.some((p) => p.colis_id === colis.id && p.statut === 'valide');

function unpaid(currency: string, skip = 0): DemoColis {
  const found = getDb().colis.filter((c) => parcelAmounts(c).base === currency && !paid(c) && parcelAmounts(c).total > 100)[skip];
  if (!found) throw new Error(`seed without an unpaid ${currency} parcel`);
  return found;
}

const manual = (colis: DemoColis, fields: { montant: number; methode: string; transaction_id?: string }) =>
  dataProvider.processManualPayment({ colis_id: colis.id, pays: parcelAmounts(colis).route.origin, ...fields }).then((answer) => answer.data);

describe('manual payments: one transaction ID per payment method', () => {
  it('the same receipt number for the same method is refused, even typed with other case and spaces; the first payment stays alone', async () => {
    await signIn('agent.ca');
    const [first, second] = [unpaid('CAD'), unpaid('CAD', 1)];
    await manual(first, { montant: 10, methode: 'especes', transaction_id: 'REC-2024-001' });
    const before = getDb().paiements.length;

    const refused = await refusal(manual(second, { montant: 10, methode: 'especes', transaction_id: '  rec-2024-001 ' }));

    const message = "L'ID de transaction « rec-2024-001 » est déjà enregistré pour Espèces : ce paiement a déjà été saisi.";
    expect(refused).toEqual({ status: 400, message, fields: { transaction_id: message } });
    expect(getDb().paiements).toHaveLength(before);
  });

  it('the same reference with another method is another payment', async () => {
    await signIn('agent.ca');
    const [first, second] = [unpaid('CAD'), unpaid('CAD', 1)];
    await manual(first, { montant: 10, methode: 'especes', transaction_id: 'REF-77' });
    const answer = await manual(second, { montant: 10, methode: 'interac', transaction_id: 'REF-77' });
    expect(answer.success).toBe(true);
  });

  it('a reference already seen on a refused payment may be entered again (that money never arrived)', async () => {
    await signIn('agent.ca');
    const [first, second] = [unpaid('CAD'), unpaid('CAD', 1)];
    await manual(first, { montant: 10, methode: 'interac', transaction_id: 'INT-900' });
    const recorded = getDb().paiements.at(-1);
    if (!recorded) throw new Error('paiement attendu');
    recorded.statut = 'refuse';
    expect((await manual(second, { montant: 10, methode: 'interac', transaction_id: 'INT-900' })).success).toBe(true);
  });
});

describe('manual payments: card payments are not typed in by hand', () => {
  it("'Carte (Square)' is refused with or without a transaction ID", async () => {
    await signIn('agent.ca');
    const colis = unpaid('CAD');
    const message =
      "Les paiements par carte (Square) passent par le lien de paiement en ligne ou la synchronisation Tap to Pay : ils ne s'enregistrent pas manuellement.";
    expect(await refusal(manual(colis, { montant: 10, methode: 'square' }))).toEqual({ status: 400, message, fields: { methode: message } });
    expect(await refusal(manual(colis, { montant: 10, methode: 'square', transaction_id: 'SQ-1' }))).toMatchObject({ status: 400, message });
    expect(paid(colis)).toBe(false);
  });
});

describe('amounts in a currency without decimals are refused, never rounded silently', () => {
  it('12345.67 GNF is refused; 12346 GNF is recorded as typed', async () => {
    await signIn('agent.gn');
    const colis = unpaid('GNF');
    const refused = await refusal(manual(colis, { montant: 12345.67, methode: 'especes', transaction_id: 'GN-REC-1' }));
    expect(refused).toEqual({ status: 400, message: 'Montant invalide : pas de décimales en GNF', fields: { montant: 'Montant invalide : pas de décimales en GNF' } });
    expect(paid(colis)).toBe(false);

    await manual(colis, { montant: 12346, methode: 'especes', transaction_id: 'GN-REC-1' });
    expect(getDb().paiements.at(-1)).toMatchObject({ colis_id: colis.id, montant: 12346, devise: 'GNF' });
  });

  it('a discount of 1234.5 GNF is refused, not rounded; the parcel keeps its discount', async () => {
    await signIn('admin');
    const colis = getDb().colis.find((c) => parcelAmounts(c).base === 'GNF' && c.statut === 'enregistre' && c.bordereau_id === null && c.frais_expedition > 2000);
    if (!colis) throw new Error('seed without a free registered GNF parcel');
    const before = colis.rabais_applique;
    const refused = await refusal(dataProvider.update('colis', { id: colis.id, data: { rabais_applique: 1234.5 }, previousData: colis }));
    expect(refused).toMatchObject({ status: 400, fields: { rabais_applique: 'Montant invalide : pas de décimales en GNF' } });
    expect(getDb().colis.find((c) => c.id === colis.id)!.rabais_applique).toBe(before);
  });

  it('a card link for 10.005 CAD is refused: 2 decimals at most', async () => {
    await signIn('agent.ca');
    const colis = unpaid('CAD');
    const answer = await dataProvider.createSquareCheckout({ colis_id: colis.id, montant: 10.005, description: 'Frais', custom_email: 'client@exemple.example' });
    expect(answer).toMatchObject({ success: false, error: 'Montant invalide : 2 décimales au maximum en CAD' });
    expect(getDb().checkouts.some((c) => c.colis_id === colis.id)).toBe(false);
  });
});

describe('commercial invoices: a manifest is invoiced once', () => {
  it('a manifest already in an invoice is not offered again, and is refused at every step with the invoice it is in', async () => {
    await signIn('agent.ca');
    const invoice = getDb().factures[0];
    const manifestId = invoice.bordereau_ids[0];
    const manifest = getDb().bordereaux.find((b) => b.id === manifestId);
    if (!manifest) throw new Error('seed: invoice without its manifest');

    const available = await dataProvider.getBordereauxDisponibles();
    expect(available.bordereaux_disponibles.map((b) => b.id)).not.toContain(manifestId);

    const message = `Le bordereau ${manifest.numero_bordereau} figure déjà dans la facture commerciale ${invoice.numero_facture} : il ne peut pas être facturé deux fois.`;
    expect(await refusal(dataProvider.getProduitsDetailles([manifestId]))).toMatchObject({ status: 400, message });
    const count = getDb().factures.length;
    const created = await refusal(
      dataProvider.creerFacture({
        bordereaux_ids: [manifestId],
        lignes: [{ categorie: 'Vêtements', quantite_totale: 1, poids_total: 2, valeur_unitaire_convertie: 10, valeur_totale_convertie: 20, devise_operation: 'CAD' }],
        remarques: '',
      }),
    );
    expect(created).toMatchObject({ status: 400, message });
    expect(getDb().factures).toHaveLength(count);
  });

  it('deleting a draft invoice frees its manifests', async () => {
    await signIn('agent.ca');
    const draft = getDb().factures.find((f) => f.statut === 'brouillon');
    if (!draft) throw new Error('seed without a draft invoice');
    await dataProvider.delete('factures', { id: draft.id });
    const available = await dataProvider.getBordereauxDisponibles();
    expect(available.bordereaux_disponibles.map((b) => b.id)).toEqual(expect.arrayContaining(draft.bordereau_ids));
  });
});

describe('manifest edit: a refused part leaves the manifest as it was', () => {
  it('new parcels with an ineligible receiving agent: 400 on the agent, parcels unchanged', async () => {
    await signIn('admin');
    const draft = getDb().bordereaux.find((b) => b.statut === 'brouillon');
    if (!draft) throw new Error('seed without a draft manifest');
    const before = [...draft.colis_ids];
    const refused = await refusal(dataProvider.update('bordereaux', { id: draft.id, data: { colis_ids: before.slice(0, 1), agent_receveur_id: 6 }, previousData: { id: draft.id } }));
    expect(refused).toMatchObject({ status: 400, fields: { agent_receveur_id: 'Cet utilisateur ne peut pas être agent récepteur.' } });
    expect(getDb().bordereaux.find((b) => b.id === draft.id)?.colis_ids).toEqual(before);
    expect(getDb().colis.filter((c) => before.includes(c.id)).every((c) => c.bordereau_id === draft.id)).toBe(true);
  });
});

describe('categories: priced in a currency of the enterprise routes', () => {
  const category = { nom: 'Pagnes', emoji: '🧵', description: '', description_complete: '', type_tarification: 'par_unite' as const, prix_unitaire: 10, ordre_affichage: 9, mots_cles_detection: [], afficher_pour_colis: true, afficher_pour_facture: true };

  it('refuses a currency none of its routes uses, and stores nothing', async () => {
    await signIn('sahel.admin');
    const before = getDb().categories.length;
    const refused = await refusal(dataProvider.create('categories', { data: { ...category, devise_creation: 'CAD' } }));
    expect(refused.status).toBe(400);
    expect(refused.fields.devise_creation).toBe("La devise CAD n'est pas celle d'une route de votre entreprise.");
    expect(getDb().categories).toHaveLength(before);
  });

  it('takes the destination currency, and the base currency when none is sent', async () => {
    await signIn('sahel.admin');
    await dataProvider.create('categories', { data: { ...category, devise_creation: 'XOF' } });
    expect(getDb().categories.at(-1)).toMatchObject({ nom: 'Pagnes', devise_creation: 'XOF', entreprise_id: 2 });
    await dataProvider.create('categories', { data: { ...category, nom: 'Paniers', devise_creation: '' } });
    expect(getDb().categories.at(-1)).toMatchObject({ nom: 'Paniers', devise_creation: 'EUR' });
  });
});

describe('manual payments at the counter, in the currency of the place of payment (issue #32)', () => {
  it('records GNF as collected for a CAD parcel, credited in CAD at the route rate, and the real status reads the credit', async () => {
    await signIn('agent.gn');
    const colis = unpaid('CAD');
    const total = parcelAmounts(colis).total;
    const answer = await dataProvider.processManualPayment({ colis_id: colis.id, pays: 'GN', devise: 'GNF', montant: 62_500, methode: 'especes', transaction_id: 'CKY-10' });
    expect(answer.data.paiement).toMatchObject({ montant: 62_500, devise: 'GNF', montant_converti: 10, devise_colis: 'CAD', taux: 6250 });
    const status = await dataProvider.getRealPaymentStatus(colis.id);
    expect(status.reste_a_payer).toBeCloseTo(total - 10, 2);
  });

  it('refuses a currency the route does not take, GNF above the rest converted, and an amount worth less than a cent', async () => {
    await signIn('agent.gn');
    const colis = unpaid('CAD');
    const restInGnf = Math.ceil(Math.round(parcelAmounts(colis).total * 6250 * 1e6) / 1e6);
    const pay = (devise: string, montant: number) => dataProvider.processManualPayment({ colis_id: colis.id, pays: 'GN', devise, montant, methode: 'especes', transaction_id: `X-${devise}-${montant}` });
    expect((await refusal(pay('EUR', 10))).fields).toEqual({ devise: 'Devise non acceptée pour ce colis : CAD ou GNF.' });
    expect((await refusal(pay('GNF', restInGnf + 1))).fields.montant).toMatch(/^Le montant ne peut pas dépasser le reste à payer/);
    expect((await refusal(pay('GNF', 31))).fields).toEqual({ montant: 'Montant trop petit : il vaut moins de 0,01 CAD au taux de la route' });
    expect(paid(colis)).toBe(false);
  });

  it('50 payments sent at once get 50 numbers that follow the last one, without a gap or a repeat', async () => {
    await signIn('agent.ca');
    const db = getDb();
    const colis = unpaid('CAD');
    const year = new Date().getUTCFullYear();
    const before = db.paiements.filter((p) => p.numero_recu?.startsWith(`CA-${year}-`)).map((p) => p.numero_recu ?? '');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => dataProvider.processManualPayment({ colis_id: colis.id, montant: 0.1, methode: 'especes', pays: 'CA', transaction_id: `CONC-${i}` })),
    );
    const numbers = answers.map((a) => a.data.paiement?.numero_recu ?? '');
    expect(new Set(numbers).size).toBe(50);
    expect(sequenceProblems([...before, ...numbers])).toEqual({ missing: [], repeated: [] });
  });
});
