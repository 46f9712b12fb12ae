/** The parcel list's rules (spec 001 sections 2 and 9): filters, sort, pages and their server query. */
import { parcelStatusLabel, TIMELINE_STEPS } from './parcelStatus';

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const FILTER_DEBOUNCE_MS = 500;

/** The status filter's choices, with the list's labels ('' is every status). */
export const STATUS_FILTER_CHOICES: readonly { id: string; name: string }[] = [
  { id: '', name: 'Tous les statuts' },
  ...TIMELINE_STEPS.map((status) => ({ id: status, name: parcelStatusLabel(status) })),
];

export const SORT_FIELDS = ['created_at', 'statut', 'poids'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SORT_FIELD_LABELS: Record<SortField, string> = {
  created_at: 'Date',
  statut: 'Statut',
  poids: 'Poids',
};

export const DEFAULT_SORT = { field: 'created_at' as SortField, order: 'DESC' as const };

/** The list's filters as they live in the URL. */
export interface ParcelListFilter {
  statut?: string;
  /** Tracking code or parcel number. */
  q?: string;
  /** Recipient's name. */
  destinataire?: string;
}

export interface ParcelListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

export type ParcelListQuery = Record<string, string | number>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * List parameters → the server's query: page, page_size (10, 20 or 50), ordering
 * (`-created_at` for descending; unknown fields fall back to the newest first), statut,
 * search (tracking code or number) and destinataire (recipient name). Empty filters are dropped;
 * other filters go through under their own name.
 */
export function parcelListQuery(params: ParcelListParams): ParcelListQuery {
  const page = Math.max(Math.floor(params.pagination?.page ?? 1), 1);
  const requested = params.pagination?.perPage ?? DEFAULT_PAGE_SIZE;
  const pageSize = (PAGE_SIZES as readonly number[]).includes(requested) ? requested : DEFAULT_PAGE_SIZE;
  const field = (SORT_FIELDS as readonly string[]).includes(params.sort?.field ?? '') ? (params.sort?.field as SortField) : DEFAULT_SORT.field;
  const order = params.sort?.field && (SORT_FIELDS as readonly string[]).includes(params.sort.field) ? params.sort.order : DEFAULT_SORT.order;
  const query: ParcelListQuery = { page, page_size: pageSize, ordering: order === 'ASC' ? field : `-${field}` };
  const filter = params.filter ?? {};
  const statut = text(filter.statut);
  if (statut) query.statut = statut;
  const search = text(filter.q);
  if (search) query.search = search;
  const destinataire = text(filter.destinataire);
  if (destinataire) query.destinataire = destinataire;
  for (const [key, value] of Object.entries(filter)) {
    if (['statut', 'q', 'destinataire'].includes(key) || key in query) continue;
    if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) query[key] = value;
    else if (typeof value === 'boolean') query[key] = String(value);
  }
  return query;
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(Math.ceil(total / Math.max(perPage, 1)), 1);
}

/** 'Page X sur Y'. */
export function pageLabel(page: number, total: number, perPage: number): string {
  return `Page ${page} sur ${pageCount(total, perPage)}`;
}

export function hasActiveFilters(filter: Record<string, unknown> | undefined): boolean {
  return Object.values(filter ?? {}).some((value) => text(value) !== '');
}

export const EMPTY_LIST_TITLE = 'Aucun colis trouvé';

export function emptyListHint(filtered: boolean): string {
  return filtered ? 'Aucun colis ne correspond aux filtres sélectionnés' : 'Commencez par créer votre premier colis';
}

/** Case- and accent-insensitive form of a text, for the server's filters. */
export function foldText(value: string | null | undefined): string {
  return (value ?? '').toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
