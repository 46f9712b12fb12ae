import type { ReactNode } from 'react';
import { ListContextProvider, Title, useListController, type FilterPayload, type ListControllerResult, type RaRecord, type SortPayload, type UseGetListOptions } from 'react-admin';
import { usePreferredPageSize } from './pageSize';

interface KeptListOptions<R extends RaRecord> {
  resource: string;
  /** The spec's default page size; the user's last choice wins. */
  perPage: number;
  sort?: SortPayload;
  filterDefaultValues?: FilterPayload;
  queryOptions?: UseGetListOptions<R>;
}

/** Load failures are shown in the screen (ListStatus), with the spec's words, not as a toast. */
const quiet = () => undefined;

/**
 * react-admin's list controller as every list screen uses it: applied filters, search, sort, page
 * and page size live in the URL (reload, Back and a shared link restore the view) and in the
 * user's store (the menu brings the last view back during the session); the page size the user
 * last chose is the default; the previous rows stay on screen while the next ones load.
 */
export function useKeptList<R extends RaRecord>({ resource, perPage, sort, filterDefaultValues, queryOptions }: KeptListOptions<R>): ListControllerResult<R> {
  const [preferred] = usePreferredPageSize(resource, perPage);
  // Every list route is guarded from the stored user (RequireAccess) and the layout sends a visitor
  // without a session to /login: react-admin's checkAuth and canAccess round-trips would only hold
  // the first page back.
  return useListController<R>({ resource, perPage: preferred, sort, filterDefaultValues, debounce: 0, disableAuthentication: true, queryOptions: { onError: quiet, ...queryOptions } });
}

/** The same, as a wrapper whose children read the list through useListContext. */
export function KeptList<R extends RaRecord>({ title, children, ...options }: KeptListOptions<R> & { title?: string; children: ReactNode }) {
  const list = useKeptList<R>(options);
  return (
    <ListContextProvider value={list}>
      {title && <Title title={title} />}
      {children}
    </ListContextProvider>
  );
}
