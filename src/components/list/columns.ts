import type { ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { useStore } from 'react-admin';

/** One column of a list: its header, how a record shows in it, how it sorts and how the chooser treats it. */
export interface ListColumn<R> {
  key: string;
  label: string;
  render: (record: R) => ReactNode;
  /** On a phone card, when it differs from the table cell (no link inside a clickable card). */
  cardRender?: (record: R) => ReactNode;
  align?: 'left' | 'right';
  /** Kept on one line (action buttons). */
  noWrap?: boolean;
  /** Sorted by the server under this field. */
  sortField?: string;
  /** The order of the first click on an unsorted column (ascending unless told). */
  firstOrder?: 'ASC' | 'DESC';
  /** Always shown: the chooser shows it ticked and locked. */
  mandatory?: boolean;
  /** Off until the user ticks it in the chooser. */
  hiddenByDefault?: boolean;
}

/** The user's departures from the default columns, by key. */
type ColumnChoices = Record<string, boolean>;

const NO_CHOICE: ColumnChoices = {};

/**
 * The columns a user shows in a list, kept in their store (per user, across sessions) under
 * `{storeKey}.colonnes`; mandatory columns cannot be hidden.
 */
export function useColumns<R>(storeKey: string, columns: readonly ListColumn<R>[]) {
  const [choices, setChoices] = useStore<ColumnChoices>(`${storeKey}.colonnes`, NO_CHOICE);
  const isVisible = useCallback(
    (key: string) => {
      const column = columns.find((c) => c.key === key);
      if (!column) return false;
      const chosen = choices[key];
      return column.mandatory === true || (typeof chosen === 'boolean' ? chosen : !column.hiddenByDefault);
    },
    [choices, columns],
  );
  const toggle = useCallback(
    (key: string) => {
      if (columns.find((c) => c.key === key)?.mandatory) return;
      setChoices({ ...choices, [key]: !isVisible(key) });
    },
    [choices, columns, isVisible, setChoices],
  );
  const visible = useMemo(() => columns.filter((c) => isVisible(c.key)), [columns, isVisible]);
  return { columns, visible, isVisible, toggle };
}

export type ColumnsState<R> = ReturnType<typeof useColumns<R>>;
