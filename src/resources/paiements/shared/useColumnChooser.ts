import { useCallback, useState } from 'react';

export interface ColumnDefinition<K extends string> {
  key: K;
  label: string;
  defaultVisible: boolean;
  /** Always shown; the chooser greys it out. */
  mandatory?: boolean;
}

function readStored<K extends string>(storageKey: string, columns: readonly ColumnDefinition<K>[]): Set<K> {
  const defaults = new Set(columns.filter((c) => c.defaultVisible || c.mandatory).map((c) => c.key));
  try {
    const text = window.localStorage.getItem(storageKey);
    if (!text) return defaults;
    const saved = JSON.parse(text) as unknown;
    if (!Array.isArray(saved)) return defaults;
    const known = new Set(columns.map((c) => c.key));
    const chosen = new Set(saved.filter((k): k is K => typeof k === 'string' && known.has(k as K)));
    columns.filter((c) => c.mandatory).forEach((c) => chosen.add(c.key));
    return chosen;
  } catch {
    return defaults;
  }
}

/** Visible columns of a list, kept across visits in localStorage; mandatory ones cannot be hidden. */
export function useColumnChooser<K extends string>(storageKey: string, columns: readonly ColumnDefinition<K>[]) {
  const [visible, setVisible] = useState<Set<K>>(() => readStored(storageKey, columns));
  const toggle = useCallback(
    (key: K) => {
      if (columns.find((c) => c.key === key)?.mandatory) return;
      setVisible((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        try {
          window.localStorage.setItem(storageKey, JSON.stringify([...next]));
        } catch {
          // Storage full or blocked: the choice lasts for this visit only.
        }
        return next;
      });
    },
    [columns, storageKey],
  );
  const isVisible = useCallback((key: K) => visible.has(key), [visible]);
  return { columns, isVisible, toggle };
}
