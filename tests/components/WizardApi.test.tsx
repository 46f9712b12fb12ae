import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import type { Categorie } from '../../src/dataProvider/contract/configuration';
import { clearAddressSchemaCache } from '../../src/dataProvider/methods/colisCreation';
import { getDb } from '../../src/demo/db/store';
import { errorBody } from '../../src/dataProvider/errors';
import { signIn } from './render';
import { colisBody as body, produitLine as produit } from '../fixtures/colisBody';

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('wizard calls on the demo backend', () => {
  beforeEach(() => clearAddressSchemaCache());
  afterEach(() => vi.restoreAllMocks());

  it('lists active categories, and inactive ones on request', async () => {
    await signIn('agent.ca');
    const page = { pagination: { page: 1, perPage: 100 }, sort: { field: 'ordre_affichage', order: 'ASC' as const } };
    const { data: active } = await dataProvider.getList<Categorie>('categories', { ...page, filter: {} });
    expect(active.map((c) => c.nom)).not.toContain('Cosmétiques');
    const { data: all } = await dataProvider.getList<Categorie>('categories', { ...page, filter: { include_inactive: true } });
    expect(all.find((c) => c.nom === 'Cosmétiques')?.is_active).toBe(false);
  });

  it('converts category prices into the base currency of a Guinea agent (CAD → GNF)', async () => {
    await signIn('agent.gn');
    const categories = await dataProvider.getConvertedCategories();
    const electronics = categories.find((c) => c.nom === 'Électronique');
    expect(electronics).toMatchObject({ prix_unitaire_local: 312_500, devise_locale: 'GNF', prix_unitaire_original: 50, devise_originale: 'CAD', conversion_effectuee: true });
    await signIn('agent.ca');
    const caPrices = await dataProvider.getConvertedCategories();
    expect(caPrices.find((c) => c.nom === 'Électronique')).toMatchObject({ prix_unitaire_local: 50, devise_locale: 'CAD', conversion_effectuee: false });
  });

  it('detects a category by keyword, case and accents folded', async () => {
    await signIn('agent.ca');
    expect((await dataProvider.detectCategory('TELEPHONE Samsung')).categorie?.nom).toBe('Électronique');
    expect((await dataProvider.detectCategory('Une chaise pliante')).categorie?.nom).toBe('Meubles');
    expect((await dataProvider.detectCategory('zzz')).categorie).toBeNull();
    // Whole words: « Lotion » holds no « lot » (per-line freight), « Tableau » no « table » (furniture by volume).
    expect((await dataProvider.detectCategory('Lotion')).categorie).toBeNull();
    expect((await dataProvider.detectCategory('Tableau')).categorie).toBeNull();
    expect((await dataProvider.detectCategory('Lots de 4 cartons')).categorie?.nom).toBe('Fret en lots');
  });

  it('gives the fallback address schema to a country that has none, and caches schemas', async () => {
    await signIn('agent.ca');
    const ca = await dataProvider.getAddressSchemaCached('ca');
    expect(ca.fallback).toBe(false);
    expect(ca.fields.map((f) => f.label)).toEqual(['Adresse', 'Ville', 'Province', 'Code postal']);
    expect(await dataProvider.getAddressSchemaCached('CA')).toBe(ca);
    const fr = await dataProvider.getAddressSchemaCached('FR');
    expect(fr.fallback).toBe(true);
    expect(fr.fields.map((f) => [f.key, f.label])).toEqual([
      ['address_full', 'Adresse complète'],
      ['city', 'Ville'],
    ]);
  });

  it('keeps an address schema 30 minutes, then asks the server again', async () => {
    await signIn('agent.ca');
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    const first = await dataProvider.getAddressSchemaCached('GN');
    now.mockReturnValue(start + 30 * 60_000 - 1);
    expect(await dataProvider.getAddressSchemaCached('GN')).toBe(first);
    now.mockReturnValue(start + 30 * 60_000 + 1);
    const second = await dataProvider.getAddressSchemaCached('GN');
    expect(second).not.toBe(first);
    expect(second.fields.map((f) => f.key)).toEqual(['quartier', 'commune', 'city', 'repere']);
  });

  it('validates fees on the server with the same engine as the screen', async () => {
    await signIn('agent.ca');
    const { produits, enterprise_route_id, base_currency_discount } = body({ produits: [...body().produits, produit({ nom: 'Sans catégorie', categorie_id: null })] });
    const fees = await dataProvider.validateFees({ produits, enterprise_route_id, base_currency_discount });
    expect(fees).toMatchObject({ devise: 'CAD', frais_expedition: 40.84, rabais_applique: 5, montant_total_a_payer: 35.84 });
    expect(fees.detail_produits.map((p) => p.frais)).toEqual([32.4, 8.44, 0]);
    expect(fees.erreurs).toEqual(['Catégorie introuvable pour le produit 3 « Sans catégorie »']);
  });

  it('a create sent again with its Idempotency-Key answers the parcel made the first time, marked replayed, and makes no second one', async () => {
    await signIn('agent.ca');
    const before = getDb().colis.length;
    const first = await dataProvider.createColis(body(), { idempotencyKey: 'cle-composant' });
    const again = await dataProvider.createColis(body(), { idempotencyKey: 'cle-composant' });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ data: first.data, replayed: true });
    expect(getDb().colis).toHaveLength(before + 1);
    const reused = await failure(dataProvider.createColis(body({ destinataire_nom: 'Camara' }), { idempotencyKey: 'cle-composant' }));
    expect(reused.status).toBe(422);
    expect(errorBody(reused)?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(getDb().colis).toHaveLength(before + 1);
  });

  it("react-admin's create carries meta.idempotencyKey: sent twice, one category", async () => {
    await signIn('admin');
    const before = getDb().categories.length;
    const data = { nom: 'Instruments', type_tarification: 'par_unite', prix_unitaire: 12, devise_creation: 'CAD' };
    const first = await dataProvider.create('categories', { data, meta: { idempotencyKey: 'cle-ressource' } });
    const again = await dataProvider.create('categories', { data, meta: { idempotencyKey: 'cle-ressource' } });
    expect(again.data.id).toBe(first.data.id);
    expect(getDb().categories).toHaveLength(before + 1);
  });

  it('creates the parcel with a tracking code and a number, fees computed by the server', async () => {
    await signIn('agent.ca');
    const before = getDb().colis.length;
    const { data: created } = await dataProvider.createColis(body());
    expect(getDb().colis).toHaveLength(before + 1);
    expect(created.numero_colis).toMatch(/^COL-\d{4}-\d{6}$/);
    expect(created.tracking_number).toMatch(/^CG[0-9A-Z]{8}$/);
    expect(created).toMatchObject({ statut: 'enregistre', frais_expedition: 40.84, base_currency_discount: 5, montant_total_a_payer: 35.84, expediteur_adresse_complete: '12 rue X, Laval, QC, H7N 2K6' });
    expect(created.produits?.map((p) => p.nom_produit)).toEqual(['Chemises', 'Chaise']);
  });

  it('answers DRF field errors: the Canada e-mail rule, the address and each product', async () => {
    await signIn('agent.ca');
    const error = await failure(
      dataProvider.createColis(body({ expediteur_email: '', expediteur_address_components: { city: 'Laval' }, produits: [produit({ valeur_unitaire: 0 })] })),
    );
    expect(error.status).toBe(400);
    expect(errorBody(error)?.raw).toMatchObject({
      expediteur_email: ["L'email de l'expéditeur est requis pour les envois du Canada vers la Guinée"],
      expediteur_address_components: ['Le champ "Adresse" est obligatoire', 'Le champ "Province" est obligatoire', 'Le champ "Code postal" est obligatoire'],
      produits: ['Produit 1: La valeur doit être supérieure à 0'],
    });
  });

  it('refuses a missing route id and a discount above the base fee', async () => {
    await signIn('agent.ca');
    const noRoute = await failure(dataProvider.createColis(body({ enterprise_route_id: null })));
    expect(errorBody(noRoute)?.message).toBe("Route d'entreprise manquante. Impossible de créer le colis.");
    const discount = await failure(dataProvider.createColis(body({ base_currency_discount: 100 })));
    expect(errorBody(discount)?.errors.base_currency_discount).toMatch(/^Le rabais doit être compris entre 0 et les frais de base/);
  });
});
