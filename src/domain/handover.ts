/**
 * Handing goods over while money is still owed (issue #32): what receiving a manifest names per
 * parcel, and the company's setting that forbids delivering an unpaid parcel. The test of "owed" is
 * `stillOwed` (./paymentStatus), the one the parcel's « Marquer comme livré » warning uses.
 */
import { formatMoney, roundTo, decimalsFor } from './currency';
import { formatInteger } from './format';
import { stillOwed, type OwedStatus } from './paymentStatus';

/** One parcel of a manifest with something still owed, in its own currency. */
export interface ParcelDue {
  id: number;
  numero_colis: string;
  destinataire: string;
  reste_a_payer: number;
  devise: string;
}

export interface CurrencyTotal {
  devise: string;
  montant: number;
}

/** What receiving a manifest leaves unpaid: the parcels, and the total per currency (never added across currencies). */
export interface ManifestDues {
  colis: ParcelDue[];
  totaux: CurrencyTotal[];
}

export interface ManifestParcelPayment {
  id: number;
  numero_colis: string;
  destinataire: string;
  statut: OwedStatus & { devise: string };
}

/** The manifest's parcels that still owe something, in the manifest's order, with their totals per currency. */
export function manifestDues(parcels: readonly ManifestParcelPayment[]): ManifestDues {
  const colis = parcels
    .filter((parcel) => stillOwed(parcel.statut))
    .map((parcel) => ({ id: parcel.id, numero_colis: parcel.numero_colis, destinataire: parcel.destinataire, reste_a_payer: parcel.statut.reste_a_payer, devise: parcel.statut.devise }));
  const totals = new Map<string, number>();
  for (const due of colis) totals.set(due.devise, (totals.get(due.devise) ?? 0) + due.reste_a_payer);
  return { colis, totaux: [...totals].map(([devise, montant]) => ({ devise, montant: roundTo(montant, decimalsFor(devise)) })) };
}

export const UNPAID_RECEPTION_TITLE = 'Colis non entièrement payés';

/** '34,14 $ CA et 120 000 GNF': each currency's total, never converted. */
export function currencyTotalsText(totals: readonly CurrencyTotal[]): string {
  const parts = totals.map((total) => formatMoney(total.montant, total.devise));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} et ${parts[parts.length - 1]}` : (parts[0] ?? '');
}

/** The question before « Marquer comme reçu » when parcels still owe something; null when everything is paid. */
export function unpaidReceptionWarning(dues: ManifestDues): string | null {
  const count = dues.colis.length;
  if (count === 0) return null;
  const subject = count === 1 ? '1 colis de ce bordereau n’est pas entièrement payé' : `${formatInteger(count)} colis de ce bordereau ne sont pas entièrement payés`;
  return `${subject} : il reste ${currencyTotalsText(dues.totaux)} à payer. Marquer le bordereau comme reçu quand même ?`;
}

/* ---------- The company's setting ---------- */

/** The configuration's sub-section (/configuration/livraison) that holds the setting. */
export const DELIVERY_SETTINGS_TITLE = 'Livraison et paiements';
export const UNPAID_DELIVERY_SETTING_LABEL = "Interdire la livraison d'un colis non payé";
export const UNPAID_DELIVERY_SETTING_HELP =
  "Activé, aucun colis ne peut être marqué comme livré tant qu'il reste un montant à payer : le serveur refuse la livraison. Recevoir un bordereau au bureau de destination reste possible.";

/** The company's settings the app adds to the contract (docs/contract.md). */
export interface CompanySettings {
  interdire_livraison_non_payee: boolean;
}

export const DEFAULT_COMPANY_SETTINGS: CompanySettings = { interdire_livraison_non_payee: false };

/** The server's 400 (and the screen's explanation) when the setting forbids delivering a parcel that still owes something. */
export function unpaidDeliveryRefusal(settings: CompanySettings, status: OwedStatus): string | null {
  if (!settings.interdire_livraison_non_payee || !stillOwed(status)) return null;
  return `Livraison impossible : ce colis n'est pas entièrement payé (il reste ${formatMoney(status.reste_a_payer, status.devise ?? '')} à payer). Votre entreprise interdit de livrer un colis non payé.`;
}
