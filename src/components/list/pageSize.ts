import { useStore } from 'react-admin';

/** The page size a user last chose for a list, kept in their store across sessions. */
export function usePreferredPageSize(storeKey: string, fallback: number) {
  return useStore<number>(`${storeKey}.parPage`, fallback);
}
