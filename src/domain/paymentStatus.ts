/**
 * Payment rules of spec 002 sections 3, 4 and 9 (and 001 section 4): the real payment status of a
 * parcel computed from the payments actually received, its labels and colours, the incoherence with
 * the stored status, and the paid rate of the statistics. One function, used by the screens and by
 * the demo backend alike.
 */
import { decimalsFor, formatMoney, roundTo } from './currency';
import { labelsOf, type StatusLook, type StatusTone } from './parcelStatus';

export const REAL_PAYMENT_STATUSES = ['non_paye', 'partiellement_paye', 'entierement_paye', 'trop_paye', 'gratuit'] as const;
export type RealPaymentStatus = (typeof REAL_PAYMENT_STATUSES)[number];

/** The one label and the tone of each real payment status, side by side. */
const REAL_PAYMENT_STATUS_LOOKS: Record<RealPaymentStatus, StatusLook> = {
  non_paye: { label: 'Non payé', tone: 'error' },
  partiellement_paye: { label: 'Partiellement payé', tone: 'warning' },
  entierement_paye: { label: 'Entièrement payé', tone: 'success' },
  trop_paye: { label: 'Trop payé', tone: 'info' },
  gratuit: { label: 'Gratuit', tone: 'default' },
};

export const REAL_PAYMENT_STATUS_LABELS = labelsOf(REAL_PAYMENT_STATUS_LOOKS);

/** 'gratuit' mismatch threshold (spec 002 section 9). */
export const GRATUIT_THRESHOLD = 0.01;

/**
 * Tolerance on the comparison of amounts: the spec keeps the server's value hidden; we take the
 * smallest unit of the currency (0.01 CAD, 1 GNF), so rounding on either side never flips a status.
 */
export function paymentTolerance(currency: string): number {
  return 10 ** -decimalsFor(currency);
}

/** Payment (transaction) statuses: valide green, en_attente yellow, refuse red, anything else gray. */
export const TRANSACTION_STATUSES = ['valide', 'en_attente', 'refuse', 'annule', 'rembourse'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

const TRANSACTION_LABELS: Record<TransactionStatus, string> = { valide: 'Validé', en_attente: 'En attente', refuse: 'Refusé', annule: 'Annulé', rembourse: 'Remboursé' };
const TRANSACTION_TONES: Record<TransactionStatus, StatusTone> = { valide: 'success', en_attente: 'warning', refuse: 'error', annule: 'default', rembourse: 'default' };
export const UNKNOWN_TRANSACTION_LABEL = 'Inconnu';

function isTransactionStatus(value: string | null | undefined): value is TransactionStatus {
  return (TRANSACTION_STATUSES as readonly string[]).includes(value ?? '');
}

export function transactionStatusLabel(status: string | null | undefined): string {
  return isTransactionStatus(status) ? TRANSACTION_LABELS[status] : UNKNOWN_TRANSACTION_LABEL;
}

export function transactionStatusTone(status: string | null | undefined): StatusTone {
  return isTransactionStatus(status) ? TRANSACTION_TONES[status] : 'default';
}

/**
 * Payment methods read as the route data names them (a country's `payment_methods`: mobile_money is
 * 'Orange Money' in Guinea); this table names a code no route describes. The server's
 * `methode_display` is that same data name, so a payment, a filter and an export agree.
 */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  square: 'Carte (Square)',
  especes: 'Espèces',
  interac: 'Interac',
  mobile_money: 'Mobile Money',
};

export const UNKNOWN_METHOD_LABEL = 'Inconnu';

export interface PaymentMethodInfo {
  code: string;
  name?: string | null;
  is_online?: boolean;
}

/** The name of a method: the route data's (or the server's, which is the same), else the built-in one, else its code. */
export function paymentMethodLabel(code: string | null | undefined, display?: string | null, methods: readonly PaymentMethodInfo[] = []): string {
  const named = methods.find((m) => m.code === code)?.name;
  if (named) return named;
  if (display) return display;
  if (!code) return UNKNOWN_METHOD_LABEL;
  return PAYMENT_METHOD_LABELS[code] ?? code;
}

