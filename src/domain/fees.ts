/** Shipping fee per product by its category's pricing type (spec 001 section 5, fee table). */
import { roundForCurrency } from './currency';

export const PRICING_TYPES = ['par_unite', 'par_poids', 'forfait', 'par_cbm', 'par_ligne'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

export const PRICING_TYPE_LABELS: Record<PricingType, string> = {
  par_unite: 'Par unité',
  par_poids: 'Par kg',
  forfait: 'Forfait',
  par_cbm: 'Par m³ (CBM)',
  par_ligne: 'Par ligne',
};

/** The label of a pricing type; an unknown type is priced per unit (the table's "any other"). */
export function pricingTypeLabel(type: string | null | undefined): string {
  return (PRICING_TYPES as readonly string[]).includes(type ?? '') ? PRICING_TYPE_LABELS[type as PricingType] : PRICING_TYPE_LABELS.par_unite;
}

/** What one unit of the price buys, e.g. "/ kg", shown next to a category's price. */
export const PRICING_UNIT_SUFFIX: Record<PricingType, string> = {
  par_unite: '/ unité',
  par_poids: '/ kg',
  forfait: 'forfait',
  par_cbm: '/ m³',
  par_ligne: '/ ligne',
};

export interface FeeCategory {
  type_tarification: string;
  prix_unitaire: number;
}

export interface FeeProduct {
  nom?: string | null;
  quantite: number | null;
  poids_unitaire?: number | null;
  longueur_cm?: number | null;
  largeur_cm?: number | null;
  hauteur_cm?: number | null;
  nb_lignes?: number | null;
}

export const MISSING_CATEGORY_LABEL = 'Configuration manquante';

/** The error of a product whose category cannot be found (the spec's wording is cut off). */
export function missingCategoryError(product: FeeProduct, index: number): string {
  const name = product.nom?.trim();
  return `Catégorie introuvable pour le produit ${index + 1}${name ? ` « ${name} »` : ''}`;
}

export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function numberOr0(value: number | null | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Volume of a product line in cubic metres (CBM); 0 when a dimension is missing. */
export function volumeCbm(product: FeeProduct): number {
  const { longueur_cm: l, largeur_cm: w, hauteur_cm: h } = product;
  if (!positive(l) || !positive(w) || !positive(h)) return 0;
  return (l * w * h * numberOr0(product.quantite)) / 1_000_000;
}

/** The fee of one product line, rounded to 2 decimals; no category gives 0. */
export function productFee(product: FeeProduct, category: FeeCategory | null | undefined): number {
  if (!category) return 0;
  const price = numberOr0(category.prix_unitaire);
  const quantity = numberOr0(product.quantite);
  switch (category.type_tarification) {
    case 'par_poids':
      return round2(price * numberOr0(product.poids_unitaire) * quantity);
    case 'par_cbm':
      return round2(price * volumeCbm(product));
    case 'par_ligne':
      return positive(product.nb_lignes) ? round2(price * product.nb_lignes) : 0;
    case 'forfait':
      return round2(price);
    default:
      return round2(price * quantity);
  }
}

/** Why a product's fee is 0 for want of something: no category, no dimensions (par_cbm), no number of lines (par_ligne). */
export type MissingFeeReason = 'categorie' | 'dimensions' | 'lignes';

export const MISSING_FEE_REASONS: Record<MissingFeeReason, string> = {
  categorie: 'aucune catégorie',
  dimensions: 'dimensions manquantes (longueur, largeur et hauteur)',
  lignes: 'nombre de lignes manquant',
};

/** The reason a product is priced 0 because something is missing, or null when its fee is complete. */
export function missingFeeReason(product: FeeProduct, category: FeeCategory | null | undefined): MissingFeeReason | null {
  if (!category) return 'categorie';
  if (category.type_tarification === 'par_cbm' && volumeCbm(product) === 0) return 'dimensions';
  if (category.type_tarification === 'par_ligne' && !positive(product.nb_lignes)) return 'lignes';
  return null;
}

export interface MissingFee {
  index: number;
  reason: MissingFeeReason;
  /** 'Produit 2 « Lotion » : frais à 0, aucune catégorie' */
  message: string;
}

/** Every product priced 0 for want of a category, dimensions or lines, named with its reason. */
export function missingFees<P extends FeeProduct>(products: readonly P[], categoryOf: (product: P) => FeeCategory | null | undefined): MissingFee[] {
  return products.flatMap((product, index) => {
    const reason = missingFeeReason(product, categoryOf(product));
    if (!reason) return [];
    const name = product.nom?.trim();
    return [{ index, reason, message: `Produit ${index + 1}${name ? ` « ${name} »` : ''} : frais à 0, ${MISSING_FEE_REASONS[reason]}` }];
  });
}

/** Which extra inputs a pricing type needs on a product line. */
export function pricingNeeds(type: string | null | undefined): { dimensions: boolean; lines: boolean } {
  return { dimensions: type === 'par_cbm', lines: type === 'par_ligne' };
}

/** The discount is clamped between 0 and the base fee. */
export function clampDiscount(discount: number | null | undefined, baseFee: number): number {
  const value = numberOr0(discount);
  return round2(Math.min(Math.max(value, 0), Math.max(numberOr0(baseFee), 0)));
}

export interface FeeBreakdownLine {
  index: number;
  fee: number;
  label: string;
  missingCategory: boolean;
  /** Set when the category was not found: the line is priced 0. */
  error?: string;
}

export interface FeeSummary {
  baseFee: number;
  discount: number;
  total: number;
  lines: FeeBreakdownLine[];
  errors: string[];
}

export interface ParcelFeeOptions {
  /** The base currency: the totals are rounded the way it is shown (GNF to the unit). */
  currency?: string;
}

/** Fees of a whole parcel: per-product breakdown, clamped discount, total to pay. */
export function parcelFees<P extends FeeProduct>(
  products: readonly P[],
  categoryOf: (product: P) => (FeeCategory & { nom?: string }) | null | undefined,
  discount: number | null | undefined = 0,
  options: ParcelFeeOptions = {},
): FeeSummary {
  const round = (value: number) => (options.currency ? roundForCurrency(value, options.currency) : round2(value));
  const lines: FeeBreakdownLine[] = products.map((product, index) => {
    const category = categoryOf(product);
    if (!category) {
      return { index, fee: 0, label: MISSING_CATEGORY_LABEL, missingCategory: true, error: missingCategoryError(product, index) };
    }
    return { index, fee: productFee(product, category), label: category.nom ?? pricingTypeLabel(category.type_tarification), missingCategory: false };
  });
  const baseFee = round(lines.reduce((sum, line) => sum + line.fee, 0));
  const clamped = round(clampDiscount(discount, baseFee));
  return {
    baseFee,
    discount: clamped,
    total: round(baseFee - clamped),
    lines,
    errors: lines.flatMap((line) => (line.error ? [line.error] : [])),
  };
}
