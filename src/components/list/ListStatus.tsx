import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useListContext } from 'react-admin';

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

/** What a list shows before and instead of its rows: the first load, a load failure with a retry, the empty state. */
export function ListStatus({ loadingLabel, errorMessage, empty, children }: ListStatusProps) {
  const { isPending, error, data, refetch } = useListContext();
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  }
  if (error && !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Réessayer
          </Button>
        }
      >
        {errorMessage}
      </Alert>
    );
  }
  return <>{data && data.length > 0 ? children : empty}</>;
}
