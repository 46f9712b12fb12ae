import { useCallback, useState } from 'react';
import { parseRecent, rememberRecent, type QuickFindItem } from '../../domain/quickFind';

/**
 * The quick find's recent items, a preference kept per user in localStorage: it survives logout
 * (the shared rule for preferences) and holds only codes, numbers and screen names.
 */
export const recentItemsKey = (userId: number | string) => `colis.preferences.${userId}.quickFind.recent`;

function read(key: string | null): QuickFindItem[] {
  if (!key) return [];
  try {
    return parseRecent(JSON.parse(window.localStorage.getItem(key) ?? '[]'));
  } catch {
    return [];
  }
}

export function useRecentItems(userId: number | string | undefined): [QuickFindItem[], (item: QuickFindItem) => void] {
  const key = userId === undefined ? null : recentItemsKey(userId);
  const [state, setState] = useState(() => ({ key, items: read(key) }));
  const items = state.key === key ? state.items : read(key);
  const remember = useCallback(
    (item: QuickFindItem) => {
      const next = rememberRecent(read(key), item);
      setState({ key, items: next });
      if (!key) return;
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the list lasts for this page only.
      }
    },
    [key],
  );
  return [items, remember];
}
