import { describe, expect, it } from 'vitest';
import {
  MISSING_CATEGORY_LABEL,
  clampDiscount,
  missingFeeReason,
  missingFees,
  parcelFees,
  pricingNeeds,
  pricingTypeLabel,
  productFee,
  volumeCbm,
  type FeeCategory,
  type FeeProduct,
} from '../../src/domain/fees';
import { feeChanges, sameAmount } from '../../src/domain/feeReview';

const cat = (type_tarification: string, prix_unitaire: number): FeeCategory => ({ type_tarification, prix_unitaire });
const product = (overrides: Partial<FeeProduct> = {}): FeeProduct => ({ quantite: 1, ...overrides });

describe('fee table of spec 001 section 5, one row per pricing type', () => {
  it.each([
    // par_poids: unit price × unit weight × quantity
    ['par_poids', 8, { quantite: 3, poids_unitaire: 2.5 }, 60],
    ['par_poids', 8, { quantite: 3, poids_unitaire: 1.35 }, 32.4],
    ['par_poids', 6, { quantite: 1, poids_unitaire: 0.333 }, 2],
    ['par_poids', 7.99, { quantite: 3, poids_unitaire: 1.1 }, 26.37],
    // par_cbm: unit price × (l × w × h × quantity ÷ 1,000,000)
    ['par_cbm', 250, { quantite: 1, longueur_cm: 45, largeur_cm: 30, hauteur_cm: 25 }, 8.44],
    ['par_cbm', 250, { quantite: 2, longueur_cm: 60, largeur_cm: 40, hauteur_cm: 50 }, 60],
    ['par_cbm', 100, { quantite: 3, longueur_cm: 10, largeur_cm: 10, hauteur_cm: 10 }, 0.3],
    // par_ligne: unit price × number of lines
    ['par_ligne', 40, { quantite: 5, nb_lignes: 3 }, 120],
    ['par_ligne', 12.5, { quantite: 1, nb_lignes: 1 }, 12.5],
    // forfait: the unit price, flat, whatever the quantity or weight
    ['forfait', 15, { quantite: 4, poids_unitaire: 10 }, 15],
    ['forfait', 15.555, { quantite: 1 }, 15.56],
    // par_unite: unit price × quantity
    ['par_unite', 50, { quantite: 2 }, 100],
    ['par_unite', 19.99, { quantite: 3 }, 59.97],
    // any other type is priced like par_unite
    ['inconnu', 20, { quantite: 4 }, 80],
  ])('%s at %s × %o = %s', (type, price, line, expected) => {
    expect(productFee(product(line), cat(type, price))).toBe(expected);
  });

  it('rounds every fee to 2 decimals, halves away from zero', () => {
    expect(productFee(product({ quantite: 1 }), cat('par_unite', 1.005))).toBe(1.01);
    expect(productFee(product({ quantite: 3 }), cat('par_unite', 0.1))).toBe(0.3);
    expect(productFee(product({ quantite: 1, poids_unitaire: 0.125 }), cat('par_poids', 1))).toBe(0.13);
  });

  it('par_cbm gives 0 when any dimension is missing or not positive', () => {
    const full = { quantite: 1, longueur_cm: 50, largeur_cm: 40, hauteur_cm: 30 };
    expect(productFee(product(full), cat('par_cbm', 250))).toBe(15);
    expect(productFee(product({ ...full, longueur_cm: null }), cat('par_cbm', 250))).toBe(0);
    expect(productFee(product({ ...full, largeur_cm: undefined }), cat('par_cbm', 250))).toBe(0);
    expect(productFee(product({ ...full, hauteur_cm: 0 }), cat('par_cbm', 250))).toBe(0);
    expect(productFee(product({ ...full, hauteur_cm: -5 }), cat('par_cbm', 250))).toBe(0);
    expect(volumeCbm(product({ ...full, quantite: 2 }))).toBeCloseTo(0.12, 10);
  });

  it('par_ligne gives 0 when the number of lines is absent', () => {
    expect(productFee(product({ nb_lignes: null }), cat('par_ligne', 40))).toBe(0);
    expect(productFee(product({}), cat('par_ligne', 40))).toBe(0);
    expect(productFee(product({ nb_lignes: 0 }), cat('par_ligne', 40))).toBe(0);
  });

  it('par_poids with no weight gives 0', () => {
    expect(productFee(product({ quantite: 3, poids_unitaire: null }), cat('par_poids', 8))).toBe(0);
  });

  it('a product with no category is priced 0', () => {
    expect(productFee(product({ quantite: 3 }), null)).toBe(0);
    expect(productFee(product({ quantite: 3 }), undefined)).toBe(0);
  });

  it('a decimal price sent by Django as a string still computes', () => {
    expect(productFee(product({ quantite: 2 }), { type_tarification: 'par_unite', prix_unitaire: '12.50' as unknown as number })).toBe(25);
  });
});

