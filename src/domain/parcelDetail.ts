/** Parcel detail rules (spec 001 sections 4, 8 and 9): the zero-fee auto-refresh and its messages. */

/** The detail page asks again every 3 s, 5 times, while the fees or the total are still zero. */
export const FEE_RETRY_INTERVAL_MS = 3000;
export const FEE_RETRY_MAX = 5;
export const FEES_MISSING_MESSAGE = "Frais d'expédition non calculés";

export interface FeeFields {
  frais_expedition?: number | null;
  montant_total_a_payer?: number | null;
}

/** Fees not computed yet: the shipping fee or the total to pay is zero or missing. */
export function feesMissing(colis: FeeFields | null | undefined): boolean {
  if (!colis) return false;
  return !(Number(colis.frais_expedition) > 0) || !(Number(colis.montant_total_a_payer) > 0);
}

export const NOT_FOUND_TITLE = 'Colis introuvable';
export const NOT_FOUND_MESSAGE = "Le colis demandé n'existe pas ou a été supprimé";
export const MISSING_CONFIGURATION_TITLE = 'Configuration manquante';

/** The route's two countries are needed to show amounts in two currencies. */
export function routeConfigured(route: { origin_country?: { code_iso2?: string | null } | null; destination_country?: { code_iso2?: string | null } | null } | null | undefined): boolean {
  return Boolean(route?.origin_country?.code_iso2 && route?.destination_country?.code_iso2);
}
