import { useMemo } from 'react';
import { useCurrentUser } from '../../authProvider/session';
import type { Choice } from '../list/ChoiceField';
import { countryName, countryNameOf } from '../../domain/country';
import { paymentMethodChoices, type PaymentMethodInfo } from '../../domain/paymentStatus';

interface Country {
  code_iso2: string;
  nom: string;
  payment_methods?: readonly PaymentMethodInfo[] | null;
}

/** A country in a list of choices: its name alone (a choice is text; flags are drawn where a country is shown). */
export const countryLabel = (country: Country) => countryNameOf(country);

/**
 * The countries of the signed-in user's routes: the origins (the payments lists' 'Pays' filter),
 * the payment locations (operating and destination country, at most two: spec 002 section 2), the
 * payment methods they name (the 'Méthode' filters) and a code's name.
 */
export function useRouteCountries() {
  const user = useCurrentUser();
  return useMemo(() => {
    const origins = new Map<string, string>();
    const names = new Map<string, string>();
    const countries: Country[] = [];
    for (const route of user?.routes ?? []) {
      origins.set(route.origin_country.code_iso2, countryLabel(route.origin_country));
      for (const country of [route.origin_country, route.destination_country]) {
        names.set(country.code_iso2, countryLabel(country));
        countries.push(country);
      }
    }
    const locations = [user?.operating_country, user?.destination_country].filter((c) => c !== null && c !== undefined);
    return {
      origins: [...origins].map(([value, label]): Choice => ({ value, label })),
      locations: locations.map((c): Choice => ({ value: c.code_iso2, label: countryLabel(c) })),
      methods: paymentMethodChoices(countries) as Choice[],
      name: (code: string) => countryName(code, names.get(code)),
    };
  }, [user?.routes, user?.operating_country, user?.destination_country]);
}
