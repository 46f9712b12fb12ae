import type { ReactNode } from 'react';
import { ListBase, Title, type FilterPayload, type RaRecord, type SortPayload, type UseGetListOptions } from 'react-admin';
import { usePreferredPageSize } from './pageSize';

interface KeptListProps<R extends RaRecord> {
  resource: string;
  /** The page title in the app bar, when the list is the page. */
  title?: string;
  /** The spec's default page size; the user's last choice wins. */
  perPage: number;
  sort?: SortPayload;
  filterDefaultValues?: FilterPayload;
  queryOptions?: UseGetListOptions<R>;
  children: ReactNode;
}

/** Load failures are shown in the screen (ListStatus), with the spec's words, not as a toast. */
const quiet = () => undefined;

/**
 * react-admin's ListBase as every list screen uses it: applied filters, search, sort, page and
 * page size live in the URL (reload, Back and a shared link restore the view) and in the user's
 * store (the menu brings the last view back during the session); the page keeps showing the
 * previous rows while the next ones load.
 */
export function KeptList<R extends RaRecord>({ resource, title, perPage, sort, filterDefaultValues, queryOptions, children }: KeptListProps<R>) {
  const [preferred] = usePreferredPageSize(resource, perPage);
  return (
    <ListBase<R> resource={resource} perPage={preferred} sort={sort} filterDefaultValues={filterDefaultValues} debounce={0} queryOptions={{ onError: quiet, ...queryOptions }}>
      {title && <Title title={title} />}
      {children}
    </ListBase>
  );
}
