import type { Colis } from '../../../dataProvider/contract/colis';
import { errorStatus } from '../../../dataProvider/errors';
import { roundForCurrency } from '../../../domain/currency';

export interface PanelMethod {
  code: string;
  name: string;
  is_online: boolean;
}

type RouteCountry = NonNullable<NonNullable<Colis['enterprise_route']>['origin_country']>;

/** What the payment panel reads of a parcel: currencies, countries, methods (no currency is assumed when the route lacks one). */
export function parcelPaymentContext(colis: Colis) {
  const route = colis.enterprise_route ?? null;
  const baseCurrency = route?.origin_country?.devise_code ?? '';
  const destinationCurrency = route?.destination_country?.devise_code ?? null;
  const countries = [route?.origin_country, route?.destination_country].filter((country): country is RouteCountry => Boolean(country));
  return { route, baseCurrency, destinationCurrency, rate: route?.taux_echange ?? null, countries };
}

/**
 * The rest converted into the card provider's currency, or null when the parcel gives no
 * converted amount (montant_square) or no way to convert.
 */
export function resteForSquare(colis: Colis, reste: number): { amount: number; currency: string } | null {
  const { baseCurrency, destinationCurrency, rate } = parcelPaymentContext(colis);
  const currency = colis.devise_square;
  if (colis.montant_square === null || colis.montant_square === undefined || !currency) return null;
  if (currency === baseCurrency) return { amount: roundForCurrency(reste, currency), currency };
  if (currency === destinationCurrency && rate) return { amount: roundForCurrency(reste * rate, currency), currency };
  return null;
}

const BUILT_IN: PanelMethod[] = [
  { code: 'especes', name: 'Espèces', is_online: false },
  { code: 'square', name: 'Carte (Square)', is_online: true },
];

/** Cash and card, plus the methods of the country where the money is collected. */
export function methodsFor(country: RouteCountry | undefined): PanelMethod[] {
  const methods = new Map<string, PanelMethod>(BUILT_IN.map((m) => [m.code, m]));
  for (const m of country?.payment_methods ?? []) methods.set(m.code, { code: m.code, name: m.name, is_online: m.is_online ?? false });
  return [...methods.values()];
}

/** The answers by which the server refuses a payment on its merits: a bad request (the amount above the rest...), a conflict, an invalid entity. */
const REFUSAL_STATUSES = [400, 409, 422];

/**
 * Whether the server refused the payment itself (not a network or server failure): the parcel may
 * have changed under the form (paid in another tab, by a colleague), so its figures are read again.
 */
export function isPaymentRefusal(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && REFUSAL_STATUSES.includes(status);
}

/** What a payment form tells the panel about the server's answer. */
export interface PaymentFormEvents {
  /** The server refused the payment: the panel reads the parcel's payments again, the form keeps what was typed. */
  onRefused?: () => void;
  /** The payment was recorded: the form may start again from the new rest. */
  onRecorded?: () => void;
}