/**
 * The methods a filter offers: every method of the given route countries, once per code, with the
 * data's name; without route data, the built-in methods.
 */
export function paymentMethodChoices(countries: readonly { payment_methods?: readonly PaymentMethodInfo[] | null }[]): { value: string; label: string }[] {
  const methods = new Map<string, string>();
  for (const country of countries) {
    for (const method of country.payment_methods ?? []) {
      if (!methods.has(method.code)) methods.set(method.code, paymentMethodLabel(method.code, method.name));
    }
  }
  if (methods.size === 0) return Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }));
  return [...methods].map(([value, label]) => ({ value, label }));
}

/** Transaction statuses as a filter offers them. */
export const TRANSACTION_STATUS_CHOICES: readonly { value: TransactionStatus; label: string }[] = TRANSACTION_STATUSES.map((value) => ({ value, label: TRANSACTION_LABELS[value] }));

/** Real payment statuses as a filter offers them. */
export const REAL_PAYMENT_STATUS_CHOICES: readonly { value: RealPaymentStatus; label: string }[] = REAL_PAYMENT_STATUSES.map((value) => ({ value, label: REAL_PAYMENT_STATUS_LABELS[value] }));

/** Stored statuses that claim the parcel is paid (legacy values included). */
const STORED_PAID = ['entierement_paye', 'trop_paye', 'paye_complet', 'paye_canada', 'paye_guinee'];

export interface PaymentLine {
  /** In the parcel's currency (callers convert first). */
  montant: number;
  statut: string;
  /**
   * A payment made in another currency: half the smallest unit of that currency, converted into the
   * parcel's (0,005 CAD is 31,25 GNF at 6 250). Paying the remainder converted and rounded to the
   * cent then settles the parcel instead of leaving a few GNF due or overpaid.
   */
  arrondi_conversion?: number;
  /** Refunded on a payment still validated (issue #32), in the parcel's currency: taken off what it paid. */
  rembourse?: number;
}

export interface RealPaymentInput {
  montant_a_payer: number;
  devise: string;
  paiements: readonly PaymentLine[];
  /** The status stored on the parcel, compared with the computed one. */
  statut_stocke?: string | null;
  /**
   * A product is priced 0 for want of a category, dimensions or lines (fees.ts `missingFees`): the
   * amount due is not known yet, so the parcel is never 'Entièrement payé' nor free, only unpaid or
   * partly paid.
   */
  frais_incomplets?: boolean;
}

export interface RealPaymentSummary {
  statut_reel: RealPaymentStatus;
  statut_display: string;
  statut_couleur: StatusTone;
  montant_a_payer: number;
  total_paye: number;
  reste_a_payer: number;
  pourcentage_paye: number;
  est_entierement_paye: boolean;
  a_paiements_partiels: boolean;
  est_non_paye: boolean;
  est_colis_gratuit: boolean;
  /** The amount due is incomplete (see RealPaymentInput). */
  frais_incomplets: boolean;
  incoherence: string | null;
  nombre_paiements: number;
  statistiques: {
    total_valides: number;
    total_rembourses: number;
    total_en_attente: number;
    total_refuses: number;
    nombre_valides: number;
    nombre_en_attente: number;
    nombre_refuses: number;
    tolerance_appliquee: number;
  };
}

function sum(lines: readonly PaymentLine[], statut: string): number {
  return lines.filter((line) => line.statut === statut).reduce((total, line) => total + line.montant, 0);
}

/** What validated payments paid, net of their partial refunds (issue #32). */
function netValidated(lines: readonly PaymentLine[]): number {
  return lines.filter((line) => line.statut === 'valide').reduce((total, line) => total + line.montant - (line.rembourse ?? 0), 0);
}

