/**
 * The ageing of payments still « En attente » (issue #32, /caisse): nothing waits forever. A
 * payment's age is counted in calendar days of the user's time zone (as every day of the app,
 * ./calendar), not in 24-hour periods: a payment of yesterday 23:50 is one day old at 00:10.
 * Buckets: today (0 days), 1 to 7 days, more than 7 days. Amounts stay in each payment's currency.
 */
import { decimalsFor, roundTo } from './currency';
import { dayKey } from './format';
import type { CurrencyTotal } from './handover';

export const AGEING_BUCKETS = ['aujourd_hui', 'un_a_sept_jours', 'plus_de_sept_jours'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  aujourd_hui: "Aujourd'hui",
  un_a_sept_jours: '1 à 7 jours',
  plus_de_sept_jours: 'Plus de 7 jours',
};

/** The last age (in days) of the middle bucket. */
export const AGEING_WEEK_DAYS = 7;

const DAY_MS = 86_400_000;

/** Days from one calendar day to another ('2026-11-20' → '2026-11-27': 7), whatever the clock changes between them. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A payment's age in calendar days of `timeZone` at `now`; a date after today counts as today. */
export function ageInDays(createdAt: string, now: Date, timeZone?: string): number {
  return Math.max(daysBetween(dayKey(createdAt, timeZone), dayKey(now, timeZone)), 0);
}

export function ageingBucketOf(days: number): AgeingBucket {
  if (days <= 0) return 'aujourd_hui';
  return days <= AGEING_WEEK_DAYS ? 'un_a_sept_jours' : 'plus_de_sept_jours';
}

export interface PendingPayment {
  date_creation: string;
  montant: number;
  devise: string;
}

export interface AgeingRow {
  tranche: AgeingBucket;
  libelle: string;
  nombre: number;
  /** One total per currency, in the order the currencies first appear. */
  montants: CurrencyTotal[];
}

/** Every bucket (empty ones included, so the screen's rows never move) with its count and totals per currency. */
export function pendingAgeing(payments: readonly PendingPayment[], now: Date, timeZone?: string): AgeingRow[] {
  const rows = new Map(AGEING_BUCKETS.map((bucket) => [bucket, { count: 0, totals: new Map<string, number>() }]));
  for (const payment of payments) {
    const row = rows.get(ageingBucketOf(ageInDays(payment.date_creation, now, timeZone)));
    if (!row) continue;
    row.count += 1;
    row.totals.set(payment.devise, (row.totals.get(payment.devise) ?? 0) + payment.montant);
  }
  return AGEING_BUCKETS.map((bucket) => {
    const row = rows.get(bucket) ?? { count: 0, totals: new Map<string, number>() };
    return {
      tranche: bucket,
      libelle: AGEING_BUCKET_LABELS[bucket],
      nombre: row.count,
      montants: [...row.totals].map(([devise, montant]) => ({ devise, montant: roundTo(montant, decimalsFor(devise)) })),
    };
  });
}

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The accounting list's filters that show one bucket's payments: pending, created within the
 * bucket's days (the list's `date_debut` and `date_fin` are the user's days, both included).
 */
export function ageingBucketFilter(bucket: AgeingBucket, now: Date, timeZone?: string): { statut: 'en_attente'; date_debut?: string; date_fin?: string } {
  const today = dayKey(now, timeZone);
  if (bucket === 'aujourd_hui') return { statut: 'en_attente', date_debut: today };
  if (bucket === 'un_a_sept_jours') return { statut: 'en_attente', date_debut: shiftDay(today, AGEING_WEEK_DAYS), date_fin: shiftDay(today, 1) };
  return { statut: 'en_attente', date_fin: shiftDay(today, AGEING_WEEK_DAYS + 1) };
}
