import { formatMoney } from '../../domain/currency';
import type { Colis } from '../../dataProvider/contract/colis';

/** Display helpers shared by the parcel screens; dates, weights and numbers come from src/domain/format.ts. */
export { formatDate, formatDateTime, formatWeight } from '../../domain/format';

/** The parcel's base currency: its route's origin currency. */
export function currencyOf(colis: Pick<Colis, 'enterprise_route'>): string {
  return colis.enterprise_route?.origin_country?.devise_code ?? '';
}

export function destinationCurrencyOf(colis: Pick<Colis, 'enterprise_route'>): string | null {
  return colis.enterprise_route?.destination_country?.devise_code ?? null;
}

export function feeText(colis: Pick<Colis, 'enterprise_route' | 'frais_expedition'>): string {
  return formatMoney(colis.frais_expedition ?? 0, currencyOf(colis));
}
