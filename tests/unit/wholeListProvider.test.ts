import { beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../src/dataProvider/httpClient', () => ({ api: { get } }));

const { dataProvider } = await import('../../src/dataProvider/dataProvider');

const category = (id: number, nom: string, ordre: number, extra: Record<string, unknown> = {}) => ({
  id,
  nom,
  description: '',
  mots_cles_detection: [] as string[],
  ordre_affichage: ordre,
  is_active: true,
  is_default: false,
  afficher_pour_colis: true,
  afficher_pour_facture: true,
  ...extra,
});

const CATEGORIES = [
  category(1, 'Vêtements', 3, { is_default: true, mots_cles_detection: ['chemise', 'pantalon'] }),
  category(2, 'Documents', 1, { is_default: true, afficher_pour_facture: false }),
  category(3, 'Cosmétiques', 2, { is_active: false, description: 'Crèmes et parfums' }),
  category(4, 'Alimentation', 2),
  category(5, 'Électronique', 4, { mots_cles_detection: ['téléphone'] }),
];

const facture = (id: number, date: string, statut: string, valeur: number, createur: string) => ({
  id,
  numero_facture: `FAC-${id}`,
  date_creation: date,
  statut,
  valeur_totale: valeur,
  agent_createur_nom: createur,
});

const FACTURES = [
  facture(1, '2026-03-02T10:00:00', 'brouillon', 120, 'Aïssatou Diallo'),
  facture(2, '2026-03-05T09:00:00', 'validee', 1250.5, 'Mamadou Bah'),
  facture(3, '2026-03-01T08:00:00', 'validee', 80, 'Aïssatou Diallo'),
  facture(4, '2026-03-04T12:00:00', 'brouillon', 640, 'Mamadou Bah'),
  facture(5, '2026-03-03T15:00:00', 'validee', 300, 'Fatou Camara'),
];

const page = (perPage: number, n = 1) => ({ page: n, perPage });
const ids = (data: { id: number }[]) => data.map((record) => record.id);

describe("getList of a list the endpoint sends whole: the list's filter, sort and page apply in the dataProvider", () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('categories: asks the server for every category on its largest page, then filters with the domain rule, sorts, pages and counts', async () => {
    get.mockResolvedValue({ count: CATEGORIES.length, results: CATEGORIES });
    const display = { field: 'ordre_affichage', order: 'ASC' as const };

    const all = await dataProvider.getList('categories', { pagination: page(100), sort: display, filter: { include_inactive: true } });
    expect(get).toHaveBeenCalledWith('/api/shipments/categories/', expect.objectContaining({ params: { page: 1, page_size: 100, ordering: 'ordre_affichage', include_inactive: true } }));
    // Display order, then the name for equal orders (Alimentation before Cosmétiques, both 2).
    expect(ids(all.data)).toEqual([2, 4, 3, 1, 5]);
    expect(all.total).toBe(5);

    const second = await dataProvider.getList('categories', { pagination: page(2, 2), sort: display, filter: { include_inactive: true } });
    expect(ids(second.data)).toEqual([3, 1]);
    expect(second.total).toBe(5);

    const searched = await dataProvider.getList('categories', { pagination: page(100), sort: display, filter: { include_inactive: true, q: 'TELEPHONE' } });
    expect(ids(searched.data)).toEqual([5]);
    expect(searched.total).toBe(1);

    const inactive = await dataProvider.getList('categories', { pagination: page(100), sort: display, filter: { include_inactive: true, statut: 'inactive' } });
    expect(ids(inactive.data)).toEqual([3]);
    const defaultForParcelsOnly = await dataProvider.getList('categories', { pagination: page(100), sort: display, filter: { statut: 'default', visibilite: 'colis' } });
    expect(ids(defaultForParcelsOnly.data)).toEqual([2, 1]);

    const byNameDesc = await dataProvider.getList('categories', { pagination: page(3), sort: { field: 'nom', order: 'DESC' }, filter: {} });
    // French order: « Électronique » sorts with the E.
    expect(ids(byNameDesc.data)).toEqual([1, 5, 2]);
    expect(byNameDesc.total).toBe(5);
  });

  it('factures: asks the server once for every invoice, then filters dates, creator, status and amounts, sorts newest first and pages', async () => {
    get.mockResolvedValue({ count: FACTURES.length, results: FACTURES });
    const newest = { field: 'date_creation', order: 'DESC' as const };

    const first = await dataProvider.getList('factures', { pagination: page(2), sort: newest, filter: {} });
    expect(get).toHaveBeenCalledWith('/api/shipments/factures-commerciales/', expect.objectContaining({ params: {} }));
    expect(ids(first.data)).toEqual([2, 4]);
    expect(first.total).toBe(5);
    const last = await dataProvider.getList('factures', { pagination: page(2, 3), sort: newest, filter: {} });
    expect(ids(last.data)).toEqual([3]);
    expect(last.total).toBe(5);

    const filtered = await dataProvider.getList('factures', {
      pagination: page(20),
      sort: newest,
      filter: { date_debut: '2026-03-02', date_fin: '2026-03-04', createur: 'diallo', statut: 'brouillon' },
    });
    expect(ids(filtered.data)).toEqual([1]);
    expect(filtered.total).toBe(1);

    // Amounts typed the French way; an amount the number reader refuses sets no bound.
    const amounts = await dataProvider.getList('factures', { pagination: page(20), sort: newest, filter: { montant_min: '120', montant_max: '1 250,50' } });
    expect(ids(amounts.data)).toEqual([2, 4, 5, 1]);
    const unread = await dataProvider.getList('factures', { pagination: page(20), sort: newest, filter: { montant_min: '12O' } });
    expect(unread.total).toBe(5);

    const chosen = await dataProvider.getList('factures', { pagination: page(3), sort: newest, filter: { id: [3, 5, 99] } });
    expect(ids(chosen.data)).toEqual([5, 3]);
    expect(chosen.total).toBe(2);

    const cheapest = await dataProvider.getList('factures', { pagination: page(2), sort: { field: 'valeur_totale', order: 'ASC' }, filter: {} });
    expect(ids(cheapest.data)).toEqual([3, 1]);
  });
});
