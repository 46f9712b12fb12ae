/** Product-category rules of spec 000 sections 3, 4, 5 and 8: form, keywords, detection, filters. */

export const PRICING_TYPE_LABELS = {
  par_unite: 'Par unité',
  par_poids: 'Par poids (kg)',
  forfait: 'Forfait',
  par_cbm: 'Par mètre cube (CBM)',
  par_ligne: 'Par ligne',
} as const;
export type PricingType = keyof typeof PRICING_TYPE_LABELS;
export const PRICING_TYPE_VALUES = Object.keys(PRICING_TYPE_LABELS) as PricingType[];

export const EMOJI_MAX_LENGTH = 10;
export const DEFAULT_CATEGORY_EMOJI = '📦';

/** The server's refusal to edit a deactivated category (only active ones offer edit, spec 000). */
export const CATEGORY_INACTIVE_EDIT = 'Cette catégorie a été désactivée : réactivez-la avant de la modifier.';

export const CATEGORY_MESSAGES = {
  nameRequired: 'Le nom est requis',
  pricingTypeRequired: 'Le type de tarification est requis',
  priceNegative: 'Le prix unitaire doit être supérieur ou égal à 0',
  orderNegative: "L'ordre d'affichage doit être un entier supérieur ou égal à 0",
  orderNotInteger: "L'ordre d'affichage doit être un nombre entier, sans décimales",
  emojiTooLong: "L'emoji ne doit pas dépasser 10 caractères",
  notVisible: 'La catégorie doit être visible dans au moins un contexte (colis ou facture).',
  currencyRequired: 'La devise est requise',
  created: 'Catégorie créée avec succès',
  updated: 'Catégorie modifiée avec succès',
  deactivated: 'Catégorie désactivée avec succès',
  reactivated: 'Catégorie réactivée avec succès',
  createFailed: 'Erreur lors de la création',
  updateFailed: 'Erreur lors de la modification',
  deactivateFailed: 'Erreur lors de la désactivation',
  reactivateFailed: 'Erreur lors de la réactivation',
  initFailed: "Erreur lors de l'initialisation",
  loadFailed: 'Erreur lors du chargement des catégories',
  detectionFailed: 'Erreur lors du test de détection',
  emptyAll: 'Aucune catégorie configurée',
  emptySearch: 'Aucun résultat trouvé',
} as const;

export const initialisedMessage = (count: number) => `${count} catégories par défaut créées`;
export const foundMessage = (count: number) => `${count} catégorie(s) trouvée(s)`;

export interface CategoryFormValues {
  nom: string;
  emoji: string;
  description: string;
  description_complete: string;
  type_tarification: PricingType | '';
  prix_unitaire: string;
  ordre_affichage: string;
  mots_cles: string;
  afficher_pour_colis: boolean;
  afficher_pour_facture: boolean;
  devise_creation: string;
}

export type CategoryFormErrors = Partial<Record<keyof CategoryFormValues | 'visibilite', string>>;

/** A new category's form, priced in `currency` (the user's base currency) until another of the routes' currencies is chosen. */
export function emptyCategoryForm(currency: string): CategoryFormValues {
  return {
    nom: '',
    emoji: DEFAULT_CATEGORY_EMOJI,
    description: '',
    description_complete: '',
    type_tarification: 'par_unite',
    prix_unitaire: '0',
    ordre_affichage: '0',
    mots_cles: '',
    afficher_pour_colis: true,
    afficher_pour_facture: true,
    devise_creation: currency,
  };
}

/** 'Téléphone, laptop,, écran ' → ['Téléphone', 'laptop', 'écran'] (trimmed, no blanks, no repeats). */
export function parseKeywords(input: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of input.split(',')) {
    const keyword = part.trim();
    const key = keyword.toLowerCase();
    if (keyword && !seen.has(key)) {
      seen.add(key);
      keywords.push(keyword);
    }
  }
  return keywords;
}

export const formatKeywords = (keywords: readonly string[] | undefined) => (keywords ?? []).join(', ');

/** Non-numeric becomes 0 (spec 000 section 5); the price keeps 2 decimals. */
export function parsePrice(input: string): number {
  const value = Number(input.trim().replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
}

/** Non-numeric becomes 0 (spec 000 section 5); a number is kept as typed (the form refuses 1.5 rather than store 1). */
export function parseOrder(input: string): number {
  const text = input.trim().replace(',', '.');
  const value = Number(text);
  return text !== '' && Number.isFinite(value) ? value : 0;
}

export const emojiLength = (emoji: string) => [...emoji].length;

/** Submit stays disabled while the trimmed name is empty. */
export const canSubmitCategory = (values: Pick<CategoryFormValues, 'nom'>) => values.nom.trim() !== '';

/** The creation form also needs its currency (devise_creation, spec 000 section 3); an edit keeps the category's. */
export function validateCategory(values: CategoryFormValues, creating = false): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  if (creating && !values.devise_creation) errors.devise_creation = CATEGORY_MESSAGES.currencyRequired;
  if (!canSubmitCategory(values)) errors.nom = CATEGORY_MESSAGES.nameRequired;
  if (!values.type_tarification) errors.type_tarification = CATEGORY_MESSAGES.pricingTypeRequired;
  if (parsePrice(values.prix_unitaire) < 0) errors.prix_unitaire = CATEGORY_MESSAGES.priceNegative;
  const order = parseOrder(values.ordre_affichage);
  if (!Number.isInteger(order)) errors.ordre_affichage = CATEGORY_MESSAGES.orderNotInteger;
  else if (order < 0) errors.ordre_affichage = CATEGORY_MESSAGES.orderNegative;
  if (emojiLength(values.emoji) > EMOJI_MAX_LENGTH) errors.emoji = CATEGORY_MESSAGES.emojiTooLong;
  if (!values.afficher_pour_colis && !values.afficher_pour_facture) errors.visibilite = CATEGORY_MESSAGES.notVisible;
  return errors;
}

