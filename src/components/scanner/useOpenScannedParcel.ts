import { useCallback } from 'react';
import { useDataProvider, useNotify, type DataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Colis } from '../../dataProvider/contract/colis';
import { codeFromScan, matchesParcelCode, noParcelForCode } from '../../domain/scanner';

export const SCAN_SEARCH_ERROR = 'Erreur lors de la recherche';

/**
 * The parcel whose tracking code or number is exactly `code`, through the parcel list's server
 * search (which also returns partial matches: only an exact one counts), or null.
 */
export async function findParcelByCode(dataProvider: DataProvider, code: string): Promise<Colis | null> {
  const { data } = await dataProvider.getList<Colis>('colis', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: { q: code },
  });
  return data.find((parcel) => matchesParcelCode(parcel, code)) ?? null;
}

/** Opens the parcel of a scanned code, or says in French that there is none. */
export function useOpenScannedParcel(): (raw: string) => Promise<void> {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(
    async (raw: string) => {
      const code = codeFromScan(raw);
      if (!code) return;
      try {
        const parcel = await findParcelByCode(dataProvider, code);
        if (parcel) navigate(`/colis/${parcel.id}`);
        else notify(noParcelForCode(code), { type: 'warning' });
      } catch {
        notify(SCAN_SEARCH_ERROR, { type: 'error' });
      }
    },
    [dataProvider, navigate, notify],
  );
}