describe('discount clamp [0, base fee]', () => {
  it.each([
    [10, 100, 10],
    [-5, 100, 0],
    [150, 100, 100],
    [100, 100, 100],
    [0, 100, 0],
    [null, 100, 0],
    [undefined, 100, 0],
    [Number.NaN, 100, 0],
    [12.345, 100, 12.35],
    [5, 0, 0],
  ])('discount %s on a base fee of %s gives %s', (discount, base, expected) => {
    expect(clampDiscount(discount, base)).toBe(expected);
  });
});

describe('parcelFees: breakdown, discount, total', () => {
  const categories: Record<number, FeeCategory & { nom: string }> = {
    2: { nom: 'Vêtements', type_tarification: 'par_poids', prix_unitaire: 8 },
    4: { nom: 'Meubles', type_tarification: 'par_cbm', prix_unitaire: 250 },
  };
  type Line = FeeProduct & { categorie_id: number | null };
  const lines: Line[] = [
    { nom: 'Chemises', quantite: 3, poids_unitaire: 1.35, categorie_id: 2 },
    { nom: 'Chaise', quantite: 1, poids_unitaire: 4, longueur_cm: 45, largeur_cm: 30, hauteur_cm: 25, categorie_id: 4 },
  ];
  const categoryOf = (line: Line) => (line.categorie_id === null ? null : categories[line.categorie_id]);

  it('sums the product fees to the cent and subtracts the clamped discount', () => {
    const fees = parcelFees(lines, categoryOf, 5);
    expect(fees.lines.map((l) => [l.label, l.fee])).toEqual([
      ['Vêtements', 32.4],
      ['Meubles', 8.44],
    ]);
    expect(fees.baseFee).toBe(40.84);
    expect(fees.discount).toBe(5);
    expect(fees.total).toBe(35.84);
    expect(fees.errors).toEqual([]);
  });

  it('clamps a discount above the base fee to the base fee (total 0)', () => {
    const fees = parcelFees(lines, categoryOf, 1000);
    expect(fees.discount).toBe(40.84);
    expect(fees.total).toBe(0);
  });

  it('a line with no category costs 0, reads "Configuration manquante" and reports an error', () => {
    const fees = parcelFees([...lines, { nom: 'Objet mystère', quantite: 2, poids_unitaire: 1, categorie_id: null }], categoryOf);
    expect(fees.lines[2]).toMatchObject({ fee: 0, label: MISSING_CATEGORY_LABEL, missingCategory: true });
    expect(fees.errors).toEqual(['Catégorie introuvable pour le produit 3 « Objet mystère »']);
    expect(fees.baseFee).toBe(40.84);
  });

  it('a category id that no longer exists is a missing category too', () => {
    const fees = parcelFees([{ nom: 'X', quantite: 1, categorie_id: 99 }], categoryOf);
    expect(fees.lines[0].missingCategory).toBe(true);
    expect(fees.total).toBe(0);
  });

  it('rounds the totals for a zero-decimal base currency (GNF)', () => {
    const gnf = (line: Line) => (line.categorie_id === 2 ? { nom: 'Vêtements', type_tarification: 'par_poids', prix_unitaire: 50_000 } : null);
    const fees = parcelFees([{ quantite: 1, poids_unitaire: 0.333, categorie_id: 2 }], gnf, 100.4, { currency: 'GNF' });
    expect(fees.baseFee).toBe(16_650);
    expect(fees.discount).toBe(100);
    expect(fees.total).toBe(16_550);
  });

  it('an empty parcel costs nothing', () => {
    expect(parcelFees([], categoryOf, 10)).toMatchObject({ baseFee: 0, discount: 0, total: 0, lines: [] });
  });
});