export interface CategoryPayload {
  nom: string;
  emoji: string;
  description: string;
  description_complete: string;
  type_tarification: PricingType;
  prix_unitaire: number;
  ordre_affichage: number;
  mots_cles_detection: string[];
  afficher_pour_colis: boolean;
  afficher_pour_facture: boolean;
  devise_creation: string;
}

/** The body sent on create and update, from valid form values. */
export function toCategoryPayload(values: CategoryFormValues): CategoryPayload {
  return {
    nom: values.nom.trim(),
    emoji: values.emoji.trim() || DEFAULT_CATEGORY_EMOJI,
    description: values.description.trim(),
    description_complete: values.description_complete.trim(),
    type_tarification: (values.type_tarification || 'par_unite') as PricingType,
    prix_unitaire: parsePrice(values.prix_unitaire),
    ordre_affichage: parseOrder(values.ordre_affichage),
    mots_cles_detection: parseKeywords(values.mots_cles),
    afficher_pour_colis: values.afficher_pour_colis,
    afficher_pour_facture: values.afficher_pour_facture,
    devise_creation: values.devise_creation,
  };
}

/** Case-insensitive keyword containment. */
export function isDetected(text: string, keywords: readonly string[]): boolean {
  const haystack = text.trim().toLocaleLowerCase('fr');
  if (!haystack) return false;
  return keywords.some((keyword) => keyword.trim() !== '' && haystack.includes(keyword.trim().toLocaleLowerCase('fr')));
}

export function detectionMessage(text: string, detected: boolean): string {
  const sample = text.trim();
  return detected ? `✅ "${sample}" serait détecté par cette catégorie` : `❌ "${sample}" ne serait PAS détecté par cette catégorie`;
}

/** What the list screen needs of a category. */
export interface CategoryLike {
  nom: string;
  description?: string | null;
  mots_cles_detection?: string[];
  afficher_pour_colis?: boolean;
  afficher_pour_facture?: boolean;
  is_default?: boolean;
  is_custom?: boolean;
  is_active?: boolean;
  ordre_affichage?: number;
}

export type VisibilityFilter = 'all' | 'colis' | 'facture' | 'both' | 'none';
export type StatusFilter = 'all' | 'default' | 'custom' | 'active' | 'inactive';

export const VISIBILITY_FILTER_LABELS: Record<VisibilityFilter, string> = {
  all: 'Toutes',
  colis: 'Colis',
  facture: 'Factures',
  both: 'Colis et factures',
  none: 'Cachées',
};

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'Tous',
  default: 'Par défaut',
  custom: 'Personnalisées',
  active: 'Actives',
  inactive: 'Inactives',
};

export interface CategoryFilters {
  search: string;
  visibility: VisibilityFilter;
  status: StatusFilter;
}

/** The badge on the filters toggle: how many filters differ from 'all'. */
export const activeFilterCount = (filters: CategoryFilters) => (filters.visibility !== 'all' ? 1 : 0) + (filters.status !== 'all' ? 1 : 0);

export const isCustom = (category: CategoryLike) => category.is_custom ?? !category.is_default;

function matchesVisibility(category: CategoryLike, visibility: VisibilityFilter): boolean {
  const colis = category.afficher_pour_colis !== false;
  const facture = category.afficher_pour_facture !== false;
  switch (visibility) {
    case 'colis':
      return colis;
    case 'facture':
      return facture;
    case 'both':
      return colis && facture;
    case 'none':
      return !colis && !facture;
    default:
      return true;
  }
}

function matchesStatus(category: CategoryLike, status: StatusFilter): boolean {
  const active = category.is_active !== false;
  switch (status) {
    case 'default':
      return category.is_default === true;
    case 'custom':
      return isCustom(category);
    case 'active':
      return active;
    case 'inactive':
      return !active;
    default:
      return true;
  }
}

const fold = (text: string) => text.toLocaleLowerCase('fr').normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Search (name, description, keywords), visibility and status, in display order. */
export function filterCategories<T extends CategoryLike>(categories: readonly T[], filters: CategoryFilters): T[] {
  const needle = fold(filters.search.trim());
  return categories
    .filter((category) => {
      if (!matchesVisibility(category, filters.visibility) || !matchesStatus(category, filters.status)) return false;
      if (!needle) return true;
      const haystack = [category.nom, category.description ?? '', ...(category.mots_cles_detection ?? [])].map(fold);
      return haystack.some((text) => text.includes(needle));
    })
    .sort((a, b) => (a.ordre_affichage ?? 0) - (b.ordre_affichage ?? 0) || a.nom.localeCompare(b.nom, 'fr'));
}
