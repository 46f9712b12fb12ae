/**
 * Quick find (Ctrl+K or "/"): one box over parcels, manifests, invoices and screens. These are its
 * pure rules: when to ask the server, how items match and rank, and the recent items.
 */
import { foldText } from './parcelList';

/** Pause after the last keystroke before the server is asked. */
export const QUICK_FIND_DEBOUNCE_MS = 300;
/** Shortest text sent to the server (a screen name matches from the first letter). */
export const QUICK_FIND_MIN_CHARS = 2;
/** Results shown per kind. */
export const QUICK_FIND_LIMIT = 6;
/** Recent items kept per user. */
export const RECENT_LIMIT = 8;

export type QuickFindKind = 'colis' | 'bordereau' | 'facture' | 'ecran';

/**
 * One thing the palette can open. Recent items keep only codes and numbers (no customer names or
 * phones): they are a preference kept across sessions, not personal data.
 */
export interface QuickFindItem {
  kind: QuickFindKind;
  /** Unique within its kind (record id or screen path). */
  key: string;
  label: string;
  /** Second line: recipient, status… (never stored in the recent items). */
  detail?: string;
  /** Other words the item answers to (not shown). */
  keywords?: string;
  path: string;
}

/** The words an item is found by. */
export const searchText = (item: QuickFindItem) => [item.label, item.detail, item.keywords].filter(Boolean).join(' ');

export const itemId = (item: Pick<QuickFindItem, 'kind' | 'key'>) => `${item.kind}:${item.key}`;

/** Puts an opened item first in the recent items, without repeats, keeping at most `limit`. */
export function rememberRecent(recent: readonly QuickFindItem[], item: QuickFindItem, limit = RECENT_LIMIT): QuickFindItem[] {
  const stored: QuickFindItem = { kind: item.kind, key: item.key, label: item.label, path: item.path };
  return [stored, ...recent.filter((other) => itemId(other) !== itemId(item))].slice(0, limit);
}

/** Recent items read back from storage: anything malformed is dropped. */
export function parseRecent(value: unknown): QuickFindItem[] {
  if (!Array.isArray(value)) return [];
  const kinds: readonly string[] = ['colis', 'bordereau', 'facture', 'ecran'];
  return value
    .filter(
      (item): item is QuickFindItem =>
        Boolean(item) &&
        typeof item === 'object' &&
        kinds.includes((item as QuickFindItem).kind) &&
        typeof (item as QuickFindItem).key === 'string' &&
        typeof (item as QuickFindItem).label === 'string' &&
        typeof (item as QuickFindItem).path === 'string' &&
        (item as QuickFindItem).path.startsWith('/'),
    )
    .map(({ kind, key, label, path }) => ({ kind, key, label, path }))
    .slice(0, RECENT_LIMIT);
}

/** Whether every word of the query appears in the text (case- and accent-insensitive). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Digits of a phone number, so "+224 660 12" finds "+224 66012…" whatever the spacing. */
export const phoneDigits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * The list shown: recent items first (those matching the query), then the other groups in order,
 * each item once (an item already listed as recent is not repeated). `recentCount` items lead.
 */
export function arrangeResults(
  recent: readonly QuickFindItem[],
  groups: readonly (readonly QuickFindItem[])[],
  query: string,
): { items: QuickFindItem[]; recentCount: number } {
  const recentShown = query.trim() ? recent.filter((item) => matchesQuery(searchText(item), query)) : [...recent];
  const seen = new Set(recentShown.map(itemId));
  const rest: QuickFindItem[] = [];
  for (const group of groups) {
    for (const item of group) {
      if (seen.has(itemId(item))) continue;
      seen.add(itemId(item));
      rest.push(item);
    }
  }
  return { items: [...recentShown, ...rest], recentCount: recentShown.length };
}

/** Moves the active option with the arrow keys, wrapping around. */
export function moveActive(index: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (index < 0) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}
