import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * react-admin's `useRefresh` (every query invalidated, the active ones read again), but awaitable:
 * for a step that focuses, checks a query's state or leaves the page once the screen is fresh.
 */
export function useRefreshAwaited(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