/** Money given back: payments refunded whole (« Remboursé ») and the refunded part of validated ones. */
function refunded(lines: readonly PaymentLine[]): number {
  return sum(lines, 'rembourse') + lines.filter((line) => line.statut === 'valide').reduce((total, line) => total + (line.rembourse ?? 0), 0);
}

/** The real status from the amounts: only validated payments count. */
export function realPaymentStatusOf(montantAPayer: number, totalPaye: number, tolerance: number): RealPaymentStatus {
  if (montantAPayer <= tolerance) return totalPaye > tolerance ? 'trop_paye' : 'gratuit';
  if (totalPaye <= tolerance) return 'non_paye';
  if (totalPaye > montantAPayer + tolerance) return 'trop_paye';
  if (totalPaye >= montantAPayer - tolerance) return 'entierement_paye';
  return 'partiellement_paye';
}

/**
 * The message when the stored status disagrees with the payments: paid stored while only part (or
 * nothing) is paid, or unpaid stored while something was paid. The real amounts win.
 */
export function incoherenceOf(stored: string | null | undefined, real: RealPaymentStatus): string | null {
  if (!stored || stored === real) return null;
  const storedPaid = STORED_PAID.includes(stored);
  const realPaid = real === 'entierement_paye' || real === 'trop_paye';
  if (storedPaid && !realPaid && real !== 'gratuit') {
    return `Statut enregistré « ${storedLabel(stored)} » alors que le colis est ${REAL_PAYMENT_STATUS_LABELS[real].toLowerCase()} d'après les paiements reçus.`;
  }
  if (stored === 'non_paye' && real !== 'non_paye' && real !== 'gratuit') {
    return `Statut enregistré « Non payé » alors que des paiements ont été reçus (${REAL_PAYMENT_STATUS_LABELS[real].toLowerCase()}).`;
  }
  if (stored === 'partiellement_paye' && (real === 'non_paye' || realPaid)) {
    return `Statut enregistré « Partiellement payé » alors que le colis est ${REAL_PAYMENT_STATUS_LABELS[real].toLowerCase()} d'après les paiements reçus.`;
  }
  return null;
}

function storedLabel(stored: string): string {
  if (stored === 'paye_complet') return 'Payé complet';
  if (stored === 'paye_canada') return 'Payé au Canada';
  if (stored === 'paye_guinee') return 'Payé en Guinée';
  return (REAL_PAYMENT_STATUS_LABELS as Record<string, string>)[stored] ?? stored;
}

/** The real payment status of a parcel (spec 001 section 3, statut_paiement_reel). */
export function computeRealPaymentStatus(input: RealPaymentInput): RealPaymentSummary {
  const decimals = decimalsFor(input.devise);
  const conversions = input.paiements.filter((line) => line.statut === 'valide').reduce((total, line) => total + (line.arrondi_conversion ?? 0), 0);
  const tolerance = roundTo(paymentTolerance(input.devise) + conversions, decimals);
  const due = roundTo(Math.max(input.montant_a_payer, 0), decimals);
  const totalValides = roundTo(netValidated(input.paiements), decimals);
  const statut: RealPaymentStatus = input.frais_incomplets ? (totalValides > tolerance ? 'partiellement_paye' : 'non_paye') : realPaymentStatusOf(due, totalValides, tolerance);
  const reste = statut === 'entierement_paye' || statut === 'trop_paye' || statut === 'gratuit' ? 0 : roundTo(Math.max(due - totalValides, 0), decimals);
  const pourcentage = due > 0 ? roundTo((totalValides / due) * 100, 1) : statut === 'gratuit' ? 100 : 0;
  return {
    statut_reel: statut,
    statut_display: displayedPaymentStatusLabel(statut, due),
    statut_couleur: displayedPaymentStatusTone(statut, due),
    montant_a_payer: due,
    total_paye: totalValides,
    reste_a_payer: reste,
    pourcentage_paye: pourcentage,
    est_entierement_paye: statut === 'entierement_paye' || statut === 'trop_paye',
    a_paiements_partiels: statut === 'partiellement_paye',
    est_non_paye: statut === 'non_paye',
    est_colis_gratuit: statut === 'gratuit',
    frais_incomplets: input.frais_incomplets ?? false,
    incoherence: incoherenceOf(input.statut_stocke, statut),
    nombre_paiements: input.paiements.length,
    statistiques: {
      total_valides: totalValides,
      total_rembourses: roundTo(refunded(input.paiements), decimals),
      total_en_attente: roundTo(sum(input.paiements, 'en_attente'), decimals),
      total_refuses: roundTo(sum(input.paiements, 'refuse'), decimals),
      nombre_valides: input.paiements.filter((p) => p.statut === 'valide').length,
      nombre_en_attente: input.paiements.filter((p) => p.statut === 'en_attente').length,
      nombre_refuses: input.paiements.filter((p) => p.statut === 'refuse').length,
      tolerance_appliquee: tolerance,
    },
  };
}

