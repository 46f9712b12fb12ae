type Identifier = string | number;

/** The list parameters react-admin passes to getList. */
export interface ListPageParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

/** A filter's value as the fields show it: text, or '' when absent. */
export function filterText(filter: Record<string, unknown>, key: string): string {
  const value = filter[key];
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

type Comparable = string | number | boolean | null | undefined;

function compare(a: Comparable, b: Comparable): number {
  if (a === b) return 0;
  // An absent value sorts last whatever the order.
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'fr');
}

/**
 * One page of a list an endpoint sends whole, as react-admin asks for it: the records the filter
 * keeps (`id`: react-admin's list of ids, as getMany asks), stably sorted on the sort's field (ties
 * keep the filter's order), then the page; `total` counts every record the filter keeps.
 */
export function wholeListPage<T extends { id: Identifier }>(
  records: readonly T[],
  params: ListPageParams,
  keep: (records: readonly T[], filter: Record<string, unknown>) => T[],
): { data: T[]; total: number } {
  const filter = params.filter ?? {};
  const ids = Array.isArray(filter.id) ? (filter.id as Identifier[]).map(String) : null;
  const kept = keep(ids ? records.filter((record) => ids.includes(String(record.id))) : records, filter);
  const field = params.sort?.field;
  const direction = params.sort?.order === 'DESC' ? -1 : 1;
  const valueOf = (record: T): Comparable => (field ? (record as unknown as Record<string, Comparable>)[field] : undefined);
  const sorted = field
    ? kept
        .map((record, index) => ({ record, index, value: valueOf(record) }))
        .sort((a, b) => (a.value == null || b.value == null ? compare(a.value, b.value) : compare(a.value, b.value) * direction) || a.index - b.index)
        .map(({ record }) => record)
    : kept;
  if (!params.pagination) return { data: sorted, total: sorted.length };
  const first = (params.pagination.page - 1) * params.pagination.perPage;
  return { data: sorted.slice(first, first + params.pagination.perPage), total: sorted.length };
}
