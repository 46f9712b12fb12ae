/** Product-category rules of spec 000 sections 3, 4, 5 and 8: form, keywords, detection, filters. */
import { keywordFound } from './categoryDetection';

import { PRICING_TYPES, type PricingType } from './fees';
import type * as z from 'zod/mini';
import { DEFAULT_CATEGORY_EMOJI, type CategoryBody, type categoryCreateForm } from './schemas/categories';
import type { Typed } from './schemas/fields';
import { filterText } from './wholeList';

export { CATEGORY_MESSAGES, DEFAULT_CATEGORY_EMOJI, EMOJI_MAX_LENGTH, emojiLength, visibilityProblem } from './schemas/categories';
export type { PricingType };

export const PRICING_TYPE_LABELS = {
  par_unite: 'Par unité',
  par_poids: 'Par poids (kg)',
  forfait: 'Forfait',
  par_cbm: 'Par mètre cube (CBM)',
  par_ligne: 'Par ligne',
} as const satisfies Record<PricingType, string>;
export const PRICING_TYPE_VALUES: PricingType[] = [...PRICING_TYPES];

/** The server's refusal to edit a deactivated category (only active ones offer edit, spec 000). */
export const CATEGORY_INACTIVE_EDIT = 'Cette catégorie a été désactivée : réactivez-la avant de la modifier.';

export const initialisedMessage = (count: number) => `${count} catégories par défaut créées`;
export const foundMessage = (count: number) => `${count} catégorie(s) trouvée(s)`;

/** The category form's values: the write's fields, a number as typed ('1 250,50') until it is read. */
export type CategoryFormDefaults = Typed<z.input<typeof categoryCreateForm>>;

/** A new category's form, priced in `currency` (the user's base currency) until another of the routes' currencies is chosen. */
export function emptyCategoryForm(currency: string): CategoryFormDefaults {
  return {
    nom: '',
    emoji: DEFAULT_CATEGORY_EMOJI,
    description: '',
    description_complete: '',
    type_tarification: 'par_unite',
    prix_unitaire: '0',
    ordre_affichage: '0',
    mots_cles_detection: [],
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

/** The body sent on create and update, from what the form's schema read: a blank emoji is the package, a blank order 0. */
export function categoryBody(body: CategoryBody): CategoryBody {
  return { ...body, emoji: body.emoji || DEFAULT_CATEGORY_EMOJI, ordre_affichage: body.ordre_affichage ?? 0 };
}

/** Whether the server's detection would find one of these keywords in the text (the one rule of categoryDetection.ts). */
export function isDetected(text: string, keywords: readonly string[]): boolean {
  return keywordFound(text, keywords) !== null;
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

/** The list's filters as they live in the URL (`q`, `visibilite`, `statut`; 'all' when absent). */
export function categoryListFilters(filter: Record<string, unknown>): CategoryFilters {
  return {
    search: filterText(filter, 'q'),
    visibility: (filterText(filter, 'visibilite') || 'all') as VisibilityFilter,
    status: (filterText(filter, 'statut') || 'all') as StatusFilter,
  };
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
