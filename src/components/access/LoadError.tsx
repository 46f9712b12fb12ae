import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { errorMessage, errorStatus } from '../../dataProvider/errors';
import { AccessDenied, PAGE_DENIED } from './AccessDenied';
import { RetryAlert } from '../RetryAlert';

export const isForbidden = (error: unknown) => errorStatus(error) === 403;

/** The access-denied screen for a server's 403, with its French reason: `if (isForbidden(error)) return <Forbidden error={error} />`. */
export function Forbidden({ error }: { error: unknown }) {
  return <AccessDenied message={errorMessage(error, PAGE_DENIED)} />;
}

/**
 * A screen's load failure: the access-denied screen when the server answers 403 (with its French
 * reason), else the screen's own message with a retry.
 */
export function LoadError({ error, message, onRetry, children }: { error: unknown; message: string; onRetry?: () => void; children?: ReactNode }) {
  if (isForbidden(error)) return <Forbidden error={error} />;
  const text = children ?? errorMessage(error, message);
  return onRetry ? <RetryAlert onRetry={onRetry}>{text}</RetryAlert> : <Alert severity="error">{text}</Alert>;
}
