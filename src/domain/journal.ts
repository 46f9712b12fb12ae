/**
 * The journal of sensitive changes (issue #31): which changes it records, their French names, and
 * how a day chosen in a filter becomes the instants the server compares. Who, when, the record, the
 * old and new values; a password is never written, only that it changed.
 */
export const JOURNAL_KINDS = {
  role: 'Rôle',
  mot_de_passe: 'Mot de passe',
  taux_change: 'Taux de change',
  prix_categorie: 'Prix de catégorie',
  statut_employe: "Statut d'un employé",
  etape_bordereau: 'Étape de bordereau',
  connexion_square: 'Connexion Square',
  cloture_caisse: 'Clôture de caisse',
  reouverture_caisse: 'Réouverture de caisse',
  annulation_paiement: 'Annulation de paiement',
  parametre_entreprise: "Paramètre de l'entreprise",
  remboursement_paiement: 'Remboursement de paiement',
} as const;

export type JournalKind = keyof typeof JOURNAL_KINDS;

export const JOURNAL_KIND_VALUES = Object.keys(JOURNAL_KINDS) as JournalKind[];

export function isJournalKind(value: unknown): value is JournalKind {
  return typeof value === 'string' && Object.hasOwn(JOURNAL_KINDS, value);
}

export function journalKindLabel(kind: string): string {
  return isJournalKind(kind) ? JOURNAL_KINDS[kind] : kind;
}

/** What a password change reads as in the journal: the fact, never the value. */
export const PASSWORD_CHANGED = 'Modifié';
export const PASSWORD_RESET = 'Réinitialisé';

/** A day typed in a date field ('2026-05-04'), as a local date, or null when it is not one. */
function localDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getMonth() === Number(match[2]) - 1 ? date : null;
}

/** The first instant of that day where the user is (ISO), for `date_debut`. */
export function startOfDay(day: string): string | null {
  return localDay(day)?.toISOString() ?? null;
}

/** The first instant of the next day (ISO), for `date_fin`: the chosen day is included whole. */
export function endOfDay(day: string): string | null {
  const date = localDay(day);
  if (!date) return null;
  date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/**
 * The journal list's filters as the screen keeps them in the URL (`du` and `au`: days as typed)
 * and as the server reads them (`date_debut`, `date_fin`: instants, the last day included whole).
 */
export function journalServerFilter(filter: Record<string, unknown>): Record<string, unknown> {
  const { du, au, ...rest } = filter;
  return {
    ...rest,
    date_debut: typeof du === 'string' ? (startOfDay(du) ?? undefined) : undefined,
    date_fin: typeof au === 'string' ? (endOfDay(au) ?? undefined) : undefined,
  };
}
