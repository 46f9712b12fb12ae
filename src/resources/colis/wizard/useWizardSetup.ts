import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useMemo } from 'react';
import type { AppDataProvider } from '../../../dataProvider/dataProvider';
import type { ConvertedCategorie } from '../../../dataProvider/contract/colisCreation';
import { errorMessage } from '../../../dataProvider/errors';
import { useCurrentUser, useRefreshSession } from '../../../authProvider/session';
import { useCurrency } from '../../../components/useCurrency';
import type { PickerCategory } from '../../../components/CategoryPicker';
import { ADDRESS_SCHEMA_CACHE_MS, FALLBACK_ADDRESS_FIELDS, type AddressFieldDef } from '../../../domain/addressSchema';
import type { FeeCategory } from '../../../domain/fees';
import type { RouteConfiguration } from '../../../domain/wizardValidation';
import { CONVERTED_CATEGORIES_KEY } from '../../../dataProvider/colisQueryKeys';

export type WizardCategory = FeeCategory & { id: number; nom: string; source: ConvertedCategorie };

/** The same list at each render while the country's address form loads: the wizard's form schema is made from it. */
const NO_ADDRESS_FIELDS: readonly AddressFieldDef[] = [];

/**
 * What the wizard needs before it can show: the user, their countries, the currency context, the
 * route; then the categories priced in the base currency and the sender's address schema.
 */
export function useWizardSetup() {
  const user = useCurrentUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refreshSession = useRefreshSession();
  const currency = useCurrency();

  const operatingCountry = user?.operating_country ?? null;
  const destinationCountry = user?.destination_country ?? null;
  const operatingIso = operatingCountry?.code_iso2?.toUpperCase() ?? null;

  const missing: string[] = [];
  if (user && !destinationCountry) missing.push('Pays de destination');
  if (user && !operatingCountry) missing.push("Pays d'opération");
  if (user && !currency.isPending && (!currency.context?.base_currency_code || !currency.context.destination_currency_code)) missing.push('Configuration de la devise');

  const routeId = currency.data?.route?.id;
  const routeConfig: RouteConfiguration | null = useMemo(() => {
    if (!operatingIso || !destinationCountry) return null;
    const fromUser = user?.routes?.find((r) => r.origin_country.code_iso2.toUpperCase() === operatingIso)?.id;
    return { operatingCountry: operatingIso, destinationCountry: destinationCountry.code_iso2.toUpperCase(), routeId: routeId ?? fromUser ?? null };
  }, [operatingIso, destinationCountry, routeId, user?.routes]);

  const ready = Boolean(user) && missing.length === 0 && !currency.isPending;

  const categoriesQuery = useQuery({
    queryKey: CONVERTED_CATEGORIES_KEY,
    queryFn: () => dataProvider.getConvertedCategories(),
    enabled: ready,
  });

  const addressQuery = useQuery({
    queryKey: ['address-schema', operatingIso],
    queryFn: () => dataProvider.getAddressSchemaCached(operatingIso ?? ''),
    enabled: ready && Boolean(operatingIso),
    staleTime: ADDRESS_SCHEMA_CACHE_MS,
    gcTime: ADDRESS_SCHEMA_CACHE_MS,
  });

  const categories: WizardCategory[] = useMemo(
    () =>
      (categoriesQuery.data ?? [])
        .filter((c) => c.is_active !== false && c.afficher_pour_colis !== false)
        .map((c) => ({ id: c.id, nom: c.nom, type_tarification: c.type_tarification, prix_unitaire: c.prix_unitaire_local, source: c })),
    [categoriesQuery.data],
  );
  const pickerCategories: PickerCategory[] = useMemo(
    () =>
      categories.map((c) => ({
        id: c.id,
        nom: c.nom,
        emoji: c.source.emoji,
        description: c.source.description,
        type_tarification: c.type_tarification,
        price: c.prix_unitaire,
        currency: c.source.devise_locale,
      })),
    [categories],
  );

  return {
    user,
    loadingUser: !user || currency.isPending,
    missing,
    currencyError: currency.configurationError ?? (currency.error ? errorMessage(currency.error, 'Impossible de charger le contexte monétaire.') : undefined),
    refresh: async () => {
      await refreshSession();
      await currency.refetch();
    },
    operatingIso,
    operatingCountry,
    destinationCountry,
    routeConfig,
    baseCurrency: currency.baseCurrency ?? '',
    destinationCurrency: currency.destinationCurrency ?? '',
    rate: currency.context?.exchange_rate ?? null,
    categories,
    pickerCategories,
    categoriesQuery,
    addressFields: addressQuery.data?.fields ?? (addressQuery.isError ? FALLBACK_ADDRESS_FIELDS : NO_ADDRESS_FIELDS),
    addressCountry: addressQuery.data?.country ?? operatingCountry,
    addressQuery,
  };
}

export type WizardSetup = ReturnType<typeof useWizardSetup>;
