import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/** Server-cache defaults of spec 000 section 9: fresh 5 min, kept 30 min, 1 retry, none on 4xx. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
