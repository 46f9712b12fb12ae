import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';

/** The company's settings (issue #32): read by the screens that hand parcels over, written by /configuration/livraison. */
export const companySettingsKey = ['entreprise', 'parametres'] as const;

export function useCompanySettings({ enabled = true }: { enabled?: boolean } = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: companySettingsKey, queryFn: () => dataProvider.getParametresEntreprise(), enabled, staleTime: 60_000 });
}
