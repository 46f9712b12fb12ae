import { useMemo } from 'react';
import { useListParams, useRecordSelection, type ListControllerResult, type RaRecord, type SortPayload } from 'react-admin';

interface LocalListOptions<R extends RaRecord> {
  /** Names the list in the URL's store and the user's saved preferences. */
  resource: string;
  /** The whole list, as the server sends it in one answer (undefined while it loads). */
  query: { data?: R[]; isPending: boolean; isFetching: boolean; error: Error | null; refetch: () => unknown };
  /** Keeps the records that match the applied filters, in the order to show them. */
  filter: (records: readonly R[], filterValues: Record<string, unknown>) => R[];
  perPage: number;
  sort?: SortPayload;
}

const NO_SORT: SortPayload = { field: 'id', order: 'ASC' };

/**
 * A list the server sends whole (categories, commercial invoices), filtered and paged in the
 * browser, with react-admin's list parameters: filters, page and page size live in the URL and
 * the store like any ListBase list, and the toolkit's parts read it through a ListContext.
 */
export function useLocalListController<R extends RaRecord>({ resource, query, filter, perPage, sort = NO_SORT }: LocalListOptions<R>): ListControllerResult<R> {
  const [params, modifiers] = useListParams({ resource, perPage, sort, debounce: 0 });
  const [selectedIds, selection] = useRecordSelection<R>({ resource, disableSyncWithStore: true });
  const { data, isPending, isFetching, error, refetch } = query;
  const matching = useMemo(() => (data ? filter(data, params.filterValues as Record<string, unknown>) : undefined), [data, filter, params.filterValues]);
  const first = (params.page - 1) * params.perPage;

  const base = {
    resource,
    sort: { field: params.sort, order: params.order },
    filterValues: params.filterValues,
    displayedFilters: params.displayedFilters,
    page: params.page,
    perPage: params.perPage,
    setFilters: modifiers.setFilters,
    setPage: modifiers.setPage,
    setPerPage: modifiers.setPerPage,
    setSort: modifiers.setSort,
    showFilter: modifiers.showFilter,
    hideFilter: modifiers.hideFilter,
    selectedIds,
    onSelect: selection.select,
    onToggleItem: selection.toggle,
    onUnselectItems: () => selection.clearSelection(),
    onSelectAll: () => selection.select((matching ?? []).map((record) => record.id)),
    refetch,
    isFetching,
    hasPreviousPage: params.page > 1,
    hasNextPage: matching ? first + params.perPage < matching.length : false,
  };
  if (isPending) return { ...base, data: undefined, total: undefined, meta: undefined, error: null, isPending: true };
  if (!matching) return { ...base, data: undefined, total: undefined, meta: undefined, error: error ?? new Error(resource), isPending: false };
  const rows = { data: matching.slice(first, first + params.perPage), total: matching.length, isPending: false as const };
  return error ? { ...base, ...rows, error } : { ...base, ...rows, error: null };
}
