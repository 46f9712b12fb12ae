import { getQuery, parseQueryFromLocation } from 'react-admin';
import { prefetchList } from './dataProvider/dataProvider';
import { tokenStore } from './dataProvider/tokenStore';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT } from './domain/parcelList';

/**
 * Opening the app on the parcel list (`#/colis`, with or without its URL filters): its first page
 * is asked for at once, in parallel with the rest of the app (main.ts asks for the screen's code),
 * instead of once the route renders. The list controller's own getList, with the same page (same
 * URL parsing, same defaults as `ColisList`), takes that answer instead of asking again.
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
  prefetchList('colis', {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
  });
}
