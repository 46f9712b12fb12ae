import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { errorStatus } from '../../dataProvider/errors';
import { MANIFEST_RETRY, MANIFEST_STALE_MS, bordereauKeys } from './queryKeys';

/** One manifest: fresh 5 s, 2 retries except for a 404 (then the not-found state shows at once). */
export function useBordereau(id: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: bordereauKeys.detail(id ?? ''),
    queryFn: () => dataProvider.getBordereau(id ?? ''),
    enabled: Boolean(id),
    staleTime: MANIFEST_STALE_MS,
    retry: (count, error) => errorStatus(error) !== 404 && errorStatus(error) !== 403 && count < MANIFEST_RETRY,
  });
  const status = errorStatus(query.error);
  return { ...query, notFound: status === 404 || status === 403 };
}
