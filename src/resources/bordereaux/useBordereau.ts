import { useGetOne } from 'react-admin';
import type { Bordereau } from '../../dataProvider/contract/bordereaux';
import { errorStatus } from '../../dataProvider/errors';
import { MANIFEST_RETRY, MANIFEST_STALE_MS } from './queryKeys';

/**
 * One manifest: fresh 5 s, 2 retries except for a 404 (then the not-found state shows at once);
 * an id that is not a number is no manifest and asks the server nothing.
 */
export function useBordereau(id: string | undefined) {
  const numeric = /^\d+$/.test(id ?? '');
  const query = useGetOne<Bordereau>(
    'bordereaux',
    { id: Number(id) },
    {
      enabled: numeric,
      staleTime: MANIFEST_STALE_MS,
      retry: (count, error) => errorStatus(error) !== 404 && errorStatus(error) !== 403 && count < MANIFEST_RETRY,
    },
  );
  const status = errorStatus(query.error);
  return { ...query, notFound: !numeric || status === 404 || status === 403 };
}
