import { formatMoney, formatNumber } from '../../domain/currency';
import type { Colis } from '../../dataProvider/contract/colis';

/** Display helpers shared by the parcel screens: French dates, weights with 1 decimal, amounts. */

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleString('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function formatWeight(kg: number | null | undefined): string {
  return `${formatNumber(kg ?? 0, 1)} kg`;
}

/** The parcel's base currency: its route's origin currency. */
export function currencyOf(colis: Pick<Colis, 'enterprise_route'>): string {
  return colis.enterprise_route?.origin_country.devise_code ?? 'CAD';
}

export function destinationCurrencyOf(colis: Pick<Colis, 'enterprise_route'>): string | null {
  return colis.enterprise_route?.destination_country.devise_code ?? null;
}

export function feeText(colis: Pick<Colis, 'enterprise_route' | 'frais_expedition'>): string {
  return formatMoney(colis.frais_expedition ?? 0, currencyOf(colis));
}

export function fullName(prenom: string | null | undefined, nom: string | null | undefined): string {
  return [prenom, nom].filter(Boolean).join(' ');
}