describe('pricing helpers', () => {
  it('asks for dimensions for par_cbm and a number of lines for par_ligne only', () => {
    expect(pricingNeeds('par_cbm')).toEqual({ dimensions: true, lines: false });
    expect(pricingNeeds('par_ligne')).toEqual({ dimensions: false, lines: true });
    for (const type of ['par_unite', 'par_poids', 'forfait', null]) expect(pricingNeeds(type)).toEqual({ dimensions: false, lines: false });
  });

  it('labels each pricing type in French', () => {
    expect(pricingTypeLabel('par_poids')).toBe('Par kg');
    expect(pricingTypeLabel('par_cbm')).toBe('Par m³ (CBM)');
    expect(pricingTypeLabel('autre')).toBe('Par unité');
  });
});

describe('missing fees: a product priced 0 for want of a category, dimensions or lines', () => {
  const furniture = { type_tarification: 'par_cbm', prix_unitaire: 250 };
  const freight = { type_tarification: 'par_ligne', prix_unitaire: 40 };
  const clothes = { type_tarification: 'par_poids', prix_unitaire: 8 };

  it('names each such product with its reason, and no other', () => {
    const products = [
      { nom: 'Lotion', quantite: 2, category: null },
      { nom: 'Tableau', quantite: 1, longueur_cm: 80, largeur_cm: null, hauteur_cm: 5, category: furniture },
      { nom: 'Cartons', quantite: 3, nb_lignes: null, category: freight },
      { nom: 'Chemises', quantite: 3, poids_unitaire: 1.35, category: clothes },
      { nom: 'Armoire', quantite: 1, longueur_cm: 100, largeur_cm: 50, hauteur_cm: 180, category: furniture },
      { nom: ' ', quantite: 1, nb_lignes: 2, category: freight },
    ];
    expect(missingFees(products, (p) => p.category)).toEqual([
      { index: 0, reason: 'categorie', message: 'Produit 1 « Lotion » : frais à 0, aucune catégorie' },
      { index: 1, reason: 'dimensions', message: 'Produit 2 « Tableau » : frais à 0, dimensions manquantes (longueur, largeur et hauteur)' },
      { index: 2, reason: 'lignes', message: 'Produit 3 « Cartons » : frais à 0, nombre de lignes manquant' },
    ]);
    expect(missingFeeReason({ quantite: 1, nb_lignes: 0 }, freight)).toBe('lignes');
    expect(missingFeeReason({ quantite: 1, nb_lignes: 1 }, freight)).toBeNull();
  });
});

describe('what the server priced otherwise than the screen showed', () => {
  it('lists each product whose fee moved, then the base fee, the discount and the total, compared in the currency unit', () => {
    const shown = { baseFee: 40.84, discount: 5, total: 35.84, lines: [{ index: 0, fee: 32.4 }, { index: 1, fee: 8.44 }] };
    const server = { baseFee: 48.94, discount: 5, total: 43.94, lines: [{ index: 0, fee: 40.5 }, { index: 1, fee: 8.44 }] };
    expect(feeChanges(shown, server, 'CAD', (index) => `Produit ${index + 1}`)).toEqual([
      { label: 'Produit 1', before: 32.4, after: 40.5 },
      { label: 'Frais de base', before: 40.84, after: 48.94 },
      { label: 'Total à payer', before: 35.84, after: 43.94 },
    ]);
    expect(feeChanges(shown, shown, 'CAD', String)).toEqual([]);
    expect(sameAmount(255_250.4, 255_250, 'GNF')).toBe(true);
    expect(sameAmount(35.84, 35.85, 'CAD')).toBe(false);
  });
});
