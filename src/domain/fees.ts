/** Shipping fee per product by its category's pricing type (spec 001 section 5, fee table). */

export const PRICING_TYPES = ['par_unite', 'par_poids', 'forfait', 'par_cbm', 'par_ligne'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

export const PRICING_TYPE_LABELS: Record<PricingType, string> = {
  par_unite: 'Par unité',
  par_poids: 'Par kg',
  forfait: 'Forfait',
  par_cbm: 'Par m³ (CBM)',
  par_ligne: 'Par ligne',
};

export interface FeeCategory {
  type_tarification: string;
  prix_unitaire: number;
}

export interface FeeProduct {
  quantite: number;
  poids_unitaire?: number | null;
  longueur_cm?: number | null;
  largeur_cm?: number | null;
  hauteur_cm?: number | null;
  nb_lignes?: number | null;
}

export const MISSING_CATEGORY_LABEL = 'Configuration manquante';

function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** The fee of one product line, rounded to 2 decimals; no category gives 0. */
export function productFee(product: FeeProduct, category: FeeCategory | null | undefined): number {
  if (!category) return 0;
  const price = Number(category.prix_unitaire) || 0;
  const quantity = Number(product.quantite) || 0;
  switch (category.type_tarification) {
    case 'par_poids':
      return round2(price * (Number(product.poids_unitaire) || 0) * quantity);
    case 'par_cbm': {
      const { longueur_cm: l, largeur_cm: w, hauteur_cm: h } = product;
      if (!positive(l) || !positive(w) || !positive(h)) return 0;
      return round2(price * ((l * w * h * quantity) / 1_000_000));
    }
    case 'par_ligne':
      return positive(product.nb_lignes) ? round2(price * product.nb_lignes) : 0;
    case 'forfait':
      return round2(price);
    default:
      return round2(price * quantity);
  }
}

/** Which extra inputs a pricing type needs on a product line. */
export function pricingNeeds(type: string | null | undefined): { dimensions: boolean; lines: boolean } {
  return { dimensions: type === 'par_cbm', lines: type === 'par_ligne' };
}

/** The discount is clamped between 0 and the base fee. */
export function clampDiscount(discount: number | null | undefined, baseFee: number): number {
  const value = Number(discount) || 0;
  return round2(Math.min(Math.max(value, 0), Math.max(baseFee, 0)));
}

export interface FeeBreakdownLine {
  index: number;
  fee: number;
  label: string;
  missingCategory: boolean;
}

export interface FeeSummary {
  baseFee: number;
  discount: number;
  total: number;
  lines: FeeBreakdownLine[];
}

/** Fees of a whole parcel: per-product breakdown, clamped discount, total to pay. */
export function parcelFees<P extends FeeProduct>(
  products: readonly P[],
  categoryOf: (product: P) => (FeeCategory & { nom?: string }) | null | undefined,
  discount: number | null | undefined = 0,
): FeeSummary {
  const lines = products.map((product, index) => {
    const category = categoryOf(product);
    return {
      index,
      fee: productFee(product, category),
      label: category ? (category.nom ?? category.type_tarification) : MISSING_CATEGORY_LABEL,
      missingCategory: !category,
    };
  });
  const baseFee = round2(lines.reduce((sum, line) => sum + line.fee, 0));
  const clamped = clampDiscount(discount, baseFee);
  return { baseFee, discount: clamped, total: round2(baseFee - clamped), lines };
}
