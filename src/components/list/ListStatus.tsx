import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { LoadError } from '../access/LoadError';
import { Loading } from '../Loading';

interface ListStatusProps {
  /** The spinner's accessible name ('Chargement des …'). */
  loadingLabel: string;
  /** The spec's load-failure message, shown with 'Réessayer'. */
  errorMessage: ReactNode;
  /** What shows when the page has no row (an EmptyState). */
  empty: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** What a list shows before and instead of its rows: the first load, a load failure with a retry (access denied on a 403), the empty state. */
export function ListStatus({ loadingLabel, errorMessage, empty, children }: ListStatusProps) {
  const { isPending, error, data, refetch } = useListContext();
  if (isPending) {
    return <Loading label={loadingLabel} />;
  }
  if (error && !data) {
    return (
      <LoadError error={error} message="" onRetry={() => void refetch()}>
        {errorMessage}
      </LoadError>
    );
  }
  return <>{data && data.length > 0 ? children : empty}</>;
}
