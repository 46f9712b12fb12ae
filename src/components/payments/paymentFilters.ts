import type { Choice } from '../list/ChoiceField';
import type { FilterField } from '../list/FiltersPanel';
import type { useRouteCountries } from './routeCountries';

type RouteCountries = ReturnType<typeof useRouteCountries>;

/** A filter's query parameter and label, as each payments endpoint names it ('statut' / 'statut_paiement'). */
interface Named {
  source: string;
  label: string;
}

/**
 * The filters /caisse and /paiements share (spec 002 sections 1 and 2): payment status, payment
 * method and origin country. Each list keeps its endpoint's parameter names and the spec's labels;
 * the choices and the "all" entry ('Tous', 'Toutes' for a method) are defined here once.
 */
export const paymentFilter = {
  status: (named: Named, choices: readonly Choice[]): FilterField => ({ ...named, choices, allLabel: 'Tous' }),
  method: (named: Named, countries: RouteCountries): FilterField => ({ ...named, choices: countries.methods, allLabel: 'Toutes' }),
  origin: (countries: RouteCountries): FilterField => ({ source: 'pays', label: 'Pays', choices: countries.origins, allLabel: 'Tous' }),
};
