import type { GetListParams } from 'react-admin';

export type QueryParams = Record<string, string | number | boolean>;

export interface ListQueryOptions {
  /** Name of the free-text parameter on the server (react-admin's `q`). */
  searchParam?: string;
  /** Server ordering names for client sort fields that differ. */
  orderingFields?: Record<string, string>;
  /** Filters renamed on the way out (client name → server name). */
  filterNames?: Record<string, string>;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * react-admin list parameters → DRF query: `page`, `page_size`, `ordering` (`-field` for DESC),
 * filters as plain parameters (empty ones dropped, lists comma-joined, `q` → `search`).
 */
export function toDrfQuery(params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>, options: ListQueryOptions = {}): QueryParams {
  const query: QueryParams = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.page_size = params.pagination.perPage;
  }
  if (params.sort?.field && params.sort.field !== 'id') {
    const field = options.orderingFields?.[params.sort.field] ?? params.sort.field;
    query.ordering = params.sort.order === 'DESC' ? `-${field}` : field;
  } else if (params.sort?.field === 'id') {
    query.ordering = params.sort.order === 'DESC' ? '-id' : 'id';
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (isEmpty(value)) continue;
    const name = key === 'q' ? (options.searchParam ?? 'search') : (options.filterNames?.[key] ?? key);
    query[name] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  }
  return query;
}
