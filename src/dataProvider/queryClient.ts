import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/** A failure worth trying again: the network, or a 5xx. */
export function isTransient(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 0 || error.status >= 500);
}

/** Server-cache defaults of spec 000 section 9: fresh 5 min, kept 30 min, 1 retry, none on 4xx. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        // Only a server or network failure is worth a second try: a 4xx, a payload that breaks the
        // contract or a refusal from the authProvider (no session) would fail the same way again.
        retry: (failureCount, error) => isTransient(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
