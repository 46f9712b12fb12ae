import { getQuery, parseQueryFromLocation } from 'react-admin';
import { dataProvider } from './dataProvider/dataProvider';
import { queryClient } from './dataProvider/queryClient';
import { tokenStore } from './dataProvider/tokenStore';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT } from './domain/parcelList';

/**
 * Opening the app on the parcel list (`#/colis`, with or without its URL filters): its first page
 * is asked for at once, in parallel with the rest of the app (main.ts asks for the screen's code),
 * instead of once the route renders. The page lands in react-admin's query cache under
 * the very key its list controller reads (same URL parsing, same defaults as `ColisList`).
 */
export function prefetchStartScreen(hash: string): void {
  if (!/^#\/colis\/?(\?|$)/.test(hash) || tokenStore.getAccess() === null) return;
  const search = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: { filter: {}, order: null, page: 1, perPage: null, sort: null },
    filterDefaultValues: undefined,
    sort: DEFAULT_SORT,
    perPage: DEFAULT_PAGE_SIZE,
  });
  const params = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
  void queryClient.prefetchQuery({
    queryKey: ['colis', 'getList', params],
    queryFn: () => dataProvider.getList('colis', params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
}