function isRealStatus(value: string | null | undefined): value is RealPaymentStatus {
  return (REAL_PAYMENT_STATUSES as readonly string[]).includes(value ?? '');
}

/**
 * The status a screen shows: a 'gratuit' status with an expected amount above 0.01 is shown as
 * 'Non payé' (spec 002 section 4). Legacy stored values map to their meaning.
 */
export function displayedPaymentStatus(status: string | null | undefined, montantAPayer?: number | null): RealPaymentStatus | null {
  if (status === 'gratuit' && typeof montantAPayer === 'number' && montantAPayer > GRATUIT_THRESHOLD) return 'non_paye';
  if (isRealStatus(status)) return status;
  if (status === 'paye_complet' || status === 'paye_canada' || status === 'paye_guinee') return 'entierement_paye';
  return null;
}

export function displayedPaymentStatusLabel(status: string | null | undefined, montantAPayer?: number | null): string {
  const shown = displayedPaymentStatus(status, montantAPayer);
  return shown ? REAL_PAYMENT_STATUS_LABELS[shown] : UNKNOWN_TRANSACTION_LABEL;
}

export function displayedPaymentStatusTone(status: string | null | undefined, montantAPayer?: number | null): StatusTone {
  const shown = displayedPaymentStatus(status, montantAPayer);
  return shown ? REAL_PAYMENT_STATUS_LOOKS[shown].tone : 'default';
}

export interface PaidRateInput {
  total_colis: number;
  entierement_payes: number;
  trop_payes: number;
}

/** Paid rate of the statistics: (entierement_payes + trop_payes) / total_colis, in percent (1 decimal). */
export function paidRate(stats: PaidRateInput): number {
  if (!stats.total_colis || stats.total_colis <= 0) return 0;
  return roundTo(((stats.entierement_payes + stats.trop_payes) / stats.total_colis) * 100, 1);
}

export const UNPAID_HANDOVER_TITLE = 'Colis non entièrement payé';

/** What a handover reads of a parcel's real payment status (its summary, with the parcel's currency). */
export interface OwedStatus {
  reste_a_payer: number;
  devise?: string | null;
  est_entierement_paye: boolean;
}

/** Whether something is still owed on a parcel: the one test of every warning and refusal before handing it over. */
export function stillOwed(status: OwedStatus): boolean {
  return !status.est_entierement_paye && status.reste_a_payer > 0;
}

/**
 * Handing an unpaid parcel over (« Marquer comme livré », issue #32) asks first and names what is
 * still owed; a parcel fully paid (or free) goes without a question.
 */
export function unpaidHandoverWarning(status: OwedStatus): string | null {
  if (!stillOwed(status)) return null;
  return `Ce colis n'est pas entièrement payé : il reste ${formatMoney(status.reste_a_payer, status.devise ?? '')} à payer. Le remettre au destinataire quand même ?`;
}
