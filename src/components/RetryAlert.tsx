import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';

/** A failure the user can try again: the message, with 'Réessayer'. */
export function RetryAlert({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Réessayer
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
